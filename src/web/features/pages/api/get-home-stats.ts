import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pageEndpoints } from '../../../../common/contracts/pages';
import { endpointRef } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

// On the landing: a zod-free reference keeps the contract out of the first load.
const homeStats = endpointRef<typeof pageEndpoints.homeStats>('GET', '/home-stats');

/** The landing claims (000 §1), as the admins set them. */
export const getHomeStats = (signal?: AbortSignal) => api(homeStats, { signal });

export const getHomeStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['home-stats'],
    queryFn: ({ signal }) => getHomeStats(signal),
    staleTime: 10 * 60_000,
  });

export const useHomeStats = () => useQuery(getHomeStatsQueryOptions());
