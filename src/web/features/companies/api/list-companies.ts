import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyEndpoints } from '../../../../common/contracts/companies';
import { directoryQuery } from '../../../components/directory/directory-query';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-client';
import type { CompanyFilters } from '../utils/filters';
import { companyKeys } from './query-keys';

/** One page of 30 active companies (the server counts the read against the viewing limits). */
export const listCompanies = (filters: CompanyFilters, signal?: AbortSignal) =>
  api(companyEndpoints.list, {
    query: directoryQuery(filters),
    signal,
  });

/** Each read counts: no refetch on focus, and a refusal is not retried (it would count again). */
export const useListCompanies = (filters: CompanyFilters) =>
  useQuery({
    queryKey: companyKeys.list(filters),
    queryFn: ({ signal }) => listCompanies(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: (count, error) => !isApiError(error) && count < 2,
  });
