import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { adminListEndpoints } from './admin-list';
import { optionalText } from './blank';
import { numberedPageOf, PageQuery, withinCountCap } from './pagination';

/*
 * Pricing offers and their payment (001 §2.3, §3, §4, §7.1, §8; 002 /pricing and "pricing and payment";
 * plans/002 decision 15 and D4). The card shows the free-text `price`; an offer with an `amount` can be
 * paid online through Stripe Checkout, the amount charged always read from the offer on the server.
 * Offers are managed on /admin/pricing (admin only: `admin.settings`).
 */

export const pricingCurrencies = ['eur', 'usd', 'cad', 'gbp', 'chf'] as const;
export type PricingCurrency = (typeof pricingCurrencies)[number];

/** `one_time`: one payment; `month` / `year`: a subscription renewed by Stripe. */
export const pricingIntervals = ['one_time', 'month', 'year'] as const;
export type PricingInterval = (typeof pricingIntervals)[number];

/** Not in the spec: lengths of a card, and Stripe's own bounds on an amount (0.50 to 999 999.99). */
export const pricingLimits = {
  categoryMax: 80,
  priceMax: 60,
  descriptionMax: 20_000,
  ctaLabelMax: 40,
  ctaUrlMax: 500,
  badgeMax: 30,
  amountMin: 0.5,
  amountMax: 999_999.99,
  offersMax: 24,
};

/** 001 §3: the card's colour when none is chosen. */
export const defaultPricingColor = '#f3f4f6';

/** An offer as the cards show it. */
export const PricingOffer = z.object({
  id: z.uuid(),
  category: z.string(),
  /** The free-text label ("49 € / mois", "Sur devis"). */
  price: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  color: z.string(),
  ctaLabel: z.string().nullable(),
  ctaUrl: z.string().nullable(),
  position: z.number().int(),
  /** What online payment charges, in the currency's main unit (49.9); null: no online payment. */
  amount: z.number().nullable(),
  currency: z.enum(pricingCurrencies),
  interval: z.enum(pricingIntervals),
  /** The badge its members show on their profile ("Premium"); null: none. */
  badge: z.string().nullable(),
});
export type PricingOffer = z.infer<typeof PricingOffer>;

export const PricingResponse = z.object({ items: z.array(PricingOffer) });

/** The back office's list, and whether the pay buttons can work (STRIPE_SECRET_KEY set). */
export const AdminPricingResponse = PricingResponse.extend({ paymentsEnabled: z.boolean() });

const v = 'admin.pricing.validation';

/** A link the card's button may follow: a page of the site (`/contact`) or an http(s) address. */
const ctaUrlPattern = /^(\/(?!\/)[^\s]*|https?:\/\/[^\s/$.?#][^\s]*)$/i;

/** The form of an offer card (001 §3); the HTML is sanitised again by the server. */
export const PricingBody = z.object({
  category: z
    .string({ error: `${v}.categoryRequired` })
    .trim()
    .min(1, { error: `${v}.categoryRequired`, abort: true })
    .max(pricingLimits.categoryMax, { error: `${v}.categoryTooLong` }),
  price: z
    .string({ error: `${v}.priceRequired` })
    .trim()
    .min(1, { error: `${v}.priceRequired`, abort: true })
    .max(pricingLimits.priceMax, { error: `${v}.priceTooLong` }),
  description: z
    .string()
    .max(pricingLimits.descriptionMax, { error: `${v}.descriptionTooLong` })
    .default(''),
  color: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: `${v}.color` })
    .transform((value) => value.toLowerCase())
    .default(defaultPricingColor),
  ctaLabel: optionalText(pricingLimits.ctaLabelMax, `${v}.ctaLabelTooLong`),
  ctaUrl: z
    .string()
    .trim()
    .max(pricingLimits.ctaUrlMax, { error: `${v}.ctaUrl`, abort: true })
    .refine((value) => value === '' || ctaUrlPattern.test(value), { error: `${v}.ctaUrl` })
    .nullish()
    .transform((value) => (value ? value : null)),
  amount: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.coerce
      .number({ error: `${v}.amount` })
      .min(pricingLimits.amountMin, { error: `${v}.amount` })
      .max(pricingLimits.amountMax, { error: `${v}.amount` })
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, { error: `${v}.amount` })
      .nullable(),
  ),
  currency: z.enum(pricingCurrencies, { error: `${v}.currency` }).default('eur'),
  interval: z.enum(pricingIntervals, { error: `${v}.interval` }).default('one_time'),
  badge: optionalText(pricingLimits.badgeMax, `${v}.badgeTooLong`),
});
export type PricingBody = z.input<typeof PricingBody>;
export type PricingInput = z.output<typeof PricingBody>;

export const PricingParams = z.object({ offerId: z.uuid({ error: 'errors.not_found' }) });

/** The new order of every offer (the admin's up and down arrows). */
export const PricingOrderBody = z.object({
  ids: z.array(z.uuid()).max(pricingLimits.offersMax * 4),
});

