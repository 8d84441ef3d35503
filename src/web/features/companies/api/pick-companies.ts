import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyEndpoints, companyLimits } from '../../../../common/contracts/companies';
import { api } from '../../../lib/api';
import { companyKeys } from './query-keys';

/** The job form's picker: active companies whose name holds the text, from 2 characters. */
export const usePickCompanies = (q: string) => {
  const text = q.trim();
  return useQuery({
    queryKey: companyKeys.pick(text),
    queryFn: ({ signal }) => api(companyEndpoints.pick, { query: { q: text }, signal }),
    enabled: Array.from(text).length >= companyLimits.pickerQueryMin,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    retry: false,
  });
};
