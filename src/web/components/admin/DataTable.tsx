import { Box, Button, Checkbox, Group, Paper, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/i18n';
import { NumberedPagination } from '../NumberedPagination';
import { DataCards } from './DataCards';
import classes from './DataTable.module.css';
import { ListEmpty, ListError, ListLoading } from './ListState';
import { useRowSelection } from './use-row-selection';

export interface DataColumn<Row> {
  /** Stable id of the column. */
  key: string;
  /** The header, translated; on a phone's card, the label of the value. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** The card's heading on phones, shown first and without a label (one column at most). */
  isCardTitle?: boolean;
  /** Left off the phone's card (a column the title already says). */
  hideOnCard?: boolean;
  /** Keeps the cell on one line in the table. */
  nowrap?: boolean;
  /** The column's share of the table (`'35%'`), for text that would wrap anywhere (JSON). */
  width?: string;
  /** Keeps the column at least this wide in the table. */
  minWidth?: number;
  /** Caps the column's width in the table (long JSON, long subjects). */
  maxWidth?: number;
  /** On a phone's card, the value takes the card's width under its label (long text, code). */
  isWide?: boolean;
}

export interface DataTableSelection<Row> {
  /** A row's name for its checkbox: 'Sélectionner : {name}'. */
  rowLabel: (row: Row) => string;
  /** The bulk bar's buttons for the selected rows; `clear` empties the selection. */
  actions: (rows: Row[], clear: () => void) => ReactNode;
}

export interface DataTablePagination {
  page: number;
  pageSize: number;
  total: number;
  totalCapped?: boolean;
  onChange: (page: number) => void;
}

export interface DataTableProps<Row> {
  /** The table's accessible name (a hidden caption; the list's label on phones). */
  label: string;
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The rows of this page; undefined until the first answer. */
  rows: readonly Row[] | undefined;
  isPending: boolean;
  /** The last failure; the previous rows stay on screen when there are some. */
  error: unknown;
  onRetry: () => void;
  /** New rows are loading behind the ones shown (new page or search). */
  isRefreshing?: boolean;
  /** The failure's title when the screen words it its own way ('Erreur lors du chargement … : '). */
  errorTitle?: (error: unknown) => string;
  /** Says "nothing yet" or "nothing matches", as the screen knows. */
  emptyMessage: string;
  /** The search and filters, above the rows. */
  toolbar?: ReactNode;
  selection?: DataTableSelection<Row>;
  pagination?: DataTablePagination;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth?: number;
}

/**
 * The back office's one table (issue 12 §3, like Documenso's admin tables on one data-table): column
 * definitions, a table from the `sm` breakpoint and stacked cards below it, pending / error / empty
 * states where the rows would be, optional row selection with a bulk bar, and numbered pages.
 */
export function DataTable<Row>({
  label,
  columns,
  rowKey,
  rows,
  isPending,
  error,
  onRetry,
  errorTitle,
  isRefreshing = false,
  emptyMessage,
  toolbar,
  selection,
  pagination,
  minWidth = 720,
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const frame = useRef<HTMLDivElement>(null);
  const keyOf = (row: Row) => String(rowKey(row));
  const visible = rows ?? [];
  const { selectedKeys, selected, isAllSelected, clear, toggle, toggleAll } = useRowSelection(visible, keyOf);

  // A page past the end (rows deleted, a stale link): go to the last page that exists.
  const lastPage = pagination ? Math.max(1, Math.ceil(pagination.total / pagination.pageSize)) : 1;
  const isPastEnd = Boolean(pagination && rows && rows.length === 0 && pagination.page > lastPage);
  useEffect(() => {
    if (isPastEnd) pagination?.onChange(lastPage);
  }, [isPastEnd, lastPage, pagination?.onChange]);

  const content =
    isPending && !rows ? (
      <ListLoading />
    ) : error && visible.length === 0 ? (
      <ListError error={error} onRetry={onRetry} title={errorTitle?.(error)} />
    ) : visible.length === 0 ? (
      <ListEmpty message={emptyMessage} />
    ) : (
      <Box className={classes.rows} data-refreshing={isRefreshing || undefined} aria-busy={isRefreshing}>
        <Box visibleFrom="sm">
          {/* A table wider than its card scrolls: its viewport takes the focus, so the keyboard scrolls it too. */}
          <Table.ScrollContainer
            minWidth={minWidth}
            scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
          >
            <Table verticalSpacing="sm" horizontalSpacing="sm" striped highlightOnHover>
              <VisuallyHidden component="caption">{label}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  {selection && (
                    <Table.Th w={44}>
                      <Checkbox
                        aria-label={t('admin.table.selectAll')}
                        checked={isAllSelected}
                        indeterminate={selected.length > 0 && !isAllSelected}
                        onChange={(event) => toggleAll(event.currentTarget.checked)}
                      />
                    </Table.Th>
                  )}
                  {columns.map((column) => (
                    <Table.Th
                      key={column.key}
                      className={column.nowrap ? classes.nowrap : undefined}
                      style={{ width: column.width }}
                    >
                      {column.header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visible.map((row) => {
                  const key = keyOf(row);
                  const isSelected = selectedKeys.has(key);
                  return (
                    <Table.Tr key={key} bg={isSelected ? 'var(--mantine-primary-color-light)' : undefined}>
                      {selection && (
                        <Table.Td className={classes.cell}>
                          <Checkbox
                            aria-label={t('admin.table.selectRow', { name: selection.rowLabel(row) })}
                            checked={isSelected}
                            onChange={(event) => toggle(row, event.currentTarget.checked)}
                          />
                        </Table.Td>
                      )}
                      {columns.map((column) => (
                        <Table.Td
                          key={column.key}
                          className={`${classes.cell} ${column.nowrap ? classes.nowrap : ''}`}
                          style={{ minWidth: column.minWidth, maxWidth: column.maxWidth }}
                        >
                          {column.cell(row)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Box>

        <DataCards
          label={label}
          rows={visible}
          keyOf={keyOf}
          columns={columns}
          selection={selection && { rowLabel: selection.rowLabel, selectedKeys, toggle }}
        />
      </Box>
    );

  return (
    <Paper ref={frame} withBorder radius="lg" className={classes.frame}>
      {toolbar && <div className={classes.toolbar}>{toolbar}</div>}
      {selection && selected.length > 0 && (
        // A region with a name, so a screen reader can find the bulk actions once rows are ticked.
        <Group className={classes.bulkBar} role="region" aria-label={t('admin.table.bulkActions')} gap="sm">
          <Text size="sm" fw={600} aria-live="polite">
            {t('admin.table.selected', { count: selected.length })}
          </Text>
          <Group gap="xs" wrap="wrap">
            {selection.actions(selected, clear)}
            <Button size="xs" variant="subtle" color="gray" onClick={clear}>
              {t('admin.table.clearSelection')}
            </Button>
          </Group>
        </Group>
      )}
      {content}
      {pagination && visible.length > 0 && (
        <div className={classes.footer}>
          <NumberedPagination
            of={pagination}
            onChange={(page) => {
              pagination.onChange(page);
              // The new page starts at the top of the table, not where the pager was.
              if ((frame.current?.getBoundingClientRect().top ?? 0) < 0) {
                frame.current?.scrollIntoView({ block: 'start' });
              }
            }}
          />
        </div>
      )}
    </Paper>
  );
}
