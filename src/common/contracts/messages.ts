import { z } from 'zod';
import { badgeMax } from '../badge';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { CursorQuery, pageOf } from './pagination';

/**
 * Private messaging between two members (000 §2.8, §3 "conversations, messages", §4 "Messages and
 * conversations", §5 "New message", §7). One conversation per pair of members, whatever the order,
 * created by the first message. Only the two participants can see or touch it: every route answers
 * 404 `not_found` to anyone else, as if the conversation did not exist.
 */

/** Business constants of messaging (000 §9 and the lengths the spec leaves open). */
export const messagingLimits = {
  /** A message's text, in characters, after trimming. */
  contentMax: 5000,
  /** The notification preview (000 §9 "Message preview cut at 100 characters"). */
  previewMax: 100,
  /** The conversation list's last-message preview. */
  listPreviewMax: 140,
  /** 'Nouveau message' member search: from 2 characters, at most 10 results (000 §5, §9). */
  searchMin: 2,
  searchMax: 100,
  searchResults: 10,
  /** Default and largest page sizes of the conversation list and of a thread. */
  conversationsPageSize: 20,
  messagesPageSize: 30,
  pageMax: 100,
  /** The header badge shows 99+ above 99 (`common/badge.ts`, 000 §9): unread counts stop one above. */
  badgeMax,
  /** Sends a member may make per window (retries of a stored message are not counted). */
  sendRate: { max: 60, windowSeconds: 60 },
} as const;

/** The other participant as a conversation shows them (public fields only). */
export const Participant = z.object({
  id: z.uuid(),
  username: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  /** The profile's job title (`title`), if any. */
  title: z.string().nullable(),
});
export type Participant = z.infer<typeof Participant>;

/** One message. Deleted messages are never returned. */
export const MessageItem = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  senderId: z.uuid(),
  /** Plain text as typed (trimmed); the web shows it as text, with links made clickable. */
  content: z.string(),
  /** When it was sent (`sent_at`). */
  createdAt: z.iso.datetime(),
  /** When the receiver read it; null while unread. The sender's read tick shows when set. */
  readAt: z.iso.datetime().nullable(),
  /** The sender's own id for this message (retry idempotency); null for the other side's messages. */
  clientId: z.uuid().nullable(),
});
export type MessageItem = z.infer<typeof MessageItem>;

/** The last visible message of a conversation, for the list. */
export const LastMessage = z.object({
  id: z.uuid(),
  /** Cut at `messagingLimits.listPreviewMax` characters (with "…" when cut). */
  preview: z.string(),
  createdAt: z.iso.datetime(),
  /** Sent by the actor (the list shows "Vous : …"). */
  isMine: z.boolean(),
  /** For the actor's own last message: whether the other member read it. */
  readAt: z.iso.datetime().nullable(),
});
export type LastMessage = z.infer<typeof LastMessage>;

/** A conversation as one participant sees it. */
export const ConversationItem = z.object({
  id: z.uuid(),
  otherParticipant: Participant,
  /** Null when every message was deleted. */
  lastMessage: LastMessage.nullable(),
  /** Messages the actor received here and has not read. */
  unreadCount: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  /** Time of the last message (or creation): the list's order. */
  lastActivityAt: z.iso.datetime(),
});
export type ConversationItem = z.infer<typeof ConversationItem>;

export const ConversationParams = z.object({ id: z.uuid({ error: 'errors.not_found' }) });
export const ConversationWithParams = z.object({
  profileId: z.uuid({ error: 'errors.invalid_profile_id' }),
});
export const MessageParams = z.object({ id: z.uuid({ error: 'errors.not_found' }) });

export const ConversationsQuery = CursorQuery.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(messagingLimits.pageMax)
    .default(messagingLimits.conversationsPageSize),
});
export type ConversationsQuery = z.infer<typeof ConversationsQuery>;
export const ConversationsPage = pageOf(ConversationItem);
export type ConversationsPage = z.infer<typeof ConversationsPage>;

export const ConversationResponse = z.object({ conversation: ConversationItem });
export type ConversationResponse = z.infer<typeof ConversationResponse>;

/** `conversation` is null until the first message between the two; `member` is the other member. */
export const ConversationWithResponse = z.object({
  conversation: ConversationItem.nullable(),
  member: Participant,
});
export type ConversationWithResponse = z.infer<typeof ConversationWithResponse>;

/** A thread page: newest first; the web reverses it and asks `nextCursor` for older messages. */
export const MessagesQuery = CursorQuery.extend({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(messagingLimits.pageMax)
    .default(messagingLimits.messagesPageSize),
});
export type MessagesQuery = z.infer<typeof MessagesQuery>;
export const MessagesPage = pageOf(MessageItem);
export type MessagesPage = z.infer<typeof MessagesPage>;

/** The text of a message: trimmed, not blank (000 §5 "Body non-blank"), at most `contentMax`. */
export const MessageContent = z
  .string({ error: 'messaging.validation.blank' })
  .trim()
  .min(1, { error: 'messaging.validation.blank', abort: true })
  .max(messagingLimits.contentMax, { error: 'messaging.validation.tooLong' });

/**
 * Sending a message: to a member (`recipientId`, finds or creates the conversation) or into an existing
 * conversation (`conversationId`); exactly one of the two. `clientId` is a UUID the client makes once
 * per message and keeps across retries: sending the same `clientId` again returns the stored message
 * (200, `created: false`) instead of a duplicate.
 */
