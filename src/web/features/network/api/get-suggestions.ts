import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkEndpoints } from '../../../../common/contracts/network';
import { api } from '../../../lib/api';
import { networkKeys } from './query-keys';

/** "Personnes que vous pourriez connaître": at most 8, ranked by the server (000 §9). */
export const getNetworkSuggestions = (signal?: AbortSignal) => api(networkEndpoints.suggestions, { signal });

export const getNetworkSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: networkKeys.suggestions,
    queryFn: ({ signal }) => getNetworkSuggestions(signal),
    staleTime: 5 * 60_000,
  });

export const useNetworkSuggestions = () => useQuery(getNetworkSuggestionsQueryOptions());
