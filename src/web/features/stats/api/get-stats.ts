import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminStatsEndpoints as e, type StatsQuery } from '../../../../common/contracts/stats';
import { api } from '../../../lib/api';

/** The dashboard of a period (/admin/general-stats). */
export const getStats = (query: StatsQuery, signal?: AbortSignal) => api(e.get, { query, signal });

export const getStatsQueryOptions = (query: StatsQuery) =>
  queryOptions({
    queryKey: ['admin', 'stats', query],
    queryFn: ({ signal }) => getStats(query, signal),
    // The figures of the previous choice stay on screen while the next ones load.
    placeholderData: keepPreviousData,
  });

export const useStats = (query: StatsQuery) => useQuery(getStatsQueryOptions(query));