export const pricingEndpoints = {
  /** Every offer, by position (§7.1); a handful, so one list. */
  list: endpoint('GET', '/pricing', { response: PricingResponse, access: 'public', tag: 'pages' }),
};

/** The offers' back office; `create` adds an offer at the end of the list. */
export const adminPricingEndpoints = {
  ...adminListEndpoints({
    path: '/admin/pricing',
    key: 'offerId',
    params: PricingParams,
    body: PricingBody,
    item: PricingOffer,
    items: AdminPricingResponse,
    ability: 'admin.settings',
  }),
  /** Puts the offers in the order given (ids of every offer, each once); 400 otherwise. */
  reorder: endpoint('PUT', '/admin/pricing/order', {
    body: PricingOrderBody,
    response: PricingResponse,
    access: { ability: 'admin.settings' },
  }),
};

/**
 * The offer a member holds (issue 38): an active subscription within its period, else the latest paid
 * one-time offer. `endsAt` is set when the subscription will not renew (cancelled at the period's end).
 */
export const MemberPlan = z.object({
  offerName: z.string(),
  badge: z.string().nullable(),
  interval: z.enum(pricingIntervals),
  since: z.iso.datetime(),
  renewsAt: z.iso.datetime().nullable(),
  endsAt: z.iso.datetime().nullable(),
});
export type MemberPlan = z.infer<typeof MemberPlan>;

/**
 * The member's plan, or none; with none, `refunded` names the offer a full refund ended when that refund
 * is the outcome of their latest payment.
 */
export const PlanResponse = z.object({
  plan: MemberPlan.nullable(),
  refunded: z.object({ offerName: z.string(), refundedAt: z.iso.datetime() }).nullable(),
});
export type PlanResponse = z.infer<typeof PlanResponse>;

/** `refunded`: Stripe refunded it in full (a partial refund leaves it `paid`, with `refundedAmount`). */
export const paymentStatuses = ['pending', 'paid', 'failed', 'expired', 'refunded'] as const;

/** A dispute on the payment's charge: `open` suspends the plan, `won` restores it, `lost` ends it. */
export const disputeStatuses = ['open', 'won', 'lost'] as const;

/** A payment as the back office lists it: who, which offer, how much, its outcome. */
export const AdminPayment = z.object({
  id: z.uuid(),
  member: z.object({ id: z.uuid(), fullName: z.string().nullable(), email: z.string() }).nullable(),
  offerName: z.string(),
  amount: z.number(),
  currency: z.string(),
  interval: z.enum(pricingIntervals),
  status: z.enum(paymentStatuses),
  /** A subscription's renewal (a Stripe invoice), not the first payment. */
  isRenewal: z.boolean(),
  /** What Stripe refunded, in the currency's main unit (0: nothing). */
  refundedAmount: z.number(),
  dispute: z.enum(disputeStatuses).nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminPaymentQuery = PageQuery.extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(paymentStatuses, { error: 'admin.payments.validation.status' }).optional(),
  ),
}).superRefine(withinCountCap());
export type AdminPaymentQuery = z.input<typeof AdminPaymentQuery>;

export const adminPaymentEndpoints = {
  /** Every payment, newest first; one status if asked. */
  list: endpoint('GET', '/admin/payments', {
    query: AdminPaymentQuery,
    response: numberedPageOf(AdminPayment),
    access: { ability: 'admin.settings' },
  }),
};

export const CheckoutBody = z.object({ pricingId: z.uuid({ error: 'errors.not_found' }) });
export const CheckoutResponse = z.object({ url: z.url() });

export const paymentEndpoints = {
  /**
   * Opens a Stripe Checkout Session for an offer (members only: the payer is the session's member) and
   * answers its address. 503 `payment_unavailable` without Stripe, 400 `pricing_not_payable`, 502
   * `payment_failed` when Stripe refuses, 404 for an offer that does not exist.
   */
  checkout: endpoint('POST', '/payments/checkout', {
    body: CheckoutBody,
    response: CheckoutResponse,
    access: 'member',
    limit: 'edit',
    tag: 'payments',
  }),
  /** The offer the signed-in member holds (null: none). */
  plan: endpoint('GET', '/payments/plan', {
    response: PlanResponse,
    access: 'member',
    tag: 'payments',
  }),
  /**
   * Stripe's webhook: the raw body checked against `Stripe-Signature` (HMAC-SHA256 with
   * STRIPE_WEBHOOK_SECRET, 5 minutes' tolerance), then the payment recorded, once per session.
   */
  stripeWebhook: endpoint('POST', '/payments/stripe/webhook', {
    response: z.object({ received: z.literal(true) }),
    access: 'public',
    tag: 'payments',
  }),
};

export const pricingLogActions = [
  'pricing_created',
  'pricing_updated',
  'pricing_deleted',
  'pricing_reordered',
  'payment_started',
  'payment_succeeded',
  'subscription_renewed',
  'subscription_canceled',
  'payment_refunded',
  'payment_disputed',
  'payment_dispute_closed',
] as const;

declare module '../registry' {
  interface LogActions extends Registered<typeof pricingLogActions> {}
}
