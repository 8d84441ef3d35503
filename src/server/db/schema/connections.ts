import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * Links between two members (000 §3, §4). One row per direction at most (a resend resets it); at most
 * one live row (pending or accepted) per pair whatever the direction, so two crossing requests cannot
 * both be stored. A declined row of the other direction may stay beside a new request (000 §4).
 */
export const connections = pgTable(
  'connections',
  {
    id: column.primaryId(),
    requesterId: column.cascadeRef('requester_id', () => profiles.id),
    recipientId: column.cascadeRef('recipient_id', () => profiles.id),
    /** pending, accepted or rejected. */
    status: text('status').notNull().default('pending'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    uniqueIndex('connections_direction_uq').on(t.requesterId, t.recipientId),
    uniqueIndex('connections_live_pair_uq')
      .on(sql`least(${t.requesterId}, ${t.recipientId})`, sql`greatest(${t.requesterId}, ${t.recipientId})`)
      .where(sql`${t.status} <> 'rejected'`),
    // Covering indexes: a member's links in each direction, read without visiting the table.
    index('connections_requester_idx').on(t.requesterId, t.status, t.recipientId),
    index('connections_recipient_idx').on(t.recipientId, t.status, t.requesterId),
    check('connections_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected')`),
    check('connections_not_self_check', sql`${t.requesterId} <> ${t.recipientId}`),
  ],
);
