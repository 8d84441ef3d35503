import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import * as column from './columns';

/** Key/value site settings; booleans are the strings 'true'/'false' (000 §3). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: column.updatedAt(),
});

/** Action log, written when `logging_enabled` is on (and always for unauthorized admin access). */
export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: column.setNullRef('user_id', () => users.id),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('logs_created_at_idx').on(t.createdAt, t.id),
    index('logs_user_id_idx').on(t.userId),
    index('logs_action_idx').on(t.action),
  ],
);
