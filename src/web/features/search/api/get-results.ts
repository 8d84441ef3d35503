import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type SearchKind, searchEndpoints, searchLimits } from '../../../../common/contracts/search';
import { api } from '../../../lib/api';
import { searchKeys } from './query-keys';

/** One keyset page of a kind (the first kind with a match when `type` is absent), with every count. */
export const getResults = (
  q: string,
  type: SearchKind | undefined,
  cursor: string | undefined,
  signal?: AbortSignal,
) => api(searchEndpoints.results, { query: { q, type, cursor }, signal });

export const getResultsQueryOptions = (q: string, type: SearchKind | undefined) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results(q, type),
    queryFn: ({ pageParam, signal }) => getResults(q, type, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: Array.from(q).length >= searchLimits.queryMin,
    staleTime: 30_000,
  });

/** The results page, with "Voir plus de résultats". */
export const useResults = (q: string, type: SearchKind | undefined) =>
  useInfiniteQuery(getResultsQueryOptions(q, type));
