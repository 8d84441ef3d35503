import { useQuery } from '@tanstack/react-query';
import { companyEndpoints } from '../../../../common/contracts/companies';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import { companyKeys } from './query-keys';

/** One company; a refusal, an unknown or inactive company is not retried. */
export const useCompany = (id: string | undefined) =>
  useQuery({
    queryKey: companyKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api(companyEndpoints.get, { params: { id: id ?? '' }, signal }),
    enabled: Boolean(id),
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isApiError(error) && count < 2,
  });
