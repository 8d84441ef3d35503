import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CompanyMapQuery, companyEndpoints } from '../../../../common/contracts/companies';
import { api } from '../../../lib/api';
import { companyKeys } from './query-keys';

/** The company map's points and filter options (admins: 001 §2.14); the last answer stays while a filter loads. */
export const useCompanyMap = (query: CompanyMapQuery) =>
  useQuery({
    queryKey: companyKeys.map(query),
    queryFn: () => api(companyEndpoints.map, { query }),
    placeholderData: keepPreviousData,
  });
