import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConnectionsPage } from '../../../../common/contracts/connections';
import { apiClient } from '../../../lib/api-client';
import { connectionKeys } from './query-keys';

const pageSize = 20;

/** One keyset page of the actor's accepted connections, newest first. */
export const getConnections = (cursor: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(pageSize) });
  if (cursor) params.set('cursor', cursor);
  return apiClient.get<ConnectionsPage>(`/connections?${params}`, { signal });
};

export const getConnectionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.accepted,
    queryFn: ({ pageParam, signal }) => getConnections(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** "Mes connexions", with "Charger plus". */
export const useConnections = () => useInfiniteQuery(getConnectionsQueryOptions());
