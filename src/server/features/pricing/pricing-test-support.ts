import { afterAll, beforeAll } from 'vitest';
import { type FakeStripe, startFakeStripe } from '../../test/fake-stripe';
import { testAppForFile } from '../../test/suite';

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
    close: () => running().close(),
  };
  const t = testAppForFile(() => ({
    stripeSecretKey: 'sk_test_fake',
    stripeWebhookSecret: webhookSecret,
    stripeApiBase: stripe.url,
  }));
  return { t, stripe };
};
