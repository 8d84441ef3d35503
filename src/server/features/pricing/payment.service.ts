import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import type { LogService } from '../../platform/logs/log.service';
import type { RateLimitService } from '../../platform/rate-limits/rate-limit.service';
import * as repo from './pricing.repository';
import { createStripeClient, isValidWebhookSignature, type StripeClient, StripeError } from './stripe';

/** Checkout sessions a member may open an hour (each is a request to Stripe). */
const checkoutRule = { max: 10, windowSeconds: 60 * 60 };

/** The part of a Stripe event this server reads. */
interface StripeEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: { id?: unknown; client_reference_id?: unknown; payment_status?: unknown } };
}

export interface PaymentConfig {
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApiBase: string;
  publicUrl: string;
}

export type PaymentService = ReturnType<typeof createPaymentService>;

/**
 * Online payment of an offer (002 "pricing and payment", plans/002 D4): Stripe Checkout when
 * STRIPE_SECRET_KEY is set, the spec's error otherwise; a signed webhook records the outcome.
 */
export const createPaymentService = (
  db: Db,
  deps: {
    config: PaymentConfig;
    rateLimits: RateLimitService;
    logs: LogService;
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
     * `payment_unavailable` without STRIPE_WEBHOOK_SECRET), then records the Checkout outcome. Events
     * are replayed by Stripe: recording is idempotent (a paid payment never changes again).
     */
    async handleWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
      if (!config.stripeWebhookSecret) throw new AppError('payment_unavailable');
      if (!isValidWebhookSignature(rawBody, signature, config.stripeWebhookSecret))
        throw new AppError('webhook_signature_invalid');
      let event: StripeEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as StripeEvent;
      } catch {
        throw new AppError('webhook_signature_invalid');
      }
      const session = event.data?.object;
      if (typeof session?.id !== 'string') return;
      const where = {
        sessionId: session.id,
        paymentId: typeof session.client_reference_id === 'string' ? session.client_reference_id : null,
      };
      let status: 'paid' | 'failed' | 'expired' | undefined;
      switch (event.type) {
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
      if (!status) return;
      const row = await repo.settlePayment(db, where, status);
      if (row && status === 'paid')
        await deps.logs.recordAlways(row.userId, 'payment_succeeded', {
          paymentId: row.id,
          offerId: row.pricingId,
          amountCents: row.amountCents,
          currency: row.currency,
          eventId: typeof event.id === 'string' ? event.id : null,
        });
    },
  };
};
