import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  type SearchFilters,
  type SearchKind,
  searchEndpoints,
  searchLimits,
} from '../../../../common/contracts/search';
import { api } from '../../../lib/api';
import { searchKeys } from './query-keys';

/**
 * One keyset page of a kind (the first kind with a match when `type` is absent), with every count; the
 * kind's `filters` narrow its page and its count.
 */
export const getResults = (
  q: string,
  type: SearchKind | undefined,
  cursor: string | undefined,
  filters: SearchFilters = {},
  signal?: AbortSignal,
) => api(searchEndpoints.results, { query: { q, type, cursor, ...filters }, signal });

export const getResultsQueryOptions = (
  q: string,
  type: SearchKind | undefined,
  filters: SearchFilters = {},
) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q, type, filters),
    queryFn: ({ pageParam, signal }) => getResults(q, type, pageParam, filters, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Array.from(q).length >= searchLimits.queryMin,
    staleTime: 30_000,
  });

/** The results page, with "Voir plus de résultats". */
export const useResults = (q: string, type: SearchKind | undefined, filters: SearchFilters = {}) =>
  useInfiniteQuery(getResultsQueryOptions(q, type, filters));
