import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import * as column from './columns';

/** Every mail the platform sends; without SMTP this is the outbox admins read (DESIGN.md §2). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: column.primaryId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** What the mail is for: verification, magic_link, invitation… */
    kind: text('kind').notNull(),
    /** The main link of the mail, so a local install can follow it from the log or the back office. */
    link: text('link'),
    /**
     * Set on mails whose link signs in or confirms an address: past it (or once SMTP delivered the
     * mail) the link is cut from the stored copy, so the outbox never holds a usable one (issue 11 §5).
     */
    linkExpiresAt: column.timestampTz('link_expires_at'),
    /**
     * 'queued' (waiting for the worker), 'sending' (claimed by one), 'retrying' (failed for now, next
     * try at `next_attempt_at`), 'sent', 'failed' (gave up, `error` says why), 'held' (not sent: the
     * address bounced and the mail is not essential), 'outbox' (no SMTP: the record is the delivery).
     */
    status: text('status').notNull(),
    error: text('error'),
    /** Where replies go, when not to the platform's address. */
    replyTo: text('reply_to'),
    /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Confirmation, sign-in, recovery and security notices: sent even to an address that bounced. */
    essential: boolean('essential').notNull().default(false),
    /** The language the mail was rendered in. */
    language: text('language').notNull().default('fr'),
    /** Delivery attempts made so far. */
    attempts: column.counter('attempts'),
    /** When the worker may (next) try it; a claimed mail's lease ends here. */
    nextAttemptAt: column.timestampTz('next_attempt_at'),
    sentAt: column.timestampTz('sent_at'),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt, t.id),
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} in ('queued', 'sending', 'retrying')`),
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    index('mail_outbox_sent_at_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`),
    index('mail_outbox_to_idx').on(t.toAddress),
    index('mail_outbox_link_expires_idx').on(t.linkExpiresAt).where(sql`${t.link} is not null`),
  ],
);

/**
 * Addresses whose mail failed permanently (an SMTP 5xx): non-essential mail to them is held, and the
 * member is asked to fix the address. Gone when an admin clears it or the member's address changes.
 */
export const mailBounces = pgTable('mail_bounces', {
  address: text('address').primaryKey(),
  reason: text('reason').notNull(),
  bouncedAt: column.timestampTz('bounced_at').notNull().defaultNow(),
});

/** Fixed-window counters for abuse limits, shared by every server instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: column.timestampTz('reset_at').notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
