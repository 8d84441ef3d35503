import { index, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Realtime events too large for a PostgreSQL NOTIFY payload (8000 bytes): the notification carries
 * this row's id and each instance reads the event here. Rows are short-lived (swept after minutes).
 */
export const realtimeOverflow = pgTable(
  'realtime_overflow',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull(),
    event: jsonb('event').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('realtime_overflow_created_at_idx').on(t.createdAt)],
);
