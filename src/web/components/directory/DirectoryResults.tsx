import { Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from '../../lib/i18n';
import { CardGridSkeleton } from '../CardGridSkeleton';
import { Deferred } from '../Deferred';
import { NumberedPagination } from '../NumberedPagination';
import { QueryFailure } from '../QueryFailure';

/** A numbered page of a directory, as every directory endpoint answers it. */
export interface DirectoryPage<T> {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
}

/** What the results need of the list's query (TanStack Query's result). */
interface DirectoryQuery<T> {
  data: DirectoryPage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * The results of a directory (issue 37 §1): grey cards in the grid while the first page comes (issue 40), the error with a
 * retry, the empty text, the count ("12 offres"), the grid of cards and the numbered pager with the same
 * accessible labels everywhere. Texts come from the area's prefix: `loading`, `loadError`, and
 * `results` / `resultsCapped` when `withCount`.
 */
export function DirectoryResults<T>({
  query,
  prefix,
  empty,
  withCount = true,
  loadError,
  quietError = false,
  gridClassName,
  itemKey,
  renderItem,
  onPage,
  skeleton,
}: {
  query: DirectoryQuery<T>;
  prefix: string;
  /** The text of an empty page (it usually depends on the filters). */
  empty: string;
  withCount?: boolean;
  /** The failure's text, where the area's is not `<prefix>.loadError` (the network's, from the spec). */
  loadError?: string;
  /** An error the page shows otherwise (the companies directory's limit overlay): nothing here. */
  quietError?: boolean;
  gridClassName: string | undefined;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  onPage: (page: number) => void;
  /** The first load's grey cards: how many, how tall, with what picture (CardGridSkeleton). */
  skeleton?: { count?: number; height?: number; picture?: 'circle' | 'square' | 'none' };
}) {
  const { t } = useTranslation();
  const data = query.data;
  // The first load: the grid's shape at once (no spinner, nothing jumps when the cards arrive). The same
  // element while the first page is built, so the grey cards on screen are not rendered again.
  const { count, height, picture } = skeleton ?? {};
  const grey = useMemo(
    () => (
      <CardGridSkeleton
        gridClassName={gridClassName}
        countLine={withCount}
        count={count}
        height={height}
        picture={picture}
      />
    ),
    [gridClassName, withCount, count, height, picture],
  );
  if (!query.isPending) {
    if (query.isError && quietError) return null;
    if (query.isError || !data) {
      return (
        <QueryFailure message={loadError ?? t(`${prefix}.loadError`)} onRetry={() => void query.refetch()} />
      );
    }
    if (data.items.length === 0) {
      return (
        <Text c="dimmed" ta="center" py="xl">
          {empty}
        </Text>
      );
    }
  }
  // The first page of cards is built in slices (a transition), so a phone stays responsive meanwhile.
  return (
    <Deferred pending={query.isPending || !data} fallback={grey}>
      {data && (
        <Stack gap="md">
          {withCount && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {t(data.totalCapped ? `${prefix}.resultsCapped` : `${prefix}.results`, { count: data.total })}
            </Text>
          )}
          <ul className={gridClassName} aria-busy={query.isPlaceholderData}>
            {data.items.map((item) => (
              <li key={itemKey(item)}>{renderItem(item)}</li>
            ))}
          </ul>
          {/* With the count above, one page needs no pager's "1–5 sur 5". */}
          {(!withCount || data.total > data.pageSize) && (
            <NumberedPagination of={data} scrollToTop onChange={onPage} />
          )}
        </Stack>
      )}
    </Deferred>
  );
}
