import { Group, Pagination, Text, useMatches } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

export interface NumberedPaginationProps {
  page: number;
  pageSize: number;
  /** Matches counted by the server, up to its cap. */
  total: number;
  /** The count stopped at the cap: there are more than `total`. */
  totalCapped?: boolean;
  onChange: (page: number) => void;
}

/**
 * The pager of numbered lists (plans/001 X2): the first and last pages, the current one ± 1, ellipses
 * between, in a labelled `nav`, each button named ('Page 3'), and which rows are on screen.
 */
export function NumberedPagination({
  page,
  pageSize,
  total,
  totalCapped,
  onChange,
}: NumberedPaginationProps) {
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
            onChange={onChange}
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
