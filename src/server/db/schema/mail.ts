import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every mail the platform sends; without SMTP this is the outbox admins read (DESIGN.md §2). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }),
    /** 'outbox' (no SMTP), 'sent' or 'failed'. */
    status: text('status').notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.createdAt, t.id),
    index('mail_outbox_to_idx').on(t.toAddress),
    index('mail_outbox_link_expires_idx').on(t.linkExpiresAt).where(sql`${t.link} is not null`),
  ],
);

/** Fixed-window counters for abuse limits, shared by every server instance. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
