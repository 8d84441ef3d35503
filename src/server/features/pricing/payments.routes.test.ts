import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser } from '../../test/factories';
import { userFixture } from '../../test/suite';
import { stripeTestApp } from './pricing-test-support';
import { signWebhookPayload } from './stripe';

const webhookSecret = 'whsec_test_secret';

const { t, stripe } = stripeTestApp(webhookSecret);
const admin = userFixture(t, { role: 'admin' });
const member = userFixture(t);

const createOffer = async (body: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/pricing',
    headers: { cookie: admin.cookie },
    payload: { category: 'Premium', price: '49,90 €', ...body },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};

const checkout = (pricingId: string, user: CreatedUser | null = member) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/checkout',
    headers: user ? { cookie: user.cookie } : {},
    payload: { pricingId },
  });

const paymentOf = async (sessionId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerSessionId, sessionId)))[0];

const sendWebhook = (
  event: object | null,
  options: { secret?: string; at?: number; header?: string | null } = {},
) => {
  const payload = JSON.stringify(event);
  const at = options.at ?? Math.floor(Date.now() / 1000);
  const header =
    options.header === undefined
      ? `t=${at},v1=${signWebhookPayload(payload, options.secret ?? webhookSecret, at)}`
      : options.header;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      ...(header === null ? {} : { 'stripe-signature': header }),
    },
    payload,
  });
};

const completed = (sessionId: string, paymentId: string, type = 'checkout.session.completed') => ({
  id: `evt_${sessionId}_${type}`,
  type,
  data: { object: { id: sessionId, client_reference_id: paymentId, payment_status: 'paid' } },
});

