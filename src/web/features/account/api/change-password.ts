import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChangePasswordBody, type OkResponse } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountSecurityQueryKey } from './get-account-security';

export { ChangePasswordBody };

/** Changes the password; the server ends the other sessions and renews this one. */
export const changePassword = (body: ChangePasswordBody): Promise<OkResponse> =>
  apiClient.post<OkResponse>('/auth/password/change', body);

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey }),
  });
};
