import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  type CompanyAdminListQuery,
  type CompanyBody,
  type CompanyDetail,
  companyEndpoints,
} from '../../../../common/contracts/companies';
import { api } from '../../../lib/api';
import { companyKeys } from './query-keys';

type Body = z.output<typeof CompanyBody>;

/** Adds a company, or saves one (`id`), then refreshes the directory's lists. */
export const useSaveCompany = (id?: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      id ? api(companyEndpoints.update, { params: { id }, body }) : api(companyEndpoints.create, { body }),
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
};

export const uploadCompanyLogo = (id: string, file: Blob) =>
  api(companyEndpoints.uploadLogo, { params: { id }, file, fileName: 'logo' });

export const removeCompanyLogo = (id: string) => api(companyEndpoints.removeLogo, { params: { id } });

export const useSetCompanyActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      api(companyEndpoints.setActive, { params: { id }, body: { active } }),
    onSuccess: (company: CompanyDetail) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      void queryClient.invalidateQueries({ queryKey: companyKeys.all });
    },
  });
};

export const useDeleteCompany = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(companyEndpoints.remove, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
};

/** The back office list: every company, inactive ones included. */
export const useAdminCompanies = (query: z.input<typeof CompanyAdminListQuery>) =>
  useQuery({
    queryKey: companyKeys.admin(query),
    queryFn: ({ signal }) => api(companyEndpoints.adminList, { query, signal }),
    placeholderData: keepPreviousData,
  });
