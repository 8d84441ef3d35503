import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * One conversation per pair of members (000 §3, §4 "Messages and conversations"), whatever the order:
 * the pair is stored sorted (participant1_id < participant2_id, checked) and unique, so two first
 * messages crossing each other end in the same row. `last_message_*` is the list's order and preview,
 * kept by the send (and by a delete, which steps back to the previous visible message).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: column.primaryId(),
    participant1Id: column.cascadeRef('participant1_id', () => profiles.id),
    participant2Id: column.cascadeRef('participant2_id', () => profiles.id),
    createdAt: column.createdAt(),
    /** The last visible message (no foreign key: messages reference conversations). */
    lastMessageId: uuid('last_message_id'),
    /** When the last visible message was sent, or the creation time: the list's order. */
    lastMessageAt: column.timestampTz('last_message_at').notNull().default(column.msNow),
  },
  (t) => [
    uniqueIndex('conversations_pair_uq').on(t.participant1Id, t.participant2Id),
    check('conversations_pair_order_check', sql`${t.participant1Id} < ${t.participant2Id}`),
    // A member's conversations, most recent first, from either side (the pair index leads with p1).
    index('conversations_p1_activity_idx').on(t.participant1Id, t.lastMessageAt, t.id),
    index('conversations_p2_activity_idx').on(t.participant2Id, t.lastMessageAt, t.id),
  ],
);

/**
 * Messages (000 §3). Unread while read_at is empty; deleted ones (is_deleted) are hidden everywhere.
 * `client_id` is the sender's id for the message, unique per sender, so a retried send finds the row
 * it already stored instead of adding a second one.
 */
export const messages = pgTable(
  'messages',
  {
    id: column.primaryId(),
    conversationId: column.cascadeRef('conversation_id', () => conversations.id),
    senderId: column.cascadeRef('sender_id', () => profiles.id),
    receiverId: column.cascadeRef('receiver_id', () => profiles.id),
    content: text('content').notNull(),
    sentAt: column.timestampTz('sent_at').notNull().default(column.msNow),
    readAt: column.timestampTz('read_at'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    clientId: uuid('client_id'),
  },
  (t) => [
    // A thread, newest first, paged back by (sent_at, id).
    index('messages_conversation_sent_idx').on(t.conversationId, t.sentAt, t.id),
    uniqueIndex('messages_sender_client_uq').on(t.senderId, t.clientId),
    // Unread counts (per conversation and the badge total) and mark-read touch only unread rows.
    index('messages_unread_idx')
      .on(t.receiverId, t.conversationId)
      .where(sql`${t.readAt} is null and not ${t.isDeleted}`),
    index('messages_receiver_idx').on(t.receiverId),
    // The send limit: a member's messages of the last minute, newest first.
    index('messages_sender_sent_idx').on(t.senderId, t.sentAt),
    check('messages_not_self_check', sql`${t.senderId} <> ${t.receiverId}`),
  ],
);
