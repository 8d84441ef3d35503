import { queryOptions, useQuery } from '@tanstack/react-query';
import { connectionEndpoints } from '../../../../common/contracts/connections';
import { api } from '../../../lib/api';
import { connectionKeys } from './query-keys';

/** Requests waiting for the actor's answer (count_pending_connection_requests, 000 §7). */
export const getPendingCount = (signal?: AbortSignal) => api(connectionEndpoints.pendingCount, { signal });

export const getPendingCountQueryOptions = () =>
  queryOptions({
    queryKey: connectionKeys.pendingCount,
    queryFn: ({ signal }) => getPendingCount(signal),
    // Kept current by the realtime channel (connections.pending_count).
    staleTime: 5 * 60_000,
  });

export const usePendingCount = () => useQuery(getPendingCountQueryOptions());
