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
 * What a fetch may take at most for its answer to count as read after the member's last event (see
 * below): an answer that arrived `quietMs` minus this ago was read, on the server, after that event.
 */
const fetchAllowanceMs = 30_000;

/**
 * Turns server messages into query-cache updates with the areas' handlers (each area module's
 * `realtime`, app/areas.ts): a (re)connection reads every area's `resyncKeys` again, an event goes to
 * the handlers of its type. Which areas exist is the app's business, not this folder's.
 *
 * `realtime.ready` says how long the member has had no event (`quietMs`): what was answered since
 * (with a fetch's allowance), or is being fetched, missed nothing and is not read again. A page read
 * the header's counts and its lists, then read them all again when its socket opened a moment later
 * (issue 34); after an event, or on `realtime.resync`, everything is read again.
 */
export const createRealtimeDispatcher =
  (areas: readonly AreaRealtime[]) =>
  (queryClient: QueryClient, message: RealtimeServerMessage, now = Date.now()): void => {
    switch (message.type) {
      case 'realtime.ready':
      case 'realtime.resync': {
        // Whatever happened while the socket was down is read again.
        const quietMs = message.type === 'realtime.ready' ? (message.quietMs ?? 0) : 0;
        const currentSince = now - quietMs + fetchAllowanceMs;
        const predicate = (query: Query) =>
          quietMs <= fetchAllowanceMs ||
          (query.state.fetchStatus !== 'fetching' && query.state.dataUpdatedAt < currentSince);
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
