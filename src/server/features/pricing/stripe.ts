import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Stripe without its SDK (issue 15 item 3): Checkout Sessions through the REST API with `fetch`
 * (form-encoded, `Authorization: Bearer <secret key>`), and webhooks checked by the `Stripe-Signature`
 * scheme (`t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`). The API base is
 * configurable so tests run against an in-process fake (test/fake-stripe.ts).
 */

export interface CheckoutSessionRequest {
  mode: 'payment' | 'subscription';
  /** The offer's name on Stripe's page. */
  productName: string;
  /** In the currency's smallest unit. */
  unitAmount: number;
  currency: string;
  /** For a subscription. */
  interval?: 'month' | 'year';
  successUrl: string;
  cancelUrl: string;
  /** Our payment's id: Stripe sends it back on the session, and it keys the request's idempotency. */
  clientReferenceId: string;
  customerEmail: string;
  metadata: Record<string, string>;
}

export interface CheckoutSession {
  id: string;
  url: string;
}

/** A refusal or failure of Stripe's API (the message is Stripe's, for the log only). */
export class StripeError extends Error {}

/** Stripe's bracket notation for nested form fields (`line_items[0][price_data][currency]`). */
export const formEncode = (request: CheckoutSessionRequest): URLSearchParams => {
  const form = new URLSearchParams();
  form.set('mode', request.mode);
  form.set('success_url', request.successUrl);
  form.set('cancel_url', request.cancelUrl);
  form.set('client_reference_id', request.clientReferenceId);
  form.set('customer_email', request.customerEmail);
  form.set('line_items[0][quantity]', '1');
  form.set('line_items[0][price_data][currency]', request.currency);
  form.set('line_items[0][price_data][unit_amount]', String(request.unitAmount));
  form.set('line_items[0][price_data][product_data][name]', request.productName);
  if (request.interval) form.set('line_items[0][price_data][recurring][interval]', request.interval);
  for (const [key, value] of Object.entries(request.metadata)) {
    form.set(`metadata[${key}]`, value);
    // The subscription carries them too, so its renewals and cancellation name our payment.
    if (request.interval) form.set(`subscription_data[metadata][${key}]`, value);
  }
  return form;
};

export type StripeClient = ReturnType<typeof createStripeClient>;

export const createStripeClient = (options: {
  secretKey: string;
  apiBase: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}) => {
  const fetchImpl = options.fetch ?? fetch;
  return {
    /** POST /v1/checkout/sessions; throws StripeError when Stripe refuses or does not answer. */
    async createCheckoutSession(request: CheckoutSessionRequest): Promise<CheckoutSession> {
      let response: Response;
      try {
        response = await fetchImpl(`${options.apiBase}/v1/checkout/sessions`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.secretKey}`,
            'content-type': 'application/x-www-form-urlencoded',
            // A retried request for the same payment never opens a second session.
            'idempotency-key': `checkout-${request.clientReferenceId}`,
          },
          body: formEncode(request).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new StripeError(error instanceof Error ? error.message : String(error));
      }
      const body = (await response.json().catch(() => null)) as {
        id?: unknown;
        url?: unknown;
        error?: { message?: unknown };
      } | null;
      if (!response.ok || typeof body?.id !== 'string' || typeof body.url !== 'string') {
        const message =
          typeof body?.error?.message === 'string' ? body.error.message : `HTTP ${response.status}`;
        throw new StripeError(message);
      }
      return { id: body.id, url: body.url };
    },

    /**
     * The Checkout Session a PaymentIntent paid (GET /v1/checkout/sessions?payment_intent=…), with its
     * `client_reference_id`, or undefined when no session has it; throws StripeError when Stripe refuses
     * or does not answer.
     */
    async findCheckoutSessionByIntent(
      intentId: string,
    ): Promise<{ id: string; clientReferenceId: string | undefined } | undefined> {
      const query = new URLSearchParams({ payment_intent: intentId, limit: '1' });
      let response: Response;
      try {
        response = await fetchImpl(`${options.apiBase}/v1/checkout/sessions?${query}`, {
          headers: { authorization: `Bearer ${options.secretKey}` },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        throw new StripeError(error instanceof Error ? error.message : String(error));
      }
      const body = (await response.json().catch(() => null)) as {
        data?: { id?: unknown; client_reference_id?: unknown }[];
      } | null;
      if (!response.ok || !Array.isArray(body?.data)) throw new StripeError(`HTTP ${response.status}`);
      const session = body.data[0];
      if (typeof session?.id !== 'string') return undefined;
      const reference = session.client_reference_id;
      return { id: session.id, clientReferenceId: typeof reference === 'string' ? reference : undefined };
    },
  };
};

/** Stripe's default tolerance: a signed event older (or newer) than 5 minutes is refused. */
export const webhookToleranceSeconds = 300;

/** The `v1` signature of a payload at `timestamp` (what Stripe sends; tests sign with it too). */
export const signWebhookPayload = (payload: Buffer | string, secret: string, timestamp: number): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(payload).digest('hex');

/**
 * Whether `header` (`t=…,v1=…[,v1=…]`) signs `payload` with `secret` within the tolerance. Compared in
 * constant time; any `v1` may match (Stripe sends several while a secret is being rolled).
 */
export const isValidWebhookSignature = (
  payload: Buffer,
  header: string | undefined,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean => {
  if (!header) return false;
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - timestamp) > webhookToleranceSeconds) return false;
  const expected = Buffer.from(signWebhookPayload(payload, secret, timestamp), 'hex');
  return signatures.some((signature) => {
    if (!/^[0-9a-f]+$/i.test(signature)) return false;
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
};
