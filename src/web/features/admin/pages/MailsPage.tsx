import { Alert, Badge, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import type { OutboxMail } from '../../../../common/contracts/admin';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { SearchField } from '../../../components/admin/SearchField';
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
export function MailsPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState();
  const mails = useMails({ q: list.query.q, page: list.page });
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
      maxWidth: 360,
      cell: (mail) => (
        <UnstyledButton
          onClick={() => handleOpen(mail)}
          aria-label={t('admin.mails.open', { subject: mail.subject })}
          fz="sm"
          fw={600}
          c="sankofa.9"
          ta="left"
        >
          {mail.subject}
        </UnstyledButton>
      ),
    },
    {
      key: 'kind',
      header: t('admin.mails.columns.kind'),
      cell: (mail) => (
        <Badge variant="light" color="indigo" radius="sm" tt="none" miw="max-content">
          {mailKindLabel(mail.kind, t)}
        </Badge>
      ),
    },
    {
      key: 'status',
      header: t('admin.mails.columns.status'),
      cell: (mail) => (
        <Badge variant="light" color={mailStatusColor[mail.status]} radius="sm" tt="none" miw="max-content">
          {t(`admin.mails.status.${mail.status}`)}
        </Badge>
      ),
    },
  ];

  const page = mails.data;

  return (
    <>
      <AdminPageHeader title={t('admin.nav.mails')} description={t('admin.mails.description')} />
      <Alert variant="light" color="indigo" icon={<IconInfoCircle size={18} aria-hidden />} mb="lg">
        {t('admin.mails.outboxNote')}
      </Alert>

      <DataTable
        label={t('admin.nav.mails')}
        columns={columns}
        rowKey={(mail) => mail.id}
        rows={page?.items}
        isPending={mails.isPending}
        error={mails.error}
        onRetry={() => void mails.refetch()}
        isRefreshing={mails.isPlaceholderData && mails.isFetching}
        emptyMessage={t(list.isFiltered ? 'admin.mails.emptySearch' : 'admin.mails.empty')}
        minWidth={760}
        toolbar={
          <SearchField
            label={t('admin.mails.searchLabel')}
            placeholder={t('admin.mails.searchPlaceholder')}
            value={list.searchText}
            isSearching={list.isSearchPending || (mails.isFetching && mails.isPlaceholderData)}
            onChange={list.setSearchText}
          />
        }
        pagination={
          page && {
            page: list.page,
            pageSize: page.pageSize,
            total: page.total,
            totalCapped: page.totalCapped,
            onChange: list.setPage,
          }
        }
      />

      <MailDrawer mail={selected} opened={isDrawerOpen} onClose={drawer.close} />
    </>
  );
}
