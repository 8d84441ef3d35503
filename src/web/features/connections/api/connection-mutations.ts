import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ConnectionStatusResponse,
  CreateConnectionBody,
  connectionEndpoints,
} from '../../../../common/contracts/connections';
import { api } from '../../../lib/api';
import { connectionKeys } from './query-keys';

export { CreateConnectionBody };

/** What a change of link touches besides the button: lists, suggestions, the badge, network cards. */
export const invalidateConnectionLists = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: connectionKeys.accepted }),
    queryClient.invalidateQueries({ queryKey: connectionKeys.pendingCount }),
    queryClient.invalidateQueries({ queryKey: ['network'] }),
  ]);

const settle = (queryClient: QueryClient, profileId: string, status: ConnectionStatusResponse) => {
  queryClient.setQueryData<ConnectionStatusResponse>(connectionKeys.status(profileId), {
    state: status.state,
    connectionId: status.connectionId,
  });
  void invalidateConnectionLists(queryClient);
};

/** "Se connecter": a new request, or the actor's declined one sent again (`outcome`). */
export const useSendConnectionRequest = (profileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(connectionEndpoints.request, { body: { recipientId: profileId } }),
    onSuccess: (status) => settle(queryClient, profileId, status),
  });
};

export type ConnectionAction = 'accept' | 'reject' | 'remove';

/** Accept or decline a received request, cancel a sent one or remove a connection (all by row id). */
export const useConnectionAction = (profileId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, connectionId }: { action: ConnectionAction; connectionId: string }) =>
      api(connectionEndpoints[action], { params: { id: connectionId } }),
    onSuccess: (status) => settle(queryClient, profileId, status),
    // A stale button (the other side acted meanwhile): read the real state again.
    onError: () => queryClient.invalidateQueries({ queryKey: connectionKeys.status(profileId) }),
  });
};
