import { useQuery } from '@tanstack/react-query';
import {
  type AdminEmailCreateBody,
  type AdminEmailUpdateBody,
  adminEmailEndpoints as e,
} from '../../../../common/contracts/admin-emails';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';

const key = ['admin', 'notification-emails'] as const;

export const useAdminEmails = () =>
  useQuery({ queryKey: key, queryFn: ({ signal }) => api(e.list, { signal }) });

const refresh = [key];

export const useAddAdminEmail = () =>
  useAdminMutation((body: AdminEmailCreateBody) => api(e.create, { body }), refresh);

export const useUpdateAdminEmail = () =>
  useAdminMutation(
    ({ id, body }: { id: string; body: AdminEmailUpdateBody }) =>
      api(e.update, { params: { emailId: id }, body }),
    refresh,
  );

export const useDeleteAdminEmail = () =>
  useAdminMutation((id: string) => api(e.remove, { params: { emailId: id } }), refresh);
