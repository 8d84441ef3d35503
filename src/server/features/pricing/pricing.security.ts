import { defineAreaSecurity, reachesNoOne } from '../../security/area-security';

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  publicWrites: {
    'POST /api/v1/payments/stripe/webhook': 'Stripe’s calls, each checked by its Stripe-Signature',
  },
  foreignIdAllowed: {
    'PUT /api/v1/admin/pricing/:offerId': 'the pricing offers: admin.settings covers every offer',
    'DELETE /api/v1/admin/pricing/:offerId': 'the pricing offers: admin.settings covers every offer',
  },
  notAList: {
    'GET /api/v1/pricing': 'site content',
    'GET /api/v1/payments/plan': 'the caller’s own plan',
  },
  blockNotReaching: {
    'paymentEndpoints.checkout': reachesNoOne.ownAccount,
    'paymentEndpoints.stripeWebhook': reachesNoOne.noMember,
  },
});
