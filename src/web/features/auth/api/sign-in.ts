import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints, SignInBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';
import { applyAccountLanguage, sessionQueryKey } from '../../../lib/session';

export { SignInBody };

/** Signs in with e-mail and password; the server sets the session cookie. */
export const signIn = (body: SignInBody) => api(authEndpoints.signIn, { body });

export const useSignIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (session) => {
      // `user: null`: a second factor is awaited (the dialog asks for it), no session yet.
      if (!session.user) return;
      queryClient.setQueryData(sessionQueryKey, { user: session.user });
      applyAccountLanguage(session.user, true);
    },
  });
};
