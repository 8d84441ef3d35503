import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/** In-app notifications (000 §3); `title` and `body` are the type's template filled with `data`. */
export const notifications = pgTable(
  'notifications',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** low, medium (the default of 000 §9) or high. */
    priority: text('priority').notNull().default('medium'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The member whose act caused it (null for the platform's own). A block between the two deletes
     * the pair's notifications (privacy.service), and so does deleting the member (db/recount.ts); no
     * foreign key: the deletion removes them itself.
     */
    causedBy: uuid('caused_by'),
    readAt: column.timestampTz('read_at'),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt, t.id),
    // The panel and the badge read only the unread ones.
    index('notifications_user_unread_idx').on(t.userId, t.createdAt, t.id).where(sql`${t.readAt} is null`),
    // What a removed post, group or item leaves behind is found by its id in `data` (`data @> {...}`).
    index('notifications_data_idx').using('gin', t.data.op('jsonb_path_ops')),
    // A deleted member's name goes with them: the notifications they caused are deleted with the account.
    index('notifications_caused_by_idx').on(t.causedBy).where(sql`${t.causedBy} is not null`),
  ],
);

/** A member's choice for one type; a missing row means the type's default. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: column.cascadeRef('user_id', () => profiles.id),
    type: text('type').notNull(),
    inApp: boolean('in_app').notNull().default(true),
    email: boolean('email').notNull().default(true),
    updatedAt: column.updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/** Texts of each type, with `{variable}` placeholders (000 §3); an inactive type is not dispatched. */
export const notificationTemplates = pgTable('notification_templates', {
  type: text('type').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  updatedAt: column.updatedAt(),
});
