import { adminUsersEndpoints } from '../../../../common/contracts/admin-users';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';
import { adminUsersQueryKey } from './get-admin-users';

/** Deletes a member's account and everything of it. */
export const deleteUser = (userId: string): Promise<{ ok: true }> =>
  api(adminUsersEndpoints.remove, { params: { userId } });

export const useDeleteUser = () => useAdminMutation(deleteUser, [adminUsersQueryKey]);
