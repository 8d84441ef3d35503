import { useMutation } from '@tanstack/react-query';
import type { paymentEndpoints } from '../../../../common/contracts/pricing';
import type { Route } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

// /pricing is often a first visit: a zod-free handle (the type checks it against the definition).
const checkout: Route<NonNullable<(typeof paymentEndpoints.checkout)['~io']>> = {
  method: 'POST',
  path: '/payments/checkout' satisfies (typeof paymentEndpoints.checkout)['path'],
};

/** Opens a Stripe Checkout Session for an offer; the page then goes to its address. */
export const useCreateCheckout = () =>
  useMutation({ mutationFn: (pricingId: string) => api(checkout, { body: { pricingId } }) });
