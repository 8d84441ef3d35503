import { useQuery } from '@tanstack/react-query';
import type { pricingEndpoints } from '../../../../common/contracts/pricing';
import { endpointRef } from '../../../../common/endpoint';
import { api } from '../../../lib/api';

const list = endpointRef<typeof pricingEndpoints.list>('GET', '/pricing');

export const pricingQueryKey = ['pricing'] as const;

/** The offers of /pricing, by position (a handful). */
export const usePricing = () =>
  useQuery({
    queryKey: pricingQueryKey,
    queryFn: ({ signal }) => api(list, { signal }),
    staleTime: 5 * 60_000,
  });
