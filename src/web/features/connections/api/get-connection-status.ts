import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ConnectionStatusResponse, connectionEndpoints } from '../../../../common/contracts/connections';
import { api } from '../../../lib/api';
import { connectionKeys } from './query-keys';

/** How the actor is linked with `profileId` (000 §4 "Connection between two members"). */
export const getConnectionStatus = (profileId: string, signal?: AbortSignal) =>
  api(connectionEndpoints.status, { params: { profileId }, signal });

export const getConnectionStatusQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: connectionKeys.status(profileId),
    queryFn: ({ signal }) => getConnectionStatus(profileId, signal),
    // Live events (connection.updated) and every mutation write this entry directly.
    staleTime: 60_000,
  });

/**
 * The button state; `initialStatus` (a network card already carries it) spares one request a card.
 */
export const useConnectionStatus = (profileId: string, initialStatus?: ConnectionStatusResponse) =>
  useQuery({ ...getConnectionStatusQueryOptions(profileId), initialData: initialStatus });
