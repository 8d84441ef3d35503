import { ActionIcon, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconArchive, IconCheck, IconEye, IconMailForward, IconMailOpened } from '@tabler/icons-react';
import { useState } from 'react';
import {
  type ContactMessage,
  type ContactMessageStatus,
  contactMessageStatuses,
} from '../../../../common/contracts/contact';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { CellLines } from '../../../components/admin/CellLines';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { FormFailure } from '../../../components/FormFailure';
import { Modal } from '../../../components/Modal';
import { errorMessageKey } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useContactMessages, useSetContactMessageStatus } from '../api/contact-messages';

const listFilters = ['status'] as const;
const statusColor: Record<ContactMessageStatus, string> = {
  new: 'sankofa',
  read: 'gray',
  answered: 'teal',
  archived: 'dark',
};
const isStatus = (value: string): value is ContactMessageStatus =>
  contactMessageStatuses.some((status) => status === value);

/**
 * /admin/contact-messages (issue 38, `admin.settings`): the messages of the /contact form beside the
 * mail they already send, newest first; opening one marks it read; the admin answers by mail (Reply
 * marks it answered) or archives it. Without a status filter the inbox hides the archived ones.
 */
export function ContactMessagesPage() {
  const { t, language } = useTranslation();
  const list = useUrlListState({ filters: listFilters });
  const status = isStatus(list.filters.status) ? list.filters.status : undefined;
  const messages = useContactMessages({ page: list.page, ...(status ? { status } : {}) });
  const setStatus = useSetContactMessageStatus();
  const [openId, setOpenId] = useState<string | null>(null);
  const page = messages.data;
  const open = page?.items.find((message) => message.id === openId) ?? null;

  const handleOpen = (message: ContactMessage) => {
    setOpenId(message.id);
    if (message.status === 'new') setStatus.mutate({ id: message.id, status: 'read' });
  };

  const statusBadge = (message: ContactMessage) => (
    <Badge variant="light" color={statusColor[message.status]}>
      {t(`admin.contactMessages.status.${message.status}`)}
    </Badge>
  );

  const columns: DataColumn<ContactMessage>[] = [
    {
      key: 'subject',
      header: t('admin.contactMessages.columns.subject'),
      isCardTitle: true,
      isWide: true,
      minWidth: 220,
      cell: (message) => (
        <CellLines
          main={message.subject}
          sub={message.message}
          weight={message.status === 'new' ? 700 : 500}
          subLines={1}
        />
      ),
    },
    {
      key: 'from',
      header: t('admin.contactMessages.columns.from'),
      cell: (message) => (
        <CellLines
          main={message.email}
          sub={
            message.sender &&
            t('admin.contactMessages.member', {
              name: message.sender.fullName || message.sender.username || message.email,
            })
          }
        />
      ),
    },
    {
      key: 'domain',
      header: t('admin.contactMessages.columns.domain'),
      cell: (message) => <Text size="sm">{message.domain}</Text>,
    },
    {
      key: 'receivedAt',
      header: t('admin.contactMessages.columns.receivedAt'),
      nowrap: true,
      cell: (message) => <Text size="sm">{formatDateTime(message.createdAt, language)}</Text>,
    },
    {
      key: 'status',
      header: t('admin.contactMessages.columns.status'),
      nowrap: true,
      minWidth: 110,
      cell: statusBadge,
    },
    {
      key: 'actions',
      header: t('admin.contactMessages.columns.actions'),
      nowrap: true,
      cell: (message) => (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('admin.contactMessages.openNamed', { subject: message.subject })}
          onClick={() => handleOpen(message)}
        >
          <IconEye size={18} aria-hidden />
        </ActionIcon>
      ),
    },
  ];

  const change = (message: ContactMessage, next: ContactMessageStatus, successKey: string) =>
    setStatus.mutate(
      { id: message.id, status: next },
      {
        onSuccess: () => {
          notify({ color: 'sankofa', message: t(successKey), autoClose: 2000 });
          if (next === 'archived') setOpenId(null);
        },
      },
    );

  return (
    <>
      <AdminPageHeader
        title={t('admin.nav.contact-messages')}
        description={
          page && page.unread > 0
            ? t('admin.contactMessages.descriptionUnread', { count: page.unread })
            : t('admin.contactMessages.description')
        }
      />
      <DataTable
        label={t('admin.nav.contact-messages')}
        columns={columns}
        rowKey={(message) => message.id}
        {...urlTableProps(messages, list)}
        errorTitle={() => t('admin.contactMessages.loadError')}
        emptyMessage={status ? t('admin.contactMessages.emptyFiltered') : t('admin.contactMessages.empty')}
        minWidth={760}
        toolbar={
          <Select
            label={t('admin.contactMessages.filter')}
            data={[
              { value: '', label: t('admin.contactMessages.inbox') },
              ...contactMessageStatuses.map((value) => ({
                value,
                label: t(`admin.contactMessages.status.${value}`),
              })),
            ]}
            value={status ?? ''}
            onChange={(value) => list.setFilter('status', value ?? '')}
            allowDeselect={false}
            w={{ base: '100%', sm: 260 }}
          />
        }
      />
      <Modal
        opened={open !== null}
        onClose={() => setOpenId(null)}
        title={open?.subject}
        size="lg"
        centered
        radius="lg"
      >
        {open && (
          <Stack gap="md">
            <Group gap="xs" wrap="wrap">
              {statusBadge(open)}
              <Text size="sm" c="dimmed">
                {t('admin.contactMessages.receivedFrom', {
                  email: open.email,
                  date: formatDateTime(open.createdAt, language),
                  domain: open.domain,
                })}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {open.message}
            </Text>
            <FormFailure
              message={
                setStatus.isError
                  ? t('admin.contactMessages.error', { message: t(errorMessageKey(setStatus.error)) })
                  : null
              }
            />
            <Group justify="flex-end" gap="sm" wrap="wrap">
              <Button
                variant="default"
                leftSection={<IconMailOpened size={16} aria-hidden />}
                onClick={() => change(open, 'new', 'admin.contactMessages.markedUnread')}
              >
                {t('admin.contactMessages.markUnread')}
              </Button>
              {open.status !== 'archived' && (
                <Button
                  variant="default"
                  leftSection={<IconArchive size={16} aria-hidden />}
                  onClick={() => change(open, 'archived', 'admin.contactMessages.archived')}
                >
                  {t('admin.contactMessages.archive')}
                </Button>
              )}
              {open.status !== 'answered' && (
                <Button
                  variant="light"
                  leftSection={<IconCheck size={16} aria-hidden />}
                  onClick={() => change(open, 'answered', 'admin.contactMessages.answered')}
                >
                  {t('admin.contactMessages.markAnswered')}
                </Button>
              )}
              <Button
                component="a"
                href={`mailto:${open.email}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}
                leftSection={<IconMailForward size={16} aria-hidden />}
                onClick={() => {
                  if (open.status !== 'answered') setStatus.mutate({ id: open.id, status: 'answered' });
                }}
              >
                {t('admin.contactMessages.reply')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
