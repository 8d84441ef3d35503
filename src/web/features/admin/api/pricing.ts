import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminPaymentQuery,
  adminPaymentEndpoints,
  adminPricingEndpoints as e,
  PricingBody,
  type PricingInput,
} from '../../../../common/contracts/pricing';
import { api } from '../../../lib/api';

export { PricingBody };

const key = ['admin', 'pricing'] as const;

export const useAdminPricing = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api(e.list, { signal }) });

/** Every change reads the list and the public page again. */
const useRefresh = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['pricing'] }),
    ]);
};

/** Adds (no id) or saves an offer. */
export const useSavePricing = (id: string | null) => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PricingInput) =>
      id === null ? api(e.create, { body }) : api(e.update, { params: { offerId: id }, body }),
    onSettled: refresh,
  });
};

export const useDeletePricing = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(e.remove, { params: { offerId: id } }),
    onSettled: refresh,
  });
};

export const useReorderPricing = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) => api(e.reorder, { body: { ids } }),
    onSettled: refresh,
  });
};

/** One page of the payments (a status, or all); the last page stays while the next loads. */
export const usePayments = (query: AdminPaymentQuery) =>
  useQuery({
    queryKey: ['admin', 'payments', query],
    queryFn: ({ signal }) => api(adminPaymentEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
