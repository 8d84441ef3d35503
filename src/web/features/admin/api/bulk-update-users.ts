import {
  adminUsersEndpoints,
  type BulkUsersBody,
  type BulkUsersResponse,
} from '../../../../common/contracts/admin-users';
import { useAdminMutation } from '../../../components/admin/use-admin-mutation';
import { api } from '../../../lib/api';
import { adminUsersQueryKey } from './get-admin-users';

/** One action (suspend, block, certify, feature or a reverse) on the selected members. */
export const bulkUpdateUsers = (body: BulkUsersBody): Promise<BulkUsersResponse> =>
  api(adminUsersEndpoints.bulk, { body });

export const useBulkUpdateUsers = () => useAdminMutation(bulkUpdateUsers, [adminUsersQueryKey]);
