import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type AdminUserRow,
  adminUsersEndpoints,
  UpdateAdminUserBody,
} from '../../../../common/contracts/admin-users';
import { api } from '../../../lib/api';
import { adminUsersQueryKey } from './get-admin-users';

export { UpdateAdminUserBody };

/** Saves a row's inline edit: name, role, featured flag. */
export const updateAdminUser = (userId: string, body: UpdateAdminUserBody): Promise<AdminUserRow> =>
  api(adminUsersEndpoints.update, { params: { userId }, body });

/** The list and the counters are read again after a save. */
export const useUpdateAdminUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: UpdateAdminUserBody }) =>
      updateAdminUser(userId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
