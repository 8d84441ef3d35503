import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * A member's account preferences and state (issue 22): the interface language, the weekly digest
 * opt-in (and the week last sent, so a week is never mailed twice), and a pending deletion (requested,
 * then purged by the daily job once `deletion_due_at` passed, unless the member signed in again).
 * No row is the defaults: French, no digest, no deletion.
 */
export const accountSettings = pgTable(
  'account_settings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    language: text('language').notNull().default('fr'),
    weeklyDigest: boolean('weekly_digest').notNull().default(false),
    /** The Monday (UTC, `YYYY-MM-DD`) of the last week whose digest was sent. */
    lastDigestWeek: text('last_digest_week'),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    deletionDueAt: timestamp('deletion_due_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('account_settings_language_check', sql`${t.language} in ('fr', 'en', 'pt')`),
    index('account_settings_deletion_due_idx').on(t.deletionDueAt).where(sql`${t.deletionDueAt} is not null`),
    index('account_settings_digest_idx').on(t.userId).where(sql`${t.weeklyDigest}`),
  ],
);

/**
 * 'Télécharger mes données' (issue 22 §4): one row per request, built by the export job into the private
 * `account-exports` bucket; one pending or running export per member (partial unique index).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** pending → running → ready, or failed. */
    status: text('status').notNull().default('pending'),
    storageKey: text('storage_key'),
    size: integer('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check('data_exports_status_check', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
    uniqueIndex('data_exports_one_running_uq').on(t.userId).where(sql`${t.status} in ('pending', 'running')`),
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
