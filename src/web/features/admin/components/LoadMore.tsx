import { Button, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface LoadMoreProps {
  hasMore: boolean;
  isLoading: boolean;
  onLoadMore: () => void;
}

/** "Charger plus" under a keyset list; hidden once the last page is in. */
export function LoadMore({ hasMore, isLoading, onLoadMore }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <Center mt="lg">
      <Button variant="default" onClick={onLoadMore} loading={isLoading}>
        {t('admin.loadMore')}
      </Button>
    </Center>
  );
}
