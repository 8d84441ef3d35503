import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfessionalStatusesResponse } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { profileKeys } from './query-keys';

/** Active professional statuses, by label (000 §7). */
export const getProfessionalStatuses = (signal?: AbortSignal): Promise<ProfessionalStatusesResponse> =>
  apiClient.get<ProfessionalStatusesResponse>('/professional-statuses', { signal });

export const getProfessionalStatusesQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.statuses,
    queryFn: ({ signal }) => getProfessionalStatuses(signal),
    staleTime: 60 * 60_000,
  });

export const useProfessionalStatuses = () => useQuery(getProfessionalStatusesQueryOptions());
