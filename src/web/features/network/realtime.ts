import type { ConnectionStatusResponse, PendingCountResponse } from '../../../common/contracts/connections';
import type { RealtimeHandlers } from '../../lib/area-module';
import { connectionKeys, invalidateConnectionLists } from '../connections';

/** Connections: the bell's pending count and every connect button towards a member stay current. */
export const handlers = {
  'connections.pending_count': (queryClient, { count }) => {
    queryClient.setQueryData<PendingCountResponse>(connectionKeys.pendingCount, { count });
  },
  'connection.updated': (queryClient, { profileId, state, connectionId }) => {
    queryClient.setQueryData<ConnectionStatusResponse>(connectionKeys.status(profileId), {
      state,
      connectionId,
    });
    void invalidateConnectionLists(queryClient);
  },
} satisfies RealtimeHandlers;

export const resyncKeys = [connectionKeys.all, ['network']];
