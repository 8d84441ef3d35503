import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NetworkSuggestionsResponse } from '../../../../common/contracts/network';
import { apiClient } from '../../../lib/api-client';
import { networkKeys } from './query-keys';

/** "Personnes que vous pourriez connaître": at most 8, ranked by the server (000 §9). */
export const getNetworkSuggestions = (signal?: AbortSignal) =>
  apiClient.get<NetworkSuggestionsResponse>('/network/suggestions', { signal });

export const getNetworkSuggestionsQueryOptions = () =>
  queryOptions({
    queryKey: networkKeys.suggestions,
    queryFn: ({ signal }) => getNetworkSuggestions(signal),
    staleTime: 5 * 60_000,
  });

export const useNetworkSuggestions = () => useQuery(getNetworkSuggestionsQueryOptions());
