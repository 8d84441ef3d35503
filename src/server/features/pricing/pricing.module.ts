import { pricingLogActions } from '../../../common/contracts/pricing';
import { defineArea, mount } from '../../area';
import { createPaymentService, type PaymentService } from './payment.service';
import { adminPricingRoutes, paymentRoutes, pricingRoutes, stripeWebhookRoutes } from './pricing.routes';
import { createPricingService, type PricingService } from './pricing.service';

declare module '../../area' {
  interface AreaServices {
    pricing: PricingService;
    payments: PaymentService;
  }
}

/** Pricing offers (/pricing, /admin/pricing) and their payment through Stripe Checkout. */
export const pricingModule = defineArea({
  name: 'pricing',
  memberData: {
    tables: { payments: { label: 'Paiements' }, subscriptions: { label: 'Abonnements' } },
  },
  build: ({ db, settings, logs, rateLimits, config, log, profiles }) => {
    const payments = createPaymentService(db, { config, rateLimits, logs, log });
    // The profile page shows the badge of the offer a member holds (issue 38).
    profiles.usePlanBadges(payments.badgeOf);
    return { pricing: createPricingService(db, { settings, logs }), payments };
  },
  routes: ({ pricing, payments }) => [
    mount(pricingRoutes, { prefix: '/api/v1', pricing }),
    mount(paymentRoutes, { prefix: '/api/v1', payments }),
    mount(stripeWebhookRoutes, { prefix: '/api/v1', payments }),
  ],
  adminRoutes: ({ pricing, payments }) => [mount(adminPricingRoutes, { pricing, payments })],
  logActions: pricingLogActions,
});
