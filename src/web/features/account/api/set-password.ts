import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type OkResponse, SetPasswordBody } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { accountSecurityQueryKey } from './get-account-security';

export { SetPasswordBody };

/** Sets a first password (accounts opened by magic link); the other sessions end. */
export const setPassword = (body: SetPasswordBody): Promise<OkResponse> =>
  apiClient.post<OkResponse>('/auth/password/set', body);

export const useSetPassword = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey }),
  });
};
