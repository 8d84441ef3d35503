import { queryOptions, useQuery } from '@tanstack/react-query';
import type { homeStatEndpoints } from '../../../../common/contracts/home-stats';
import { endpointRef } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

// On the landing: a zod-free reference keeps the contract out of the first load.
const homeStats = endpointRef<typeof homeStatEndpoints.list>('GET', '/home-stats');

/** The landing claims (000 §1): the team's values or live counts, only those above 0. */
export const getHomeStats = (signal?: AbortSignal) => api(homeStats, { signal });

export const getHomeStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['home-stats'],
    queryFn: ({ signal }) => getHomeStats(signal),
    staleTime: 10 * 60_000,
  });

export const useHomeStats = () => useQuery(getHomeStatsQueryOptions());
