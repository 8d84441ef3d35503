import {
  type AdminUserRow,
  adminUsersEndpoints,
  UpdateAdminUserBody,
} from '../../../../common/contracts/admin-users';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';
import { adminUsersQueryKey } from './get-admin-users';

export { UpdateAdminUserBody };

/** Saves a row's inline edit: name, role, featured flag. */
export const updateAdminUser = (userId: string, body: UpdateAdminUserBody): Promise<AdminUserRow> =>
  api(adminUsersEndpoints.update, { params: { userId }, body });

/** The list and the counters are read again after a save. */
export const useUpdateAdminUser = () =>
  useAdminMutation(
    ({ userId, body }: { userId: string; body: UpdateAdminUserBody }) => updateAdminUser(userId, body),
    [adminUsersQueryKey],
  );
