import type { NumberedPage, PageQuery } from '../../../common/contracts/pagination';
import {
  type AdminPayment,
  disputeStatuses,
  type PlanResponse,
  paymentStatuses,
  pricingIntervals,
} from '../../../common/contracts/pricing';
import type { AreaDeps } from '../../area';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../../platform/actor';
import * as paymentRepo from './payment.repository';
import * as repo from './pricing.repository';
import { createStripeClient, isValidWebhookSignature, type StripeClient, StripeError } from './stripe';
import { createStripeCharges, lookUpSession } from './stripe-charges';
import { type AfterCommit, createStripeEvents, ourPaymentId, type StripeEvent, text } from './stripe-events';

/** Checkout sessions a member may open an hour (each is a request to Stripe). */
const checkoutRule = { max: 10, windowSeconds: 60 * 60 };

export interface PaymentConfig {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string;
  publicUrl: string;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/**
 * Online payment of an offer (002 "pricing and payment", plans/002 D4): Stripe Checkout when
 * STRIPE_SECRET_KEY is set, the spec's error otherwise; a signed webhook records the outcome, and a
 * subscription's renewals and cancellation (issue 38). The member's plan and the payments' list.
 */
export const createPaymentService = (
  db: Db,
  deps: Pick<AreaDeps, 'rateLimits' | 'logs'> & {
    config: PaymentConfig;
    log: { error: (details: object, message: string) => void };
    fetch?: typeof fetch;
  },
) => {
  const { config } = deps;
  const stripe: StripeClient | undefined = config.stripeSecretKey
    ? createStripeClient({
        secretKey: config.stripeSecretKey,
        apiBase: config.stripeApiBase,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      })
    : undefined;

  const events = createStripeEvents(deps.logs);
  const charges = createStripeCharges(deps.logs);
  const chargeEvents = ['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed'];

  /** A Checkout Session's outcome; answers the payment when this event made it paid. */
  const settleCheckout = async (tx: DbOrTx, type: string, session: Record<string, unknown>, now: Date) => {
    if (typeof session.id !== 'string') return undefined;
    const paymentId = ourPaymentId(session.client_reference_id) ?? null;
    let status: 'paid' | 'failed' | 'expired' | undefined;
    switch (type) {
      case 'checkout.session.completed':
        // A delayed method (bank transfer) completes unpaid; its outcome comes with a later event.
        if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required')
          status = 'paid';
        break;
      case 'checkout.session.async_payment_succeeded':
        status = 'paid';
        break;
      case 'checkout.session.async_payment_failed':
        status = 'failed';
        break;
      case 'checkout.session.expired':
        status = 'expired';
        break;
    }
    if (!status) return undefined;
    const row = await repo.settlePayment(tx, { sessionId: session.id, paymentId }, status);
    if (status !== 'paid') return undefined;
    const payment = row ?? (paymentId ? await repo.findPayment(tx, paymentId) : undefined);
    if (!payment) return row;
    // A refund or a dispute finds the payment by the PaymentIntent that paid it.
    const intentId = text(session.payment_intent);
    if (intentId && payment.providerPaymentIntentId === null)
      await paymentRepo.setPaymentIntent(tx, payment.id, intentId);
    await events.checkoutPaid(tx, session, payment.id, now);
    return row;
  };

  return {
    /** Whether the pay buttons can work (the test screen's configuration check). */
    isConfigured: () => ({
      checkout: stripe !== undefined,
      webhook: config.stripeWebhookSecret !== undefined,
    }),

    /**
     * Opens a Checkout Session for the offer and answers its address. The amount, currency and interval
     * are the offer's, copied onto a `pending` payment whose id Stripe carries back. Throws
     * `payment_unavailable` (no Stripe), `not_found`, `pricing_not_payable` (no amount),
     * `payment_failed` (Stripe refused or did not answer; the payment is marked failed).
     */
    async checkout(actor: Actor, pricingId: string): Promise<{ url: string }> {
      if (!stripe) throw new AppError('payment_unavailable');
      await deps.rateLimits.consume('payment-checkout', actor.id, checkoutRule);
      const offer = await repo.findOffer(db, pricingId);
      if (!offer) throw new AppError('not_found');
      if (offer.amountCents === null) throw new AppError('pricing_not_payable');
      const interval = offer.interval === 'month' || offer.interval === 'year' ? offer.interval : undefined;
      const payment = await repo.insertPayment(db, {
        userId: actor.id,
        pricingId: offer.id,
        category: offer.category,
        amountCents: offer.amountCents,
        currency: offer.currency,
        interval: offer.interval,
      });
      if (!payment) throw new Error('payment insert returned nothing');
      try {
        const session = await stripe.createCheckoutSession({
          mode: interval ? 'subscription' : 'payment',
          productName: offer.category,
          unitAmount: offer.amountCents,
          currency: offer.currency,
          ...(interval ? { interval } : {}),
          successUrl: `${config.publicUrl}/pricing?paiement=ok&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${config.publicUrl}/pricing?paiement=annule`,
          clientReferenceId: payment.id,
          customerEmail: actor.email,
          metadata: { payment_id: payment.id, pricing_id: offer.id, user_id: actor.id },
        });
        await repo.setPaymentSession(db, payment.id, session.id);
        await deps.logs.record(actor.id, 'payment_started', { paymentId: payment.id, offerId: offer.id });
        return { url: session.url };
      } catch (error) {
        if (!(error instanceof StripeError)) throw error;
        deps.log.error({ err: error, paymentId: payment.id }, 'stripe checkout session refused');
        await repo.settlePayment(db, { sessionId: `failed:${payment.id}`, paymentId: payment.id }, 'failed');
        throw new AppError('payment_failed');
      }
    },

    /**
     * Stripe's webhook: checks the signature over the raw body (`webhook_signature_invalid` otherwise,
     * `payment_unavailable` without STRIPE_WEBHOOK_SECRET), then applies the event once per Stripe event
     * id (a replay changes nothing): the Checkout outcome, a subscription's renewals and cancellation,
     * a charge's refunds and disputes.
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined, now = new Date()): Promise<void> {
      if (!config.stripeWebhookSecret) throw new AppError('payment_unavailable');
      if (!isValidWebhookSignature(rawBody, signature, config.stripeWebhookSecret))
        throw new AppError('webhook_signature_invalid');
      let event: StripeEvent | null;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as StripeEvent | null;
      } catch {
        throw new AppError('webhook_signature_invalid');
      }
      // Anything but an event object is acknowledged and ignored: a 500 would have Stripe retry it for days.
      if (typeof event !== 'object' || event === null) return;
      const object = event.data?.object;
      if (
        typeof event.id !== 'string' ||
        typeof event.type !== 'string' ||
        typeof object !== 'object' ||
        !object
      )
        return;
      const { id: eventId, type } = event;
      const after: AfterCommit = [];
      const session = chargeEvents.includes(type)
        ? await lookUpSession(db, stripe, object, (err) =>
            deps.log.error({ err, eventId }, 'stripe checkout session lookup failed'),
          )
        : undefined;
      const paid = await db.transaction(async (tx) => {
        if (!(await paymentRepo.claimEvent(tx, eventId, type))) return undefined;
        if (type === 'charge.refunded')
          await charges.chargeRefunded(tx, object, session, eventId, now, after);
        else if (type === 'charge.dispute.created')
          await charges.disputeCreated(tx, object, session, eventId, after);
        else if (type === 'charge.dispute.closed')
          await charges.disputeClosed(tx, object, session, eventId, now, after);
        else if (type === 'invoice.paid' || type === 'invoice.payment_succeeded')
          await events.invoicePaid(tx, object, eventId, now, after);
        else if (type === 'customer.subscription.updated') await events.subscriptionUpdated(tx, object, now);
        else if (type === 'customer.subscription.deleted')
          await events.subscriptionDeleted(tx, object, eventId, now, after);
        else if (type.startsWith('checkout.session.')) return settleCheckout(tx, type, object, now);
        return undefined;
      });
      // The logs write through the pool: after the commit (PGlite has one connection).
      for (const write of after) await write();
      if (paid)
        await deps.logs.recordAlways(paid.userId, 'payment_succeeded', {
          paymentId: paid.id,
          offerId: paid.pricingId,
          amountCents: paid.amountCents,
          currency: paid.currency,
          eventId,
        });
    },

    /** The badge of the offer a member holds, if the offer has one (the profile page shows it). */
    badgeOf: async (userId: string, now = new Date()): Promise<string | null> =>
      (await paymentRepo.activeSubscription(db, userId, now))?.badge ??
      (await paymentRepo.lastOneTimePayment(db, userId))?.badge ??
      null,

    /**
     * The offer the member holds: an active subscription within its period, else a paid one-time offer;
     * without one, the offer a full refund ended when that refund is their latest payment's outcome.
     */
    async plan(actor: Actor, now = new Date()): Promise<PlanResponse> {
      const subscription = await paymentRepo.activeSubscription(db, actor.id, now);
      if (subscription) {
        const { row } = subscription;
        const end = row.currentPeriodEnd?.toISOString() ?? null;
        return {
          plan: {
            offerName: row.category,
            badge: subscription.badge,
            interval: row.interval === 'year' ? 'year' : 'month',
            since: row.createdAt.toISOString(),
            renewsAt: row.cancelAtPeriodEnd ? null : end,
            endsAt: row.cancelAtPeriodEnd ? end : null,
          },
          refunded: null,
        };
      }
      const oneTime = await paymentRepo.lastOneTimePayment(db, actor.id);
      if (!oneTime) {
        const ended = await paymentRepo.lastRefundedPayment(db, actor.id);
        return {
          plan: null,
          refunded: ended
            ? {
                offerName: ended.category,
                refundedAt: (ended.refundedAt ?? ended.updatedAt).toISOString(),
              }
            : null,
        };
      }
      return {
        plan: {
          offerName: oneTime.row.category,
          badge: oneTime.badge,
          interval: 'one_time',
          since: (oneTime.row.paidAt ?? oneTime.row.createdAt).toISOString(),
          renewsAt: null,
          endsAt: null,
        },
        refunded: null,
      };
    },

    /** The back office's list of payments (`admin.settings`, checked by the admin scope). */
    async listPayments(
      query: PageQuery & { status?: AdminPayment['status'] },
    ): Promise<NumberedPage<AdminPayment>> {
      const found = await paymentRepo.listPage(db, query.status, pageWindow(query));
      return toNumberedPage(query, found, ({ row, memberId, memberName, memberEmail }) => ({
        id: row.id,
        member: memberId && memberEmail ? { id: memberId, fullName: memberName, email: memberEmail } : null,
        offerName: row.category,
        amount: row.amountCents / 100,
        currency: row.currency,
        interval: pricingIntervals.find((i) => i === row.interval) ?? 'one_time',
        status: paymentStatuses.find((st) => st === row.status) ?? 'pending',
        isRenewal: row.providerInvoiceId !== null,
        refundedAmount: row.refundedCents / 100,
        dispute: disputeStatuses.find((state) => state === row.disputeStatus) ?? null,
        createdAt: row.createdAt.toISOString(),
        paidAt: row.paidAt?.toISOString() ?? null,
      }));
    },
  };
};
