import { queryOptions, useQuery } from '@tanstack/react-query';
import { networkEndpoints } from '../../../../common/contracts/network';
import { limits } from '../../../../common/limits';
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

/** The feed's block: the first 4 of the same ranking (002 §9 "suggestions maxSuggestions 4"). */
export const useFeedSuggestions = ({ enabled }: { enabled: boolean }) =>
  useQuery({
    queryKey: [...networkKeys.suggestions, 'feed'],
    queryFn: ({ signal }) =>
      api(networkEndpoints.suggestions, { query: { limit: limits.network.feedSuggestions }, signal }),
    staleTime: 5 * 60_000,
    enabled,
  });