describe('checkout', () => {
  it('needs a signed-in member', async () => {
    const id = await createOffer({ amount: 49.9 });
    expect((await checkout(id, null)).statusCode).toBe(401);
  });

  it('asks Stripe for a Checkout Session of the offer’s amount, never the label’s', async () => {
    const id = await createOffer({ amount: 49.9, currency: 'eur', interval: 'one_time' });
    const res = await checkout(id);
    expect(res.statusCode).toBe(200);
    const request = stripe.requests.at(-1);
    if (!request) throw new Error('Stripe was not called');
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe('Bearer sk_test_fake');
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = Object.fromEntries(request.form);
    const payment = await paymentOf(res.json().url.split('/').at(-1));
    if (!payment) throw new Error('payment not recorded');
    expect(form).toEqual({
      mode: 'payment',
      success_url: 'http://localhost:3000/pricing?paiement=ok&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://localhost:3000/pricing?paiement=annule',
      client_reference_id: payment.id,
      customer_email: member.email,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '4990',
      'line_items[0][price_data][product_data][name]': 'Premium',
      'metadata[payment_id]': payment.id,
      'metadata[pricing_id]': id,
      'metadata[user_id]': member.id,
    });
    expect(request.headers['idempotency-key']).toBe(`checkout-${payment.id}`);
    expect(payment).toMatchObject({
      status: 'pending',
      amountCents: 4990,
      currency: 'eur',
      userId: member.id,
    });
  });

  it('opens a subscription for a monthly offer', async () => {
    const id = await createOffer({ amount: 12, currency: 'usd', interval: 'month' });
    expect((await checkout(id)).statusCode).toBe(200);
    const form = stripe.requests.at(-1)?.form;
    expect(form?.get('mode')).toBe('subscription');
    expect(form?.get('line_items[0][price_data][recurring][interval]')).toBe('month');
    expect(form?.get('line_items[0][price_data][unit_amount]')).toBe('1200');
    expect(form?.get('line_items[0][price_data][currency]')).toBe('usd');
  });

  it('refuses an offer without an amount, and one that does not exist', async () => {
    const id = await createOffer({ amount: null, ctaUrl: '/contact' });
    const res = await checkout(id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('pricing_not_payable');
    expect((await checkout('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers the spec’s error when Stripe refuses, and records the attempt as failed', async () => {
    const id = await createOffer({ amount: 5 });
    stripe.refuse = true;
    try {
      const res = await checkout(id);
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatchObject({
        code: 'payment_failed',
        message: 'Erreur lors de la création du paiement',
      });
    } finally {
      stripe.refuse = false;
    }
    const rows = await t.database.db.select().from(payments).where(eq(payments.pricingId, id));
    expect(rows.map((row) => row.status)).toEqual(['failed']);
  });
});

describe('the Stripe webhook', () => {
  const started = async () => {
    const id = await createOffer({ amount: 30 });
    const sessionId = (await checkout(id)).json().url.split('/').at(-1) as string;
    const payment = await paymentOf(sessionId);
    if (!payment) throw new Error('payment not recorded');
    return { sessionId, paymentId: payment.id };
  };

  it('records a paid session once, however often Stripe sends it', async () => {
    const { sessionId, paymentId } = await started();
    const first = await sendWebhook(completed(sessionId, paymentId));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const paid = await paymentOf(sessionId);
    expect(paid?.status).toBe('paid');
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect((await sendWebhook(completed(sessionId, paymentId))).statusCode).toBe(200);
    // A late "expired" for a paid session changes nothing.
    await sendWebhook(completed(sessionId, paymentId, 'checkout.session.expired'));
    const again = await paymentOf(sessionId);
    expect(again?.status).toBe('paid');
    expect(again?.paidAt?.getTime()).toBe(paid?.paidAt?.getTime());
  });

  it('records an expired session', async () => {
    const { sessionId, paymentId } = await started();
    await sendWebhook(completed(sessionId, paymentId, 'checkout.session.expired'));
    expect((await paymentOf(sessionId))?.status).toBe('expired');
  });

  it('acknowledges and ignores the events of the account’s other sales (references not ours)', async () => {
    // A Stripe account may also sell through Payment Links or another site: their events reach this
    // webhook with references of their own. A 500 would have Stripe retry them for days, then disable
    // the endpoint, and this site's own payments would go unrecorded.
    const { sessionId, paymentId } = await started();
    const foreign = [
      null,
      {
        id: 'evt_foreign_checkout',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_foreign', client_reference_id: 'order-1234', payment_status: 'paid' } },
      },
      {
        id: 'evt_foreign_invoice',
        type: 'invoice.paid',
        data: {
          object: { id: 'in_foreign', subscription: 'sub_foreign', metadata: { payment_id: 'order-1234' } },
        },
      },
      {
        id: 'evt_foreign_subscription',
        type: 'customer.subscription.updated',
        data: { object: { id: 'sub_foreign', status: 'active', metadata: { payment_id: 'crm:42' } } },
      },
    ];
    for (const event of foreign) {
      const res = await sendWebhook(event);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await paymentOf(sessionId))?.status).toBe('pending');
    expect((await sendWebhook(completed(sessionId, paymentId))).statusCode).toBe(200);
    expect((await paymentOf(sessionId))?.status).toBe('paid');
  });

  it('refuses a forged, altered, stale or unsigned event and records nothing', async () => {
    const { sessionId, paymentId } = await started();
    const event = completed(sessionId, paymentId);
    const refusals = [
      await sendWebhook(event, { secret: 'whsec_other' }),
      await sendWebhook(event, { at: Math.floor(Date.now() / 1000) - 301 }),
      await sendWebhook(event, { header: null }),
      await sendWebhook(event, { header: 't=abc,v1=zz' }),
      await (async () => {
        const at = Math.floor(Date.now() / 1000);
        const signature = signWebhookPayload(JSON.stringify(event), webhookSecret, at);
        return t.app.inject({
          method: 'POST',
          url: '/api/v1/payments/stripe/webhook',
          headers: { 'content-type': 'application/json', 'stripe-signature': `t=${at},v1=${signature}` },
          payload: JSON.stringify({ ...event, data: { object: { ...event.data.object, id: 'cs_other' } } }),
        });
      })(),
    ];
    for (const res of refusals) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('webhook_signature_invalid');
    }
    expect((await paymentOf(sessionId))?.status).toBe('pending');
  });
});

describe('without Stripe', () => {
  it('answers the spec’s error on the pay button and 503 on the webhook', async () => {
    const bare = await buildTestApp();
    try {
      const user = await createUser(bare.app, bare.database.db, { role: 'admin' });
      const created = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/admin/pricing',
        headers: { cookie: user.cookie },
        payload: { category: 'Premium', price: '10 €', amount: 10 },
      });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        headers: { cookie: user.cookie },
        payload: { pricingId: created.json().id },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toEqual({
        code: 'payment_unavailable',
        message: 'Erreur lors de la création du paiement',
      });
      const hook = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(hook.statusCode).toBe(503);
    } finally {
      await bare.close();
    }
  });
});
