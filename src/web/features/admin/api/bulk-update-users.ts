import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminUsersEndpoints,
  type BulkUsersBody,
  type BulkUsersResponse,
} from '../../../../common/contracts/admin-users';
import { api } from '../../../lib/api';
import { adminUsersQueryKey } from './get-admin-users';

/** One action (suspend, block, certify, feature or a reverse) on the selected members. */
export const bulkUpdateUsers = (body: BulkUsersBody): Promise<BulkUsersResponse> =>
  api(adminUsersEndpoints.bulk, { body });

export const useBulkUpdateUsers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateUsers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
  });
};
