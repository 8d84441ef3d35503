import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminUsersEndpoints } from '../../../../common/contracts/admin-users';
import { api } from '../../../lib/api';
import { adminUsersQueryKey } from './get-admin-users';

/** Deletes a member's account and everything of it. */
export const deleteUser = (userId: string): Promise<{ ok: true }> =>
  api(adminUsersEndpoints.remove, { params: { userId } });

export const useDeleteUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
