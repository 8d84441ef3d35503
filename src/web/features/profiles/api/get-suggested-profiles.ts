import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/** Members the signed-in member may want to meet (at most 8, 000 §9). Members only. */
export const getSuggestedProfiles = (signal?: AbortSignal) => api(profileEndpoints.suggestions, { signal });

export const getSuggestedProfilesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.suggestions,
    queryFn: ({ signal }) => getSuggestedProfiles(signal),
    staleTime: 5 * 60_000,
  });

export const useSuggestedProfiles = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getSuggestedProfilesQueryOptions(), enabled: options.enabled ?? true });
