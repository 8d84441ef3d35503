import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchEndpoints, searchLimits } from '../../../../common/contracts/search';
import { api } from '../../../lib/api';
import { searchKeys } from './query-keys';

/** The header's suggestions: at most 3 per kind, only the kinds with a match. */
export const getSuggestions = (q: string, signal?: AbortSignal) =>
  api(searchEndpoints.suggestions, { query: { q }, signal });

export const getSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.suggestions(q),
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: Array.from(q).length >= searchLimits.queryMin,
    // The list keeps the previous suggestions while the next ones load, so it does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export const useSuggestions = (q: string) => useQuery(getSuggestionsQueryOptions(q));
