import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { type OutboxMail, OutboxStatus } from '../../../../common/contracts/admin';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { SetupNotice } from '../../../components/admin/SetupNotice';
import { UrlFilterSelect, UrlSearchField, urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useMails } from '../api/get-mails';
import { MailDrawer } from '../components/MailDrawer';
import { mailKindLabel, mailStatusColor } from '../utils/labels';

/**
 * /admin/mails: every mail the site sent or would have sent, 20 a page. Without SMTP they are only
 * kept here, so an admin can read a confirmation or invitation link (DESIGN.md §2).
 */
const listFilters = ['status', 'kind'] as const;
// A long kind ("Notification : Nouvelle demande pour rejoindre un groupe") wraps on a phone's card;
// the table keeps each kind on one line.
const wrapping = { label: { whiteSpace: 'normal' as const, paddingBlock: 2 } };

export function MailsPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState({ filters: listFilters });
  const status = OutboxStatus.safeParse(list.filters.status).data;
  const mails = useMails({
    q: list.query.q,
    page: list.page,
    status,
    kind: list.filters.kind || undefined,
  });
  const [selected, setSelected] = useState<OutboxMail | null>(null);
  const [isDrawerOpen, drawer] = useDisclosure(false);

  const handleOpen = (mail: OutboxMail) => {
    setSelected(mail);
    drawer.open();
  };

  const columns: DataColumn<OutboxMail>[] = [
    {
      key: 'date',
      header: t('admin.mails.columns.date'),
      nowrap: true,
      cell: (mail) => <Text size="sm">{formatDateTime(mail.createdAt, language)}</Text>,
    },
    {
      key: 'to',
      header: t('admin.mails.columns.to'),
      cell: (mail) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {mail.toAddress}
        </Text>
      ),
    },
    {
      key: 'subject',
      header: t('admin.mails.columns.subject'),
      isCardTitle: true,
      // The subject is what a row is read by: it keeps a third of the table, and the type's badge wraps.
      width: '32%',
      maxWidth: 360,
      cell: (mail) => (
        <UnstyledButton
          onClick={() => handleOpen(mail)}
          aria-label={t('admin.mails.open', { subject: mail.subject })}
          fz="sm"
          fw={600}
          c="sankofa.9"
          ta="left"
          style={{ overflowWrap: 'break-word' }}
        >
          {mail.subject}
        </UnstyledButton>
      ),
    },
    {
      key: 'kind',
      header: t('admin.mails.columns.kind'),
      cell: (mail) => (
        <Badge variant="light" color="indigo" radius="sm" tt="none" maw="100%" h="auto" styles={wrapping}>
          {mailKindLabel(mail.kind, t)}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('admin.mails.columns.status'),
      cell: (mail) => (
        <Stack gap={2} align="flex-start">
          <Badge variant="light" color={mailStatusColor[mail.status]} radius="sm" tt="none" miw="max-content">
            {t(`admin.mails.status.${mail.status}`)}
          </Badge>
          {mail.nextAttemptAt && (
            <Text size="xs" c="dimmed">
              {t('admin.mails.nextAttempt', { date: formatDateTime(mail.nextAttemptAt, language) })}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  const kinds = new Set([
    ...(mails.data?.items ?? []).map((mail) => mail.kind),
    ...(list.filters.kind ? [list.filters.kind] : []),
  ]);

  const page = mails.data;

  return (
    <>
      <AdminPageHeader title={t('admin.nav.mails')} description={t('admin.mails.description')} />
      {/* Only where mails are kept rather than sent (no SMTP): with SMTP the note would be untrue. */}
      {page?.items.some((mail) => mail.status === 'outbox') && (
        <SetupNotice>{t('admin.mails.outboxNote')}</SetupNotice>
      )}

      <DataTable
        label={t('admin.nav.mails')}
        columns={columns}
        rowKey={(mail) => mail.id}
        {...urlTableProps(mails, list)}
        emptyMessage={t(list.isFiltered ? 'admin.mails.emptySearch' : 'admin.mails.empty')}
        minWidth={760}
        toolbar={
          <Group align="flex-end" gap="md" wrap="wrap">
            <UrlSearchField
              label={t('admin.mails.searchLabel')}
              placeholder={t('admin.mails.searchPlaceholder')}
              list={list}
              query={mails}
            />
            <UrlFilterSelect
              label={t('admin.mails.columns.status')}
              options={OutboxStatus.options}
              labelOf={(value) => t(`admin.mails.status.${value}`)}
              allLabel={t('admin.mails.allStatuses')}
              listState={list}
              filterKey="status"
              width={200}
            />
            <UrlFilterSelect
              label={t('admin.mails.columns.kind')}
              options={[...kinds]}
              labelOf={(value) => mailKindLabel(value, t)}
              allLabel={t('admin.mails.allKinds')}
              listState={list}
              filterKey="kind"
              width={260}
            />
          </Group>
        }
      />

      <MailDrawer mail={selected} opened={isDrawerOpen} onClose={drawer.close} />
    </>
  );
}
