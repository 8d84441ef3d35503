import { useMutation } from '@tanstack/react-query';
import { paymentEndpoints } from '../../../../common/contracts/pricing';
import { api } from '../../../lib/api';

/** Opens a Stripe Checkout Session for an offer; the page then goes to its address. */
export const useCreateCheckout = () =>
  useMutation({ mutationFn: (pricingId: string) => api(paymentEndpoints.checkout, { body: { pricingId } }) });
