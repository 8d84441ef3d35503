import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTypingCommit } from '../../lib/use-typing-commit';
import {
  type ListQuery,
  patchListParams,
  readListState,
  toListQuery,
  type UrlListState,
} from './url-list-state';

const searchDelayMs = 300;
const noFilters: readonly never[] = [];

export interface UrlList<Filter extends string> extends UrlListState<Filter> {
  /** What the search box shows: ahead of `q` while the typing has not paused yet. */
  searchText: string;
  setSearchText: (value: string) => void;
  /** The box holds a search that has not reached the URL (and the server) yet. */
  isSearchPending: boolean;
  setFilter: (key: Filter, value: string) => void;
  setPage: (page: number) => void;
  /** The API query: `q`, the filters that are set and the page. */
  query: ListQuery<Filter>;
  /** A search or a filter is set (the empty state says "nothing matches" rather than "nothing yet"). */
  isFiltered: boolean;
}

/**
 * An admin list's search, filters and page, held in the URL (see url-list-state.ts). The typed search
 * reaches the URL once the typing pauses, replacing the history entry so back does not replay each
 * keystroke; a filter or a page is a new entry, so back returns to the previous one.
 */
export const useUrlListState = <Filter extends string = never>(
  options: { filters?: readonly Filter[] } = {},
): UrlList<Filter> => {
  const filterKeys = options.filters ?? noFilters;
  const [params, setParams] = useSearchParams();
  // Keyed on contents, not identities: a screen may pass its filter names inline.
  const search = params.toString();
  const filterNames = filterKeys.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `search` and `filterNames` are the contents of `params` and `filterKeys`.
  const state = useMemo(() => readListState(params, filterKeys), [search, filterNames]);

  const [searchText, setSearchTextState] = useState(state.q);
  // The search this hook last wrote, so a URL change it did not make (back, a link) updates the box.
  const written = useRef(state.q);
  useEffect(() => {
    if (state.q === written.current) return;
    written.current = state.q;
    setSearchTextState(state.q);
  }, [state.q]);

  const commitSearch = useTypingCommit((value: string) => {
    const q = value.trim();
    if (q === written.current) return;
    written.current = q;
    setParams((current) => patchListParams(current, { q }, filterKeys), { replace: true });
  }, searchDelayMs);

  const isFiltered = state.q !== '' || Object.values<string>(state.filters).some((value) => value !== '');

  return {
    ...state,
    searchText,
    setSearchText: (value) => {
      setSearchTextState(value);
      commitSearch(value);
    },
    isSearchPending: searchText.trim() !== state.q,
    setFilter: (key, value) => {
      const filters: Partial<Record<Filter, string>> = {};
      filters[key] = value;
      setParams((current) => patchListParams(current, { filters }, filterKeys));
    },
    setPage: (page) => {
      setParams((current) => patchListParams(current, { page }, filterKeys));
    },
    query: toListQuery(state),
    isFiltered,
  };
};
