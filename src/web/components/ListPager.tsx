import { Group, Pagination } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/**
 * The pager under a list of pages, centred, each button named from the area's texts (`pageLabel`,
 * `previousPage`, `nextPage`); nothing for a single page.
 */
export function ListPager({
  prefix,
  page,
  totalPages,
  onChange,
}: {
  prefix: string;
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        siblings={1}
        boundaries={1}
        getItemProps={(item) => ({ 'aria-label': t(`${prefix}.pageLabel`, { page: item }) })}
        getControlProps={(control) =>
          control === 'previous' || control === 'next' ? { 'aria-label': t(`${prefix}.${control}Page`) } : {}
        }
      />
    </Group>
  );
}
