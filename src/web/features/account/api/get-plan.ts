import { queryOptions, useQuery } from '@tanstack/react-query';
import { paymentEndpoints } from '../../../../common/contracts/pricing';
import { api } from '../../../lib/api';

/** The offer the signed-in member holds (null: none). */
export const getPlan = (signal?: AbortSignal) => api(paymentEndpoints.plan, { signal });

export const getPlanQueryOptions = () =>
  queryOptions({ queryKey: ['account', 'plan'], queryFn: ({ signal }) => getPlan(signal) });

export const usePlan = () => useQuery(getPlanQueryOptions());
