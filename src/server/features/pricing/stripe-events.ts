import type { DbOrTx } from '../../db/client';
import type { LogService } from '../../platform/logs/log.service';
import * as payments from './payment.repository';
import * as repo from './pricing.repository';

/** The parts of a Stripe event this server reads (anything may be missing: checked before use). */
export interface StripeEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: Record<string, unknown> };
}

export const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
export const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
/** A Unix time in seconds as a date. */
const dateOf = (value: unknown) => (typeof value === 'number' ? new Date(value * 1000) : undefined);

const intervalDays = { month: 31, year: 366 } as const;

/** The Stripe statuses of a subscription the member holds: only these open one from its first event. */
const openingStatuses = ['active', 'trialing', 'past_due'];

/** Work to do once the event's transaction committed (the log writes outside it). */
export type AfterCommit = (() => Promise<void>)[];

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One of our payment ids, or undefined: the Stripe account may serve other sales too (Payment Links,
 * another site), whose events reach this webhook with references of their own, to be ignored.
 */
export const ourPaymentId = (value: unknown) => {
  const id = text(value);
  return id && uuidPattern.test(id) ? id : undefined;
};

/** Our payment id on a subscription's object or an invoice (the metadata set at checkout). */
const paymentIdOf = (object: Record<string, unknown>) =>
  ourPaymentId(record(object.metadata).payment_id) ??
  ourPaymentId(record(record(object.subscription_details).metadata).payment_id) ??
  ourPaymentId(record(record(record(object.parent).subscription_details).metadata).payment_id);

/** The Stripe subscription an invoice belongs to (the field moved in Stripe's 2025 API). */
const subscriptionOfInvoice = (invoice: Record<string, unknown>) =>
  text(invoice.subscription) ?? text(record(record(invoice.parent).subscription_details).subscription);

/**
 * The PaymentIntent that paid an invoice: its own field before Stripe's 2025 API, its `payments` list
 * (when the event includes it) since.
 */
const intentOfInvoice = (invoice: Record<string, unknown>) =>
  text(invoice.payment_intent) ??
  text(record(record((record(invoice.payments).data as unknown[] | undefined)?.[0]).payment).payment_intent);

/** A subscription's period end (the field moved to its items in Stripe's 2025 API). */
const periodEndOf = (subscription: Record<string, unknown>) => {
  const item = record((record(subscription.items).data as unknown[] | undefined)?.[0]);
  return dateOf(subscription.current_period_end) ?? dateOf(item.current_period_end);
};

/**
 * What each Stripe event does to payments and subscriptions, inside the transaction that recorded the
 * event's id (so a replay is a no-op, and a failure records nothing); logs are written after it commits. Events may arrive in any order:
 * a subscription unknown yet is opened from the payment its metadata names.
 */
