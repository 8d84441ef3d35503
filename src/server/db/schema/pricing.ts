import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './profiles';

/**
 * The offers of /pricing and /admin/pricing (001 §2.3, §3; 002 §3 `pricing`). `price` is the free-text
 * label shown on the card; `description` rich text sanitised before storage (decision 14). An offer
 * with `amount_cents` can be paid online (plans/002 decision 15): the amount charged comes from here,
 * never from the label nor the browser; without it the card's button follows `cta_url`.
 */
export const pricing = pgTable(
  'pricing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    price: text('price').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('#f3f4f6'),
    ctaLabel: text('cta_label'),
    ctaUrl: text('cta_url'),
    position: integer('position').notNull().default(0),
    amountCents: integer('amount_cents'),
    currency: text('currency').notNull().default('eur'),
    /** `one_time` (Checkout `payment`), `month` or `year` (Checkout `subscription`). */
    interval: text('interval').notNull().default('one_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pricing_position_idx').on(t.position, t.createdAt, t.id),
    check('pricing_amount_check', sql`${t.amountCents} is null or ${t.amountCents} > 0`),
    check('pricing_interval_check', sql`${t.interval} in ('one_time', 'month', 'year')`),
  ],
);

/**
 * A member's payment of an offer through Stripe Checkout (002 "pricing and payment"): created
 * `pending` with the Checkout Session, marked `paid` (or `expired`) by the signed webhook, idempotently
 * on `provider_session_id`. Amount, currency and interval are copied from the offer at checkout, so an
 * offer edited or deleted later leaves the record as it was paid.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => profiles.id, { onDelete: 'set null' }),
    pricingId: uuid('pricing_id').references(() => pricing.id, { onDelete: 'set null' }),
    /** The offer's name when paid (the offer may be renamed or deleted since). */
    category: text('category').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    provider: text('provider').notNull().default('stripe'),
    providerSessionId: text('provider_session_id').unique(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pricing_idx').on(t.pricingId),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired')`),
  ],
);
