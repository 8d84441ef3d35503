import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, SetPasswordBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';
import { withReauth } from '../../auth';
import { accountSecurityQueryKey } from './get-account-security';

export { SetPasswordBody };

/** Sets a first password (accounts opened by magic link); the other sessions end. */
export const setPassword = (body: SetPasswordBody) => api(authEndpoints.setPassword, { body });

export const useSetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withReauth(setPassword),
    // The security counts and the sessions list (`['account', …]`) changed with it.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [accountSecurityQueryKey[0]] }),
  });
};
