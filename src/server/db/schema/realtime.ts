import { index, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import * as column from './columns';

/**
 * Realtime events too large for a PostgreSQL NOTIFY payload (8000 bytes): the notification carries
 * this row's id and each instance reads the event here. Rows are short-lived (swept after minutes).
 */
export const realtimeOverflow = pgTable(
  'realtime_overflow',
  {
    id: column.primaryId(),
    userId: uuid('user_id').notNull(),
    event: jsonb('event').$type<unknown>().notNull(),
    createdAt: column.createdAt(),
  },
  (t) => [index('realtime_overflow_created_at_idx').on(t.createdAt)],
);
