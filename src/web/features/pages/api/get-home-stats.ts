import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HomeStatsResponse } from '../../../../common/contracts/pages';
import { apiClient } from '../../../lib/api-client';

/** The landing claims (000 §1), as the admins set them. */
export const getHomeStats = (signal?: AbortSignal): Promise<z.infer<typeof HomeStatsResponse>> =>
  apiClient.get<z.infer<typeof HomeStatsResponse>>('/home-stats', { signal });

export const getHomeStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['home-stats'],
    queryFn: ({ signal }) => getHomeStats(signal),
    staleTime: 10 * 60_000,
  });

export const useHomeStats = () => useQuery(getHomeStatsQueryOptions());
