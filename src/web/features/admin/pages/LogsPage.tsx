import { Alert, Anchor, Group, Paper, Select, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminSettings } from '../api/get-admin-settings';
import { useLogs } from '../api/get-logs';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { ListEmpty, ListError, ListLoading } from '../components/ListState';
import { LoadMore } from '../components/LoadMore';
import { LogResults } from '../components/LogResults';
import { SearchField } from '../components/SearchField';
import { adminPaths } from '../paths';
import { logActionLabel, logActionNames } from '../utils/labels';

const allActions = 'all';

/** /admin/logs: the action log (000 §3 "logs"), newest first, searchable and filtered by action. */
export function LogsPage() {
  const { t } = useTranslation();
  const settings = useAdminSettings();
  const [search, setSearch] = useState('');
  const [action, setAction] = useState<string>(allActions);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const logs = useLogs({
    q: debouncedSearch || undefined,
    action: action === allActions ? undefined : action,
  });

  const items = logs.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = debouncedSearch !== '' || action !== allActions;
  const isSearching =
    (logs.isFetching && !logs.isFetchingNextPage && logs.isPlaceholderData) ||
    (search.trim() !== debouncedSearch && search.trim() !== '');

  const actionOptions = [
    { value: allActions, label: t('admin.logs.allActions') },
    ...logActionNames.map((name) => ({ value: name, label: logActionLabel(name, t) })),
  ];

  return (
    <>
      <AdminPageHeader title={t('admin.nav.logs')} description={t('admin.logs.description')} />

      {settings.data?.loggingEnabled === false && (
        <Alert variant="light" color="ochre" icon={<IconInfoCircle size={18} aria-hidden />} mb="lg">
          <Text size="sm">{t('admin.logs.loggingOff')}</Text>
          <Anchor component={Link} to={adminPaths.dashboard} size="sm" fw={600}>
            {t('admin.logs.loggingOffLink')}
          </Anchor>
        </Alert>
      )}

      <Paper withBorder radius="lg">
        <Group p="md" align="flex-end" gap="md" wrap="wrap">
          <SearchField
            label={t('admin.logs.searchLabel')}
            placeholder={t('admin.logs.searchPlaceholder')}
            value={search}
            isSearching={isSearching}
            onChange={setSearch}
          />
          <Select
            label={t('admin.logs.actionLabel')}
            data={actionOptions}
            value={action}
            onChange={(value) => setAction(value ?? allActions)}
            allowDeselect={false}
            w={{ base: '100%', xs: 280 }}
            comboboxProps={{ shadow: 'md' }}
          />
        </Group>

        {logs.isPending ? (
          <ListLoading />
        ) : logs.isError && items.length === 0 ? (
          <ListError error={logs.error} onRetry={() => void logs.refetch()} />
        ) : items.length === 0 ? (
          <ListEmpty message={t(isFiltered ? 'admin.logs.emptyFilter' : 'admin.logs.empty')} />
        ) : (
          <LogResults items={items} />
        )}
      </Paper>

      {logs.isFetchNextPageError && (
        <ListError error={logs.error} onRetry={() => void logs.fetchNextPage()} />
      )}
      <LoadMore
        hasMore={logs.hasNextPage && !logs.isPlaceholderData}
        isLoading={logs.isFetchingNextPage}
        onLoadMore={() => void logs.fetchNextPage()}
      />
    </>
  );
}
