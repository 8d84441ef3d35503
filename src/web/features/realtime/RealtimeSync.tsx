import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { sessionQueryKey } from '../auth/api/get-session';
import { applyRealtimeMessage } from './apply-realtime-message';
import { connectRealtime } from './realtime-client';

/**
 * Keeps the member's tab live: one socket while mounted (the shell mounts it for members only, as a
 * lazy chunk), its events written into the query cache.
 */
export function RealtimeSync({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // userId: a different member signing in on this tab gets a fresh socket.
    void userId;
    return connectRealtime({
      onMessage: (message) => applyRealtimeMessage(queryClient, message),
      // The server ended the session: reading it again shows the visitor's header.
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    });
  }, [queryClient, userId]);
  return null;
}
