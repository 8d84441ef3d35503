import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeaturedProfilesResponse } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';

/** Members the admins feature on the landing (may be empty). */
export const getFeaturedProfiles = (signal?: AbortSignal): Promise<FeaturedProfilesResponse> =>
  apiClient.get<FeaturedProfilesResponse>('/profiles/featured', { signal });

export const getFeaturedProfilesQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'featured'],
    queryFn: ({ signal }) => getFeaturedProfiles(signal),
    staleTime: 5 * 60_000,
  });

export const useFeaturedProfiles = () => useQuery(getFeaturedProfilesQueryOptions());
