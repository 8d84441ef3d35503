import { Select, type SelectProps } from '@mantine/core';
import type { DataTableProps } from './DataTable';
import { SearchField } from './SearchField';
import type { UrlList } from './use-url-list-state';

/**
 * An admin list whose search, filters and page live in the URL (`useUrlListState`) and whose rows come
 * from one paged query kept on screen while the next page loads (`placeholderData`): the table's state,
 * the search box and the filter selects wired to both, written once for every such screen.
 */

/** What a paged list query gives the table. */
interface PagedQuery<Row> {
  data?: { items: readonly Row[]; pageSize: number; total: number; totalCapped?: boolean };
  isPending: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

type ListPage = Pick<UrlList<never>, 'page' | 'setPage'>;
type ListSearch = Pick<UrlList<never>, 'searchText' | 'setSearchText' | 'isSearchPending'>;

/** The table's rows, states and pages from the query, the page number from the URL. */
export function urlTableProps<Row>(
  query: PagedQuery<Row>,
  list: ListPage,
): Pick<DataTableProps<Row>, 'rows' | 'isPending' | 'error' | 'onRetry' | 'isRefreshing' | 'pagination'> {
  const page = query.data;
  return {
    rows: page?.items,
    isPending: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
    isRefreshing: query.isPlaceholderData && query.isFetching,
    pagination: page && {
      page: list.page,
      pageSize: page.pageSize,
      total: page.total,
      totalCapped: page.totalCapped,
      onChange: list.setPage,
    },
  };
}

/** The search has not reached the URL yet, or its rows are still loading behind the old ones. */
export const isListSearching = (
  list: Pick<UrlList<never>, 'isSearchPending'>,
  query: Pick<PagedQuery<unknown>, 'isFetching' | 'isPlaceholderData'>,
) => list.isSearchPending || (query.isFetching && query.isPlaceholderData);

/** The list's search box: the text ahead of the URL, the spinner while it is on its way. */
export function UrlSearchField({
  label,
  placeholder,
  list,
  query,
}: {
  label: string;
  placeholder: string;
  list: ListSearch;
  query: Pick<PagedQuery<unknown>, 'isFetching' | 'isPlaceholderData'>;
}) {
  return (
    <SearchField
      label={label}
      placeholder={placeholder}
      value={list.searchText}
      isSearching={isListSearching(list, query)}
      onChange={list.setSearchText}
    />
  );
}

/** The "all" entry's value: the filter out of the URL. */
const allEntry = '*';

/**
 * A filter of the list, held in the URL: its `options`, each shown as `labelOf(value)`, and first an
 * "all" entry named `allLabel` (the filter out of the URL), or, without one, `defaultValue` shown while
 * the URL holds none (choosing it takes the filter out too). A URL value that is not an option shows as
 * unset. `width` is its width from the `xs` breakpoint (full width below).
 */
export function UrlFilterSelect<Filter extends string>({
  listState,
  filterKey,
  options,
  labelOf,
  allLabel,
  defaultValue,
  width,
  ...select
}: Omit<SelectProps, 'onChange' | 'data' | 'value' | 'defaultValue'> & {
  listState: Pick<UrlList<Filter>, 'setFilter' | 'filters'>;
  filterKey: Filter;
  options: readonly string[];
  labelOf: (value: string) => string;
  width: number;
} & ({ allLabel: string; defaultValue?: never } | { defaultValue: string; allLabel?: never })) {
  const unset = allLabel === undefined ? (defaultValue ?? allEntry) : allEntry;
  const current = listState.filters[filterKey];
  const data = [
    ...(allLabel === undefined ? [] : [{ value: allEntry, label: allLabel }]),
    ...options.map((value) => ({ value, label: labelOf(value) })),
  ];
  return (
    <Select
      allowDeselect={false}
      w={{ base: '100%', xs: width }}
      comboboxProps={{ shadow: 'md' }}
      {...select}
      data={data}
      value={current && options.includes(current) ? current : unset}
      onChange={(value) => listState.setFilter(filterKey, !value || value === unset ? '' : value)}
    />
  );
}
