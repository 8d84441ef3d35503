import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RecordSearchBody, searchEndpoints } from '../../../../common/contracts/search';
import { api } from '../../../lib/api';
import { searchKeys } from './query-keys';

export { RecordSearchBody };

/** The member's recent searches, newest first (kept on the server). */
export const getRecentSearches = (signal?: AbortSignal) => api(searchEndpoints.recent, { signal });

export const getRecentSearchesQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: searchKeys.recent,
    queryFn: ({ signal }) => getRecentSearches(signal),
    enabled,
    staleTime: 60_000,
  });

export const useRecentSearches = (enabled: boolean) => useQuery(getRecentSearchesQueryOptions(enabled));

/** Keeps a query among the member's recent searches (the results page calls it). */
export const useRecordSearch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordSearchBody) => api(searchEndpoints.record, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: searchKeys.recent }),
  });
};

/** Forgets every recent search. */
export const useClearRecentSearches = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(searchEndpoints.clearRecent, {}),
    onSuccess: () => queryClient.setQueryData(searchKeys.recent, { items: [] }),
  });
};
