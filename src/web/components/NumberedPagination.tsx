import { Group, Pagination, Text, useMatches } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/** Where a numbered list stands, as its endpoint answers it. */
export interface PageCounts {
  page: number;
  pageSize: number;
  /** Matches counted by the server, up to its cap. */
  total: number;
  /** The count stopped at the cap: there are more than `total`. */
  totalCapped?: boolean;
}

export interface NumberedPaginationProps {
  of: PageCounts;
  onChange: (page: number) => void;
  /** A list that is the page: the next one is read from its top. */
  scrollToTop?: boolean;
}

/**
 * The pager of every numbered list (plans/001 X2, issue 37 §1): the first and last pages, the current
 * one ± 1, ellipses between, in a labelled `nav`, each button named ('Page 3') with the same texts in
 * every area, and which rows are on screen.
 */
export function NumberedPagination({ of, onChange, scrollToTop = false }: NumberedPaginationProps) {
  const { page, pageSize, total, totalCapped } = of;
  const { t } = useTranslation();
  // Nine buttons fit a 360 px phone only at the small size.
  const size = useMatches({ base: 'sm', sm: 'md' });
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t(totalCapped ? 'common.pagination.rangeCapped' : 'common.pagination.range', {
          from: from.toLocaleString(),
          to: to.toLocaleString(),
          total: total.toLocaleString(),
        })}
      </Text>
      {totalPages > 1 && (
        <nav aria-label={t('common.pagination.label')}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={(next) => {
              onChange(next);
              if (scrollToTop) window.scrollTo({ top: 0 });
            }}
            boundaries={1}
            siblings={1}
            size={size}
            gap={6}
            getItemProps={(item) => ({ 'aria-label': t('common.pagination.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`common.pagination.${control}`) })}
          />
        </nav>
      )}
    </Group>
  );
}
