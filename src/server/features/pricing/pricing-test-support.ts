import { afterAll, beforeAll, expect } from 'vitest';
import type { PricingOffer } from '../../../common/contracts/pricing';
import type { TestApp } from '../../test/build-test-app';
import type { CreatedUser } from '../../test/factories';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { testAppForFile } from '../../test/suite';
import { signWebhookPayload } from './stripe';

/**
 * The payments' tests: a fake Stripe for this file (started before the app, closed after it) and the
 * app pointed at it, checking webhooks against `webhookSecret`.
 */
export const stripeTestApp = (webhookSecret: string) => {
  let fake: FakeStripe | undefined;
  beforeAll(async () => {
    fake = await startFakeStripe();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const running = (): FakeStripe => {
    if (!fake) throw new Error('the fake Stripe starts in beforeAll');
    return fake;
  };
  const stripe: FakeStripe = {
    get url() {
      return running().url;
    },
    get requests() {
      return running().requests;
    },
    get refuse() {
      return running().refuse;
    },
    set refuse(value: boolean) {
      running().refuse = value;
    },
    get intents() {
      return running().intents;
    },
    close: () => running().close(),
  };
  const t = testAppForFile(() => ({
    stripeSecretKey: 'sk_test_fake',
    stripeWebhookSecret: webhookSecret,
    stripeApiBase: stripe.url,
  }));
  return { t, stripe };
};

/**
 * What the payments' tests do through the API: Stripe's signed webhook (signed with `webhookSecret` now),
 * an offer the admin adds, a member's Checkout (answers its address, the session's id and our payment's
 * id, which the fake Stripe was sent), and the member's plan.
 */
export const paymentActions = (t: TestApp, stripe: FakeStripe, webhookSecret: string) => ({
  sendWebhook: (event: object) => {
    const payload = JSON.stringify(event);
    const at = Math.floor(Date.now() / 1000);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': `t=${at},v1=${signWebhookPayload(payload, webhookSecret, at)}`,
      },
      payload,
    });
  },
  async addOffer(admin: CreatedUser, payload: object): Promise<PricingOffer> {
    const offer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/pricing',
      headers: { cookie: admin.cookie },
      payload,
    });
    expect(offer.statusCode, offer.body).toBe(201);
    return offer.json();
  },
  async checkout(user: CreatedUser, offer: { id: string }) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      headers: { cookie: user.cookie },
      payload: { pricingId: offer.id },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { url } = started.json() as { url: string };
    const sessionId = String(url.split('/').at(-1));
    return { url, sessionId, paymentId: stripe.requests.at(-1)?.form.get('client_reference_id') ?? '' };
  },
  async planOf(user: CreatedUser) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/payments/plan',
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { plan: { offerName: string } | null; refunded: { offerName: string } | null };
  },
});
