import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from './columns';

/**
 * The addresses that hear of new content (001 §2.16, §3 `admin_notification_emails`): each takes the
 * types it ticked (`blog_created`, …, or `all`), and only while active. An address of a member gets the
 * alert in the app, any other one a mail (001 §6). Stored lower-cased, once.
 */
export const adminNotificationEmails = pgTable(
  'admin_notification_emails',
  {
    id: column.primaryId(),
    email: text('email').notNull(),
    notificationTypes: text('notification_types').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: column.createdAt(),
  },
  (t) => [
    uniqueIndex('admin_notification_emails_email_key').on(t.email),
    index('admin_notification_emails_created_idx').on(t.createdAt, t.id),
  ],
);
