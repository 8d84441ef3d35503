import { Box, Checkbox, Group } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import type { DataColumn } from './DataTable';
import classes from './DataTable.module.css';

interface DataCardsProps<Row> {
  label: string;
  rows: readonly Row[];
  keyOf: (row: Row) => string;
  columns: readonly DataColumn<Row>[];
  selection?: {
    rowLabel: (row: Row) => string;
    selectedKeys: ReadonlySet<string>;
    toggle: (row: Row, checked: boolean) => void;
  };
}

/**
 * `DataTable`'s rows below the `sm` breakpoint: a card a row, the title column first without a label,
 * then each other column as a label and its value.
 */
export function DataCards<Row>({ label, rows, keyOf, columns, selection }: DataCardsProps<Row>) {
  const { t } = useTranslation();
  const titleColumn = columns.find((column) => column.isCardTitle);
  const cardColumns = columns.filter((column) => !column.isCardTitle && !column.hideOnCard);
  return (
    <Box hiddenFrom="sm" component="ul" className={classes.cards} aria-label={label}>
      {rows.map((row) => {
        const key = keyOf(row);
        return (
          <li key={key} className={classes.card}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {selection && (
                <Checkbox
                  mt={2}
                  aria-label={t('admin.table.selectRow', { name: selection.rowLabel(row) })}
                  checked={selection.selectedKeys.has(key)}
                  onChange={(event) => selection.toggle(row, event.currentTarget.checked)}
                />
              )}
              <Box miw={0} flex={1}>
                {titleColumn && <div className={classes.cardTitle}>{titleColumn.cell(row)}</div>}
                <dl className={classes.fields}>
                  {cardColumns.map((column) => (
                    <div key={column.key} className={classes.field} data-wide={column.isWide || undefined}>
                      <dt>{column.header}</dt>
                      <dd>{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              </Box>
            </Group>
          </li>
        );
      })}
    </Box>
  );
}
