import type { Query, QueryClient } from '@tanstack/react-query';
import type {
  RealtimeEvent,
  RealtimeEventType,
  RealtimeServerMessage,
} from '../../../common/contracts/realtime';
import type { AreaRealtime, RealtimeHandlers } from '../../lib/area-module';

type RealtimeEventOf<T extends RealtimeEventType> = Extract<RealtimeEvent, { type: T }>;

// Generic over the event type, so each handler receives exactly its own event's shape.
const runHandler = <T extends RealtimeEventType>(
  handlers: RealtimeHandlers,
  type: T,
  queryClient: QueryClient,
  event: RealtimeEventOf<T>,
): void => {
  handlers[type]?.(queryClient, event);
};

/**
 * Turns server messages into query-cache updates with the areas' handlers (each area module's
 * `realtime`, app/areas.ts): a (re)connection reads every area's `resyncKeys` again, an event goes to
 * the handlers of its type. Which areas exist is the app's business, not this folder's.
 *
 * `currentSince` (realtime-client.ts): on `realtime.ready`, what was answered since then, or is being
 * fetched, is not read again. A page's first load read the header's counts and its lists, then read them
 * all again when its socket opened a moment later (issue 34).
 */
export const createRealtimeDispatcher =
  (areas: readonly AreaRealtime[]) =>
  (queryClient: QueryClient, message: RealtimeServerMessage, currentSince?: number): void => {
    switch (message.type) {
      case 'realtime.ready':
      case 'realtime.resync': {
        // Whatever happened while the socket was down is read again.
        const since = message.type === 'realtime.ready' ? currentSince : undefined;
        const predicate = (query: Query) =>
          since === undefined ||
          (query.state.fetchStatus !== 'fetching' && query.state.dataUpdatedAt < since);
        for (const area of areas)
          for (const queryKey of area.resyncKeys) void queryClient.invalidateQueries({ queryKey, predicate });
        return;
      }
      case 'pong':
        return;
      default:
        for (const area of areas) runHandler(area.handlers, message.type, queryClient, message);
    }
  };
