import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { connectionEndpoints } from '../../../../common/contracts/connections';
import { api } from '../../../lib/api';
import { connectionKeys } from './query-keys';

const pageSize = 20;

/** One keyset page of the actor's accepted connections, newest first. */
export const getConnections = (cursor: string | undefined, signal?: AbortSignal) =>
  api(connectionEndpoints.listAccepted, { query: { limit: pageSize, cursor }, signal });

export const getConnectionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.accepted,
    queryFn: ({ pageParam, signal }) => getConnections(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** "Mes connexions", with "Charger plus". */
export const useConnections = () => useInfiniteQuery(getConnectionsQueryOptions());