export const createStripeEvents = (logs: LogService) => {
  /** The subscription of Stripe id `providerId`, opened from our payment when first seen. */
  const subscriptionOf = async (db: DbOrTx, providerId: string, paymentId: string | undefined, now: Date) => {
    const known = await payments.findSubscription(db, providerId);
    if (known || !paymentId) return known;
    const payment = await repo.findPayment(db, paymentId);
    if (!payment || (payment.interval !== 'month' && payment.interval !== 'year')) return undefined;
    const opened = await payments.openSubscription(db, {
      userId: payment.userId,
      pricingId: payment.pricingId,
      category: payment.category,
      interval: payment.interval,
      providerSubscriptionId: providerId,
      // An estimate until the first invoice says (it usually comes with the Checkout).
      currentPeriodEnd: new Date(now.getTime() + intervalDays[payment.interval] * 86_400_000),
    });
    if (opened) await payments.linkPayment(db, payment.id, opened.id);
    return opened;
  };

  /**
   * Records the PaymentIntent that paid an invoice on its payment (a renewal's row, else the
   * subscription's first payment), so a refund or a dispute of its charge finds it.
   */
  const recordIntent = async (db: DbOrTx, invoice: Record<string, unknown>, subscriptionId: string) => {
    const intentId = intentOfInvoice(invoice);
    if (!intentId || (await payments.findPaymentByIntent(db, intentId))) return;
    const invoiceId = text(invoice.id);
    const found =
      (invoiceId ? await payments.findPaymentByInvoice(db, invoiceId) : undefined) ??
      (invoice.billing_reason === 'subscription_cycle'
        ? undefined
        : await payments.findFirstPayment(db, subscriptionId));
    if (found) await payments.setPaymentIntent(db, found.id, intentId);
  };

  return {
    /** A paid Checkout of a monthly or yearly offer opens the member's subscription. */
    async checkoutPaid(db: DbOrTx, session: Record<string, unknown>, paymentId: string, now: Date) {
      const providerId = text(session.subscription);
      if (providerId) await subscriptionOf(db, providerId, paymentId, now);
    },

    /** A paid invoice moves the period on; a renewal's (`subscription_cycle`) is recorded as a payment. */
    async invoicePaid(
      db: DbOrTx,
      invoice: Record<string, unknown>,
      eventId: string,
      now: Date,
      after: AfterCommit,
    ) {
      const providerId = subscriptionOfInvoice(invoice);
      if (!providerId) return;
      const subscription = await subscriptionOf(db, providerId, paymentIdOf(invoice), now);
      if (!subscription) return;
      const line = record((record(invoice.lines).data as unknown[] | undefined)?.[0]);
      const periodEnd = dateOf(record(line.period).end) ?? dateOf(invoice.period_end);
      // A subscription Stripe ended for good never comes back: an invoice's event arriving after its
      // deletion (Stripe sends `invoice.paid` and `invoice.payment_succeeded` apart, and retries either for
      // days) is recorded below but grants nothing. An unpaid one (suspended) is active again once paid.
      if (subscription.canceledAt === null)
        await payments.updateSubscription(db, subscription.id, {
          status: 'active',
          ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        });
      const invoiceId = text(invoice.id);
      if (invoice.billing_reason !== 'subscription_cycle' || !invoiceId)
        return recordIntent(db, invoice, subscription.id);
      const amount = typeof invoice.amount_paid === 'number' ? invoice.amount_paid : 0;
      const renewal = await payments.insertRenewal(db, {
        userId: subscription.userId,
        pricingId: subscription.pricingId,
        category: subscription.category,
        amountCents: amount,
        currency: text(invoice.currency) ?? 'eur',
        interval: subscription.interval,
        status: 'paid',
        paidAt: now,
        subscriptionId: subscription.id,
        providerInvoiceId: invoiceId,
      });
      await recordIntent(db, invoice, subscription.id);
      if (renewal)
        after.push(() =>
          logs.recordAlways(subscription.userId, 'subscription_renewed', {
            paymentId: renewal.id,
            subscriptionId: subscription.id,
            amountCents: amount,
            eventId,
          }),
        );
    },

    /** The member cancels at the period's end (or takes it back), or Stripe moves the period. */
    async subscriptionUpdated(db: DbOrTx, object: Record<string, unknown>, now: Date) {
      const providerId = text(object.id);
      if (!providerId) return;
      const status = String(object.status);
      // Only a subscription Stripe holds paid (or in its trial) is opened from its first event: an
      // `incomplete` one (a bank debit not yet cleared, a card awaiting 3-D Secure) grants nothing yet.
      const subscription = openingStatuses.includes(status)
        ? await subscriptionOf(db, providerId, paymentIdOf(object), now)
        : await payments.findSubscription(db, providerId);
      if (!subscription) return;
      const periodEnd = periodEndOf(object);
      // Ended for good (`canceled_at` set: nothing brings it back), or suspended until an invoice is paid.
      const isEnded = status === 'canceled' || status === 'incomplete_expired';
      const isUnpaid = status === 'unpaid';
      await payments.updateSubscription(db, subscription.id, {
        cancelAtPeriodEnd: object.cancel_at_period_end === true,
        ...(periodEnd ? { currentPeriodEnd: periodEnd } : {}),
        ...(isEnded && subscription.canceledAt === null ? { status: 'canceled', canceledAt: now } : {}),
        ...(isUnpaid ? { status: 'canceled' } : {}),
      });
    },

    /** The subscription has ended: the member no longer holds the offer. */
    async subscriptionDeleted(
      db: DbOrTx,
      object: Record<string, unknown>,
      eventId: string,
      now: Date,
      after: AfterCommit,
    ) {
      const providerId = text(object.id);
      if (!providerId) return;
      const subscription = await payments.findSubscription(db, providerId);
      if (!subscription || subscription.canceledAt !== null) return;
      await payments.updateSubscription(db, subscription.id, { status: 'canceled', canceledAt: now });
      after.push(() =>
        logs.recordAlways(subscription.userId, 'subscription_canceled', {
          subscriptionId: subscription.id,
          eventId,
        }),
      );
    },
  };
};
