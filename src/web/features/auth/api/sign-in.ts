import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SessionResponse, SignInBody } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

export { SignInBody };

/** Signs in with e-mail and password; the server sets the session cookie. */
export const signIn = (body: SignInBody): Promise<SessionResponse> =>
  apiClient.post<SessionResponse>('/auth/sign-in', body);

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      queryClient.setQueryData(sessionQueryKey, session);
    },
  });
};
