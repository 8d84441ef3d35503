import type { DbOrTx } from '../../db/client';
import type { LogService } from '../../platform/logs/log.service';
import * as payments from './payment.repository';
import { findPayment } from './pricing.repository';
import { type StripeClient, StripeError } from './stripe';
import { type AfterCommit, ourPaymentId, record, text } from './stripe-events';

/** The Checkout Session Stripe says a charge's PaymentIntent paid (found before the transaction). */
export interface SessionHint {
  id: string;
  clientReferenceId: string | undefined;
}

/** The PaymentIntent a `charge.*` event's object names (a Charge, or a Dispute). */
export const intentOfCharge = (object: Record<string, unknown>) =>
  text(object.payment_intent) ?? text(record(object.payment_intent).id);

/**
 * Our payment a charge (or its dispute) paid: by its PaymentIntent, else by the renewal invoice the charge
 * names (before Stripe's 2025 API), else by the Checkout Session Stripe said it paid (a payment recorded
 * before the PaymentIntent was kept, or a refund arriving before the Checkout's own event). The
 * PaymentIntent is then recorded on it. Undefined for the account's other sales.
 */
export const findChargePayment = async (
  db: DbOrTx,
  object: Record<string, unknown>,
  session: SessionHint | undefined,
) => {
  const intentId = intentOfCharge(object);
  const invoiceId = text(object.invoice);
  const known =
    (intentId ? await payments.findPaymentByIntent(db, intentId) : undefined) ??
    (invoiceId ? await payments.findPaymentByInvoice(db, invoiceId) : undefined);
  if (known || !session || !intentId) return known;
  const reference = ourPaymentId(session.clientReferenceId);
  const found = await payments.findPaymentBySession(db, session.id);
  const payment = found ?? (reference ? await findPayment(db, reference) : undefined);
  // A reference of ours on another session than the one recorded: not this payment.
  if (!payment || (payment.providerSessionId !== null && payment.providerSessionId !== session.id))
    return undefined;
  await payments.setPaymentIntent(db, payment.id, intentId);
  return payment;
};

/**
 * Asks Stripe which Checkout Session paid a charge's PaymentIntent, when no payment of ours holds that
 * PaymentIntent yet (one request, outside the event's transaction). Stripe refusing or silent is logged
 * and the event applied without it: a 5xx would have Stripe retry every other sale's refund for days.
 */
export const lookUpSession = async (
  db: DbOrTx,
  stripe: StripeClient | undefined,
  object: Record<string, unknown>,
  onError: (error: unknown) => void,
): Promise<SessionHint | undefined> => {
  const intentId = intentOfCharge(object);
  const invoiceId = text(object.invoice);
  if (!stripe || !intentId || (await payments.findPaymentByIntent(db, intentId))) return undefined;
  if (invoiceId && (await payments.findPaymentByInvoice(db, invoiceId))) return undefined;
  try {
    return await stripe.findCheckoutSessionByIntent(intentId);
  } catch (error) {
    if (!(error instanceof StripeError)) throw error;
    onError(error);
    return undefined;
  }
};

const disputeOutcomes: Record<string, 'won' | 'lost' | undefined> = {
  won: 'won',
  // An inquiry Stripe closed without it becoming a chargeback: the money stays.
  warning_closed: 'won',
  lost: 'lost',
};

/**
 * Refunds and disputes (chargebacks) of our payments, inside the transaction that recorded the event's
 * id. A full refund or a lost dispute ends what the payment opened (a one-time offer's plan, a
 * subscription's current period); a partial refund is recorded and keeps the plan; an open dispute
 * suspends the plan until it is won. Each is a move from a known state, so a replayed, repeated or late
 * event changes nothing.
 */
export const createStripeCharges = (logs: LogService) => ({
  /** `charge.refunded`: the charge's `amount_refunded` so far; `refunded` true when it is all of it. */
  async chargeRefunded(
    db: DbOrTx,
    charge: Record<string, unknown>,
    session: SessionHint | undefined,
    eventId: string,
    now: Date,
    after: AfterCommit,
  ) {
    const payment = await findChargePayment(db, charge, session);
    if (!payment) return;
    const refunded = typeof charge.amount_refunded === 'number' ? charge.amount_refunded : 0;
    const amount = typeof charge.amount === 'number' ? charge.amount : payment.amountCents;
    const isFull = charge.refunded === true || (refunded > 0 && refunded >= amount);
    if (refunded <= payment.refundedCents && (!isFull || payment.status === 'refunded')) return;
    await payments.recordRefund(db, payment, refunded, isFull);
    if (isFull && payment.subscriptionId) await payments.revokeThrough(db, payment.subscriptionId, now);
    const { userId } = payment;
    if (userId)
      after.push(() =>
        logs.recordAlways(userId, 'payment_refunded', {
          paymentId: payment.id,
          refundedCents: Math.max(refunded, payment.refundedCents),
          isFull,
          eventId,
        }),
      );
  },

  /** `charge.dispute.created`: the plan the payment opened is suspended while the dispute lasts. */
  async disputeCreated(
    db: DbOrTx,
    dispute: Record<string, unknown>,
    session: SessionHint | undefined,
    eventId: string,
    after: AfterCommit,
  ) {
    const payment = await findChargePayment(db, dispute, session);
    // A dispute already closed (its `closed` event came first) is not opened again.
    if (!payment || !(await payments.moveDispute(db, payment.id, 'open', [null]))) return;
    const { userId } = payment;
    if (userId)
      after.push(() => logs.recordAlways(userId, 'payment_disputed', { paymentId: payment.id, eventId }));
  },

  /** `charge.dispute.closed`: won (or an inquiry closed) restores the plan, lost ends it. */
  async disputeClosed(
    db: DbOrTx,
    dispute: Record<string, unknown>,
    session: SessionHint | undefined,
    eventId: string,
    now: Date,
    after: AfterCommit,
  ) {
    const outcome = disputeOutcomes[String(dispute.status)];
    if (!outcome) return;
    const payment = await findChargePayment(db, dispute, session);
    if (!payment || !(await payments.moveDispute(db, payment.id, outcome, [null, 'open']))) return;
    if (outcome === 'lost' && payment.subscriptionId)
      await payments.revokeThrough(db, payment.subscriptionId, now);
    const { userId } = payment;
    if (userId)
      after.push(() =>
        logs.recordAlways(userId, 'payment_dispute_closed', { paymentId: payment.id, outcome, eventId }),
      );
  },
});
