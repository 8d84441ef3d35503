import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type AdminEmailCreateBody,
  type AdminEmailUpdateBody,
  adminEmailEndpoints as e,
} from '../../../../common/contracts/admin-emails';
import { api } from '../../../lib/api';

const key = ['admin', 'notification-emails'] as const;

export const useAdminEmails = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api(e.list, { signal }) });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
};

export const useAddAdminEmail = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AdminEmailCreateBody) => api(e.create, { body }),
    onSettled: refresh,
  });
};

export const useUpdateAdminEmail = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminEmailUpdateBody }) =>
      api(e.update, { params: { emailId: id }, body }),
    onSettled: refresh,
  });
};

export const useDeleteAdminEmail = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api(e.remove, { params: { emailId: id } }),
    onSettled: refresh,
  });
};
