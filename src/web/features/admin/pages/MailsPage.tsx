import { Alert, Paper } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '../../../../common/contracts/admin';
import { useMails } from '../api/get-mails';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { ListEmpty, ListError, ListLoading } from '../components/ListState';
import { LoadMore } from '../components/LoadMore';
import { MailDrawer } from '../components/MailDrawer';
import { MailResults } from '../components/MailResults';
import { SearchField } from '../components/SearchField';

/**
 * /admin/mails: every mail the site sent or would have sent. Without SMTP they are only kept here,
 * so an admin can read a confirmation or invitation link (DESIGN.md §2).
 */
export function MailsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const mails = useMails(debouncedSearch);
  const [selected, setSelected] = useState<OutboxMail | null>(null);
  const [isDrawerOpen, drawer] = useDisclosure(false);

  const items = mails.data?.pages.flatMap((page) => page.items) ?? [];
  const isSearching = mails.isFetching && !mails.isFetchingNextPage && mails.isPlaceholderData;

  const handleOpen = (mail: OutboxMail) => {
    setSelected(mail);
    drawer.open();
  };

  return (
    <>
      <AdminPageHeader title={t('admin.nav.mails')} description={t('admin.mails.description')} />
      <Alert variant="light" color="indigo" icon={<IconInfoCircle size={18} aria-hidden />} mb="lg">
        {t('admin.mails.outboxNote')}
      </Alert>

      <Paper withBorder radius="lg">
        <div style={{ padding: 'var(--mantine-spacing-md)' }}>
          <SearchField
            label={t('admin.mails.searchLabel')}
            placeholder={t('admin.mails.searchPlaceholder')}
            value={search}
            isSearching={isSearching || (search.trim() !== debouncedSearch && search.trim() !== '')}
            onChange={setSearch}
          />
        </div>

        {mails.isPending ? (
          <ListLoading />
        ) : mails.isError && items.length === 0 ? (
          <ListError error={mails.error} onRetry={() => void mails.refetch()} />
        ) : items.length === 0 ? (
          <ListEmpty message={t(debouncedSearch ? 'admin.mails.emptySearch' : 'admin.mails.empty')} />
        ) : (
          <MailResults items={items} onOpen={handleOpen} />
        )}
      </Paper>

      {mails.isFetchNextPageError && (
        <ListError error={mails.error} onRetry={() => void mails.fetchNextPage()} />
      )}
      <LoadMore
        hasMore={mails.hasNextPage && !mails.isPlaceholderData}
        isLoading={mails.isFetchingNextPage}
        onLoadMore={() => void mails.fetchNextPage()}
      />

      <MailDrawer mail={selected} opened={isDrawerOpen} onClose={drawer.close} />
    </>
  );
}
