import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileCardsResponse } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** Members the signed-in member may want to meet (at most 8, 000 §9). Members only. */
export const getSuggestedProfiles = (signal?: AbortSignal): Promise<ProfileCardsResponse> =>
  apiClient.get<ProfileCardsResponse>('/profiles/suggestions', { signal });

export const getSuggestedProfilesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.suggestions,
    queryFn: ({ signal }) => getSuggestedProfiles(signal),
    staleTime: 5 * 60_000,
  });

export const useSuggestedProfiles = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getSuggestedProfilesQueryOptions(), enabled: options.enabled ?? true });
