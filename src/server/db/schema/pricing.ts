import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import * as column from './columns';
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
    id: column.primaryId(),
    category: text('category').notNull(),
    price: text('price').notNull(),
    description: text('description').notNull().default(''),
    color: text('color').notNull().default('#f3f4f6'),
    ctaLabel: text('cta_label'),
    ctaUrl: text('cta_url'),
    position: column.counter('position'),
    amountCents: integer('amount_cents'),
    currency: text('currency').notNull().default('eur'),
    /** `one_time` (Checkout `payment`), `month` or `year` (Checkout `subscription`). */
    interval: text('interval').notNull().default('one_time'),
    /** The badge a member who holds the offer shows on their profile ("Premium"); null: none. */
    badge: text('badge'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    index('pricing_position_idx').on(t.position, t.createdAt, t.id),
    check('pricing_amount_check', sql`${t.amountCents} is null or ${t.amountCents} > 0`),
    check('pricing_interval_check', sql`${t.interval} in ('one_time', 'month', 'year')`),
  ],
);

/**
 * A member's subscription to a monthly or yearly offer (issue 38): opened by a paid Checkout, its period
 * moved on by each paid invoice, cancelled by Stripe's `customer.subscription.deleted` (or set to end at
 * the period's end). While `active` and within its period, the member holds the offer.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: column.primaryId(),
    userId: column.setNullRef('user_id', () => profiles.id),
    pricingId: column.setNullRef('pricing_id', () => pricing.id),
    /** The offer's name when subscribed. */
    category: text('category').notNull(),
    interval: text('interval').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull().unique(),
    /** `active` or `canceled`. */
    status: text('status').notNull().default('active'),
    currentPeriodEnd: column.timestampTz('current_period_end'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: column.timestampTz('canceled_at'),
    /**
     * A payment of it refunded in full or lost to a dispute: the period it paid for ends at once, and the
     * member holds the offer again only once a later paid invoice moves `current_period_end` past this.
     */
    revokedUntil: column.timestampTz('revoked_until'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.status),
    index('subscriptions_pricing_idx').on(t.pricingId),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'canceled')`),
  ],
);

/** Stripe events already handled, by Stripe's event id: a replayed event changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: column.timestampTz('received_at').notNull().defaultNow(),
});

/**
 * A member's payment of an offer through Stripe Checkout (002 "pricing and payment"): created
 * `pending` with the Checkout Session, marked `paid` (or `expired`) by the signed webhook, idempotently
 * on `provider_session_id`, and `refunded` when Stripe refunds it in full. Amount, currency and interval
 * are copied from the offer at checkout, so an offer edited or deleted later leaves the record as it was
 * paid.
 */
export const payments = pgTable(
  'payments',
  {
    id: column.primaryId(),
    userId: column.setNullRef('user_id', () => profiles.id),
    pricingId: column.setNullRef('pricing_id', () => pricing.id),
    /** The offer's name when paid (the offer may be renamed or deleted since). */
    category: text('category').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    interval: text('interval').notNull(),
    provider: text('provider').notNull().default('stripe'),
    providerSessionId: text('provider_session_id').unique(),
    status: text('status').notNull().default('pending'),
    /** A subscription's payments: the first (Checkout) and each renewal (one per Stripe invoice). */
    subscriptionId: column.setNullRef('subscription_id', () => subscriptions.id),
    providerInvoiceId: text('provider_invoice_id').unique(),
    /**
     * Stripe's PaymentIntent that paid it (from the completed Checkout or the paid invoice): refunds and
     * disputes name the charge's PaymentIntent. Null for payments recorded before migration 0060.
     */
    providerPaymentIntentId: text('provider_payment_intent_id').unique(),
    /** What Stripe refunded so far, in cents (a partial refund keeps the plan; a full one: `refunded`). */
    refundedCents: integer('refunded_cents').notNull().default(0),
    refundedAt: column.timestampTz('refunded_at'),
    /** A dispute on its charge: `open` suspends what it paid for, `won` restores it, `lost` ends it. */
    disputeStatus: text('dispute_status'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
    paidAt: column.timestampTz('paid_at'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_pricing_idx').on(t.pricingId),
    index('payments_created_idx').on(t.createdAt, t.id),
    index('payments_subscription_idx').on(t.subscriptionId),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired', 'refunded')`),
    check('payments_dispute_status_check', sql`${t.disputeStatus} in ('open', 'won', 'lost')`),
  ],
);
