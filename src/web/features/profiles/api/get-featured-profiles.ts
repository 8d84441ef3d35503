import { queryOptions, useQuery } from '@tanstack/react-query';
import type { profileEndpoints } from '../../../../common/contracts/profiles';
import { endpointRef } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

// On the landing: a zod-free reference keeps the contract out of the first load.
const featured = endpointRef<typeof profileEndpoints.featured>('GET', '/profiles/featured');

/** Members the admins feature on the landing (may be empty). */
export const getFeaturedProfiles = (signal?: AbortSignal) => api(featured, { signal });

export const getFeaturedProfilesQueryOptions = () =>
  queryOptions({
    queryKey: ['profiles', 'featured'],
    queryFn: ({ signal }) => getFeaturedProfiles(signal),
    staleTime: 5 * 60_000,
  });

export const useFeaturedProfiles = () => useQuery(getFeaturedProfilesQueryOptions());