export const SendMessageBody = z
  .object({
    recipientId: z.uuid({ error: 'errors.invalid_profile_id' }).optional(),
    conversationId: z.uuid({ error: 'errors.not_found' }).optional(),
    content: MessageContent,
    clientId: z.uuid({ error: 'messaging.validation.clientId' }),
  })
  .refine((body) => (body.recipientId === undefined) !== (body.conversationId === undefined), {
    error: 'messaging.validation.target',
    path: ['recipientId'],
  });
export type SendMessageBody = z.input<typeof SendMessageBody>;

/** 201 when stored now, 200 when `clientId` was already stored (a retry). */
export const SendMessageResponse = z.object({
  message: MessageItem,
  /** The conversation as the sender now sees it. */
  conversation: ConversationItem,
  /** False for a retry answered with the stored message. */
  created: z.boolean(),
});
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

/** After marking read: how many became read, up to which instant, and the actor's new badge total. */
export const MarkReadResponse = z.object({
  updated: z.number().int().min(0),
  /** The read time set on them (null when nothing was unread). */
  readAt: z.iso.datetime().nullable(),
  unreadTotal: z.number().int().min(0),
});
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

export const DeleteMessageResponse = z.object({ id: z.uuid(), conversationId: z.uuid() });
export type DeleteMessageResponse = z.infer<typeof DeleteMessageResponse>;

/** The header badge: unread messages received over all conversations. */
export const MessagesUnreadCountResponse = z.object({ count: z.number().int().min(0) });
export type MessagesUnreadCountResponse = z.infer<typeof MessagesUnreadCountResponse>;

/** 'Nouveau message' search on name or username, from 2 characters (000 §5, §9). */
export const RecipientSearchQuery = z.object({
  q: z
    .string({ error: 'messaging.validation.searchTooShort' })
    .trim()
    .min(messagingLimits.searchMin, { error: 'messaging.validation.searchTooShort', abort: true })
    .max(messagingLimits.searchMax, { error: 'messaging.validation.searchTooLong' }),
});
export type RecipientSearchQuery = z.infer<typeof RecipientSearchQuery>;

/** At most 10 members, never the actor, never blocked or suspended members. */
export const RecipientSearchResponse = z.object({
  items: z.array(
    Participant.extend({
      /** Their conversation with the actor, when one exists (the dialog opens it). */
      conversationId: z.uuid().nullable(),
    }),
  ),
});
export type RecipientSearchResponse = z.infer<typeof RecipientSearchResponse>;

/**
 * Notification types of the messaging area (000 §3). `message` is the older name of
 * `message_received` and `conversation_created` is only in imported data: both kept so old rows list.
 */
export const messageNotificationTypes = ['message', 'message_received', 'conversation_created'] as const;

/** The endpoints (under `/api/v1`), members only: 401 `unauthenticated` for visitors. */
export const messageEndpoints = {
  /** The actor's conversations, most recent activity first (keyset). */
  listConversations: endpoint('GET', '/conversations', {
    query: ConversationsQuery,
    response: ConversationsPage,
    access: 'member',
    tag: 'messages',
  }),
  /** The conversation with a member, if any (`conversation: null` before the first message). */
  getConversationWith: endpoint('GET', '/conversations/with/:profileId', {
    params: ConversationWithParams,
    response: ConversationWithResponse,
    access: 'member',
    tag: 'messages',
  }),
  /** One conversation as the actor sees it (404 for a non-participant). */
  getConversation: endpoint('GET', '/conversations/:id', {
    params: ConversationParams,
    response: ConversationResponse,
    access: 'member',
    tag: 'messages',
  }),
  /** A conversation's messages, newest first; `nextCursor` pages back through history. */
  listMessages: endpoint('GET', '/conversations/:id/messages', {
    params: ConversationParams,
    query: MessagesQuery,
    response: MessagesPage,
    access: 'member',
    tag: 'messages',
  }),
  /** Marks every message the actor received in the conversation as read. */
  markRead: endpoint('POST', '/conversations/:id/read', {
    params: ConversationParams,
    response: MarkReadResponse,
    access: 'member',
    limit: 'own',
    tag: 'messages',
  }),
  /** Sends a message (creates the conversation on the first one): 201, or 200 for a retry. */
  send: endpoint('POST', '/messages', {
    body: SendMessageBody,
    response: SendMessageResponse,
    status: [201, 200],
    access: 'member',
    limit: 'service',
  }),
  /** The header badge: unread messages received, all conversations. */
  unreadCount: endpoint('GET', '/messages/unread-count', {
    response: MessagesUnreadCountResponse,
    access: 'member',
  }),
  /** 'Nouveau message' member search (`q` from 2 characters, 10 results, never oneself). */
  searchRecipients: endpoint('GET', '/messages/recipients', {
    query: RecipientSearchQuery,
    response: RecipientSearchResponse,
    access: 'member',
  }),
  /** The sender deletes one of their messages (hidden for both afterwards). */
  deleteMessage: endpoint('DELETE', '/messages/:id', {
    params: MessageParams,
    response: DeleteMessageResponse,
    access: 'member',
  }),
};

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof messageNotificationTypes> {}
}
