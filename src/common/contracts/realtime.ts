import { z } from 'zod';
import { ConnectionState } from './connections';
import { ConversationItem, MessageItem } from './messages';
import { NotificationItem } from './notifications';

/** The one WebSocket of a tab (DESIGN.md §2 "realtime"). */
export const realtimePath = '/api/v1/realtime';

/**
 * Events the server pushes to a member's sockets. Services publish them on the bus for one member;
 * a socket only ever receives its own member's events.
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
  /**
   * A message was sent in one of the member's conversations (by them, from any tab, or to them).
   * `conversation` is as this member sees it (a new one is added to the list); `unreadTotal` is this
   * member's header badge after it.
   */
  z.object({
    type: z.literal('message.created'),
    message: MessageItem,
    conversation: ConversationItem,
    unreadTotal: z.number().int().min(0),
  }),
  /**
   * The other participant read the member's messages in `conversationId`: every message of the member
   * sent at or before `upTo` now has `readAt` (the read tick). Also sent to the reader's own tabs.
   */
  z.object({
    type: z.literal('message.read'),
    conversationId: z.uuid(),
    readerId: z.uuid(),
    readAt: z.iso.datetime(),
    upTo: z.iso.datetime(),
  }),
  /** A message was deleted by its sender: hide it; `conversation` is as this member now sees it. */
  z.object({
    type: z.literal('message.deleted'),
    messageId: z.uuid(),
    conversation: ConversationItem,
  }),
  /** The member's unread message total changed (the header badge; other tabs after a read). */
  z.object({ type: z.literal('messages.unread_count'), count: z.number().int().min(0) }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;
export type RealtimeEventType = RealtimeEvent['type'];

/**
 * Everything a socket receives: the events, plus the channel's own messages.
 * - realtime.ready: the socket is subscribed; a client refetches what it shows (it may have missed events),
 *   except what it read during `quietMs`, the time the member has had no event (issue 34);
 * - realtime.resync: the server lost its bus for a moment; refetch;
 * - pong: the answer to a client's ping.
 */
export const RealtimeServerMessage = z.union([
  RealtimeEvent,
  z.object({ type: z.literal('realtime.ready'), quietMs: z.number().int().min(0).optional() }),
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
  /** The server is shutting down (a restart or a deploy): reconnect shortly, to it or to another instance. */
  serverRestart: 1012,
} as const;
