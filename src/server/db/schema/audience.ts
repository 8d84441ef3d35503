import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { profiles } from './profiles';

/**
 * Newsletter subscribers (001 §3). Addresses are stored lower-cased, one row each; `confirmed` turns
 * true when the subscriber follows the double opt-in link (or an admin toggles it, §2.11). `source` is
 * `newsletter_page` or `admin_manual` (002 §7, 001 §7.1). An unsubscribed address is deleted. The
 * trigram index of the e-mail search is hand-written at the end of the migration.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: column.primaryId(),
    email: text('email').notNull(),
    source: text('source').notNull(),
    confirmed: boolean('confirmed').notNull().default(false),
    createdAt: column.createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    index('newsletter_subscribers_created_idx').on(t.createdAt, t.id),
    check('newsletter_subscribers_source_check', sql`${t.source} in ('newsletter_page', 'admin_manual')`),
  ],
);

/**
 * Testimonials (001 §3, §4): a member's words and rating, published once approved. pending → approved
 * or rejected; approved → rejected (unpublished, decision 12). The content search's trigram index is
 * hand-written at the end of the migration.
 */
export const testimonials = pgTable(
  'testimonials',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // The public list (approved, newest first) and the admin's status filter.
    index('testimonials_status_created_idx').on(t.status, t.createdAt, t.id),
    index('testimonials_created_idx').on(t.createdAt, t.id),
    index('testimonials_user_idx').on(t.userId),
    check('testimonials_rating_check', sql`${t.rating} between 1 and 5`),
    check('testimonials_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);
