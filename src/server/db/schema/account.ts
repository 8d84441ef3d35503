import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import * as column from './columns';

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
    deletionRequestedAt: column.timestampTz('deletion_requested_at'),
    deletionDueAt: column.timestampTz('deletion_due_at'),
    updatedAt: column.updatedAt(),
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
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => users.id),
    /** pending → running → ready, or failed. */
    status: text('status').notNull().default('pending'),
    storageKey: text('storage_key'),
    size: integer('size'),
    createdAt: column.createdAt(),
    startedAt: column.timestampTz('started_at'),
    readyAt: column.timestampTz('ready_at'),
    expiresAt: column.timestampTz('expires_at'),
  },
  (t) => [
    check('data_exports_status_check', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
    uniqueIndex('data_exports_one_running_uq').on(t.userId).where(sql`${t.status} in ('pending', 'running')`),
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    index('data_exports_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
