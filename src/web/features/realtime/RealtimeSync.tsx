import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { AreaRealtime } from '../../lib/area-module';
import { createRealtimeDispatcher } from './apply-realtime-message';
import { connectRealtime } from './realtime-client';

interface RealtimeSyncProps {
  userId: string;
  /** Every area's handlers (the app loads them with this component, from its area modules). */
  areas: readonly AreaRealtime[];
  /** The server ended the session (the app reads the session again). */
  onSessionEnded: () => void;
}

/**
 * Keeps the member's tab live: one socket while mounted (the shell mounts it for members only, as a
 * lazy chunk), its events written into the query cache by the areas' handlers.
 */
export function RealtimeSync({ userId, areas, onSessionEnded }: RealtimeSyncProps) {
  const queryClient = useQueryClient();
  const dispatch = useMemo(() => createRealtimeDispatcher(areas), [areas]);
  useEffect(() => {
    // userId: a different member signing in on this tab gets a fresh socket.
    void userId;
    return connectRealtime({
      // When it came, not when zod let it be read (lib/zod-loader.ts): `realtime.ready` counts from then.
      onMessage: (message, receivedAt) => dispatch(queryClient, message, receivedAt),
      onSessionEnded,
    });
  }, [queryClient, userId, dispatch, onSessionEnded]);
  return null;
}
