import { z } from 'zod';
import { ConnectionState } from './connections';
import { NotificationItem } from './notifications';

/** The one WebSocket of a tab (DESIGN.md §2 "realtime"). */
export const realtimePath = '/api/v1/realtime';

/**
 * Events the server pushes to a member's sockets. Services publish them on the bus for one member;
 * a socket only ever receives its own member's events. Messaging adds `message.created` and
 * `message.read` here.
 */
export const RealtimeEvent = z.discriminatedUnion('type', [
  /** A notification was stored for the member (000 §4 "Notifications": arrives live). */
  z.object({ type: z.literal('notification.created'), notification: NotificationItem }),
  /** Read, read-all or delete changed the unread set (other tabs refetch the list). */
  z.object({ type: z.literal('notifications.changed'), unreadCount: z.number().int().min(0) }),
  /** The link between the member and `profileId` changed; `state` is as the member sees it. */
  z.object({
    type: z.literal('connection.updated'),
    profileId: z.uuid(),
    connectionId: z.uuid().nullable(),
    state: ConnectionState,
  }),
  /** count_pending_connection_requests changed (the bell's badge). */
  z.object({ type: z.literal('connections.pending_count'), count: z.number().int().min(0) }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
export type RealtimeEventType = RealtimeEvent['type'];

/**
 * Everything a socket receives: the events, plus the channel's own messages.
 * - realtime.ready: the socket is subscribed; a client refetches what it shows (it may have missed events);
 * - realtime.resync: the server lost its bus for a moment; refetch;
 * - pong: the answer to a client's ping.
 */
export const RealtimeServerMessage = z.union([
  RealtimeEvent,
  z.object({ type: z.literal('realtime.ready') }),
  z.object({ type: z.literal('realtime.resync') }),
  z.object({ type: z.literal('pong') }),
]);
export type RealtimeServerMessage = z.infer<typeof RealtimeServerMessage>;

/** What a client may send: an application-level ping (browsers cannot send protocol pings). */
export const RealtimeClientMessage = z.object({ type: z.literal('ping') });
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessage>;

/** Close codes the server uses, so the client knows whether to reconnect. */
export const realtimeCloseCodes = {
  /** The session ended (signed out, expired, blocked): do not reconnect until signed in again. */
  sessionEnded: 4401,
  /** Too many sockets for one member on this server. */
  tooManySockets: 4429,
  /** The member did not answer keepalive pings. */
  timeout: 4408,
  /** The member did not read fast enough. */
  slowConsumer: 4413,
} as const;
