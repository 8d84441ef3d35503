import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminPricingEndpoints as admin,
  adminPaymentEndpoints,
  paymentEndpoints,
  pricingEndpoints,
} from '../../../common/contracts/pricing';
import { ok, route } from '../../lib/route';
import type { PaymentService } from './payment.service';
import type { PricingService } from './pricing.service';

/** /pricing (002 §2): the offers, public. */
export const pricingRoutes: FastifyPluginAsyncZod<{ pricing: PricingService }> = async (app, { pricing }) => {
  route(app, pricingEndpoints.list, async () => ({ items: await pricing.list() }));
};

/** /admin/pricing (001 §2.3): admin only (`admin.settings`), checked by the admin scope. */
export const adminPricingRoutes: FastifyPluginAsyncZod<{
  pricing: PricingService;
  payments: PaymentService;
}> = async (app, { pricing, payments }) => {
  route(app, admin.list, async () => ({
    items: await pricing.list(),
    paymentsEnabled: payments.isConfigured().checkout,
  }));
  route(app, admin.create, ({ actor, body }) => pricing.create(actor, body));
  route(app, admin.reorder, async ({ actor, body }) => ({ items: await pricing.reorder(actor, body.ids) }));
  route(app, admin.update, ({ actor, params, body }) => pricing.update(actor, params.offerId, body));
  route(app, admin.remove, ({ actor, params }) => pricing.remove(actor, params.offerId).then(() => ok));
  route(app, adminPaymentEndpoints.list, ({ query }) => payments.listPayments(query));
};

/** The pay button: members only. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  route(app, paymentEndpoints.checkout, ({ actor, body }) => payments.checkout(actor, body.pricingId));
  route(app, paymentEndpoints.plan, ({ actor }) => payments.plan(actor));
};

/** Stripe's webhook, in a plugin of its own so only it reads raw bodies. */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (
  app,
  { payments },
) => {
  // The signature is over the exact bytes Stripe sent: this plugin's JSON bodies stay raw.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  route(app, paymentEndpoints.stripeWebhook, async ({ request }) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    await payments.handleWebhook(raw, typeof signature === 'string' ? signature : undefined);
    return { received: true as const };
  });
};
