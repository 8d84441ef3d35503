import { Anchor, Badge, Button, Code, Group, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { LogEntry } from '../../../../common/contracts/admin';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { type DataColumn, DataTable } from '../../../components/admin/DataTable';
import { SetupNotice } from '../../../components/admin/SetupNotice';
import { UrlFilterSelect, UrlSearchField, urlTableProps } from '../../../components/admin/url-table';
import { useUrlListState } from '../../../components/admin/use-url-list-state';
import { Note } from '../../../components/Note';
import { formatDateTime } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useAdminMe } from '../api/get-admin-me';
import { useAdminSettings } from '../api/get-admin-settings';
import { useLogs } from '../api/get-logs';
import { adminPaths } from '../paths';
import { logActionColor, logActionLabel } from '../utils/labels';

const listFilters = ['action'] as const;
/** Details as one `key: value` line each (a nested value as JSON); nothing for an empty object. */
const detailLines = (details: LogEntry['details']): string | null => {
  const lines = Object.entries(details).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
  );
  return lines.length === 0 ? null : lines.join('\n');
};

/**
 * /admin/logs: the action log (000 §3 "logs"), newest first, 20 a page; search, action and page live
 * in the URL. Selected rows can be copied as JSON lines (to hand an incident to whoever investigates).
 */
export function LogsPage() {
  const { t, language } = useTranslation();
  const me = useAdminMe();
  // Only those who may switch logging on are told it is off.
  const settings = useAdminSettings({ enabled: me.data?.abilities.includes('admin.settings') ?? false });
  const list = useUrlListState({ filters: listFilters });
  const logs = useLogs({ q: list.query.q, action: list.query.action, page: list.page });

  const memberOf = (entry: LogEntry) => entry.email ?? t('admin.logs.noMember');
  const columns: DataColumn<LogEntry>[] = [
    {
      key: 'date',
      header: t('admin.logs.columns.date'),
      nowrap: true,
      cell: (entry) => <Text size="sm">{formatDateTime(entry.createdAt, language)}</Text>,
    },
    {
      key: 'member',
      header: t('admin.logs.columns.member'),
      cell: (entry) => (
        <Text size="sm" c={entry.email ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
          {memberOf(entry)}
        </Text>
      ),
    },
    {
      key: 'action',
      header: t('admin.logs.columns.action'),
      isCardTitle: true,
      cell: (entry) => (
        <Badge variant="light" radius="sm" color={logActionColor(entry.action)} tt="none" miw="max-content">
          {logActionLabel(entry.action, t)}
        </Badge>
      ),
    },
    {
      key: 'details',
      header: t('admin.logs.columns.details'),
      width: '34%',
      minWidth: 260,
      isWide: true,
      cell: (entry) => {
        const text = detailLines(entry.details);
        return text ? (
          <Code block fz="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Code>
        ) : (
          <Note>{t('admin.logs.noDetails')}</Note>
        );
      },
    },
  ];

  const handleCopy = (entries: LogEntry[], clear: () => void) => {
    const lines = entries.map((entry) => JSON.stringify(entry)).join('\n');
    navigator.clipboard.writeText(lines).then(
      () => {
        notify({
          color: 'sankofa',
          message: t('admin.logs.copied', { count: entries.length }),
        });
        clear();
      },
      () => notify({ color: 'red', message: t('admin.logs.copyError') }),
    );
  };

  // The server lists the actions with the page; the one in the URL shows while the first page loads.
  const actions = [
    ...new Set([...(logs.data?.actions ?? []), ...(list.filters.action ? [list.filters.action] : [])]),
  ];

  return (
    <>
      <AdminPageHeader title={t('admin.nav.logs')} description={t('admin.logs.description')} />

      {settings.data?.loggingEnabled === false && (
        <SetupNotice>
          <Text size="sm">{t('admin.logs.loggingOff')}</Text>
          <Anchor component={Link} to={adminPaths.dashboard} size="sm" fw={600}>
            {t('admin.logs.loggingOffLink')}
          </Anchor>
        </SetupNotice>
      )}

      <DataTable
        label={t('admin.nav.logs')}
        columns={columns}
        rowKey={(entry) => entry.id}
        {...urlTableProps(logs, list)}
        emptyMessage={t(list.isFiltered ? 'admin.logs.emptyFilter' : 'admin.logs.empty')}
        minWidth={820}
        toolbar={
          <Group align="flex-end" gap="md" wrap="wrap">
            <UrlSearchField
              label={t('admin.logs.searchLabel')}
              placeholder={t('admin.logs.searchPlaceholder')}
              list={list}
              query={logs}
            />
            <UrlFilterSelect
              label={t('admin.logs.actionLabel')}
              options={actions}
              labelOf={(name) => logActionLabel(name, t)}
              allLabel={t('admin.logs.allActions')}
              listState={list}
              filterKey="action"
              width={280}
            />
          </Group>
        }
        selection={{
          rowLabel: (entry) =>
            `${logActionLabel(entry.action, t)}, ${formatDateTime(entry.createdAt, language)}`,
          actions: (entries, clear) => (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconCopy size={14} aria-hidden />}
              onClick={() => handleCopy(entries, clear)}
            >
              {t('admin.logs.copySelection')}
            </Button>
          ),
        }}
      />
    </>
  );
}
