import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, ChangePasswordBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';
import { accountSecurityQueryKey } from './get-account-security';

export { ChangePasswordBody };

/** Changes the password; the server ends the other sessions and renews this one. */
export const changePassword = (body: ChangePasswordBody) => api(authEndpoints.changePassword, { body });

export const useChangePassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The security counts and the sessions list (`['account', …]`) changed with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [accountSecurityQueryKey[0]] }),
  });
};
