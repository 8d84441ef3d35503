import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { profileKeys } from './query-keys';

/** Active professional statuses, by label (000 §7). */
export const getProfessionalStatuses = (signal?: AbortSignal) => api(profileEndpoints.statuses, { signal });

export const getProfessionalStatusesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.statuses,
    queryFn: ({ signal }) => getProfessionalStatuses(signal),
    staleTime: 60 * 60_000,
  });

export const useProfessionalStatuses = () => useQuery(getProfessionalStatusesQueryOptions());
