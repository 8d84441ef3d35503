import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type AdminPaymentQuery,
  adminPaymentEndpoints,
  adminPricingEndpoints as e,
  PricingBody,
  type PricingInput,
} from '../../../../common/contracts/pricing';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

export { PricingBody };

const key = ['admin', 'pricing'] as const;
/** Every change reads the list and the public page again. */
const refresh = [key, ['pricing']];

export const useAdminPricing = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api(e.list, { signal }) });

/** Adds (no id) or saves an offer. */
export const useSavePricing = (id: string | null) =>
  useAdminMutation(
    (body: PricingInput) =>
      id === null ? api(e.create, { body }) : api(e.update, { params: { offerId: id }, body }),
    refresh,
  );

export const useDeletePricing = () =>
  useAdminMutation((id: string) => api(e.remove, { params: { offerId: id } }), refresh);

export const useReorderPricing = () =>
  useAdminMutation((ids: string[]) => api(e.reorder, { body: { ids } }), refresh);

/** One page of the payments (a status, or all); the last page stays while the next loads. */
export const usePayments = (query: AdminPaymentQuery) =>
  useQuery({
    queryKey: ['admin', 'payments', query],
    queryFn: ({ signal }) => api(adminPaymentEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
