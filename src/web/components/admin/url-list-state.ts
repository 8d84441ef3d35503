import { numberedPages } from '../../../common/contracts/pagination';

/*
 * A list screen's state as its URL holds it (`?q=…&action=…&page=3`), so search, filters and page
 * survive a reload, a shared link and the back button. Empty values and page 1 are left out of the URL;
 * parameters the list does not own (a drawer's `?mail=…`) are kept as they are.
 */

/** What the URL says, read defensively: anything malformed reads as "not set". */
export interface UrlListState<Filter extends string> {
  q: string;
  page: number;
  filters: Record<Filter, string>;
}

export interface UrlListPatch<Filter extends string> {
  q?: string;
  page?: number;
  filters?: Partial<Record<Filter, string>>;
}

/** The longest search the admin lists accept (their contracts' `q`). */
export const searchMax = 200;
/** Beyond it the server answers 400 whatever the page size (see PageQuery). */
const pageMax = numberedPages.countCap;

const pageOf = (value: string | null): number => {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= pageMax ? page : 1;
};

export const readListState = <Filter extends string>(
  params: URLSearchParams,
  filterKeys: readonly Filter[],
): UrlListState<Filter> => {
  const filters = {} as Record<Filter, string>;
  for (const key of filterKeys) filters[key] = (params.get(key) ?? '').trim();
  return {
    q: (params.get('q') ?? '').trim().slice(0, searchMax),
    page: pageOf(params.get('page')),
    filters,
  };
};

/**
 * The URL after a change. A new search or filter goes back to page 1 (the old page number means
 * nothing in the new results), unless the patch names a page itself.
 */
export const patchListParams = <Filter extends string>(
  params: URLSearchParams,
  patch: UrlListPatch<Filter>,
  filterKeys: readonly Filter[],
): URLSearchParams => {
  const current = readListState(params, filterKeys);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  let page = current.page;
  if (patch.q !== undefined && patch.q.trim() !== current.q) {
    set('q', patch.q.trim().slice(0, searchMax));
    page = 1;
  }
  for (const key of filterKeys) {
    const value = patch.filters?.[key];
    if (value !== undefined && value.trim() !== current.filters[key]) {
      set(key, value.trim());
      page = 1;
    }
  }
  if (patch.page !== undefined) page = patch.page;
  set('page', page > 1 ? String(page) : '');
  return next;
};

/** What a list asks its API: the page, and the search and filters that are set. */
export type ListQuery<Filter extends string> = { q?: string; page: number } & Partial<Record<Filter, string>>;

export const toListQuery = <Filter extends string>(state: UrlListState<Filter>): ListQuery<Filter> => {
  const query: Record<string, string | number> = { page: state.page };
  if (state.q) query.q = state.q;
  for (const [key, value] of Object.entries<string>(state.filters)) {
    if (value) query[key] = value;
  }
  // Built from the state's own keys: `page`, `q` and the filters, each a string but the page.
  return query as ListQuery<Filter>;
};
