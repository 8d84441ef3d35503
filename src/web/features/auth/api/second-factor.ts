import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInResponse } from '../../../../common/contracts/auth';
import { type SecondFactorBody, twoFactorEndpoints } from '../../../../common/contracts/two-factor';
import { api } from '../../../lib/api';
import { applyAccountLanguage, sessionQueryKey } from '../../../lib/session';

/** The second step of a sign-in begun in this browser (a code, or a recovery code). */
export const submitSecondFactor = (body: SecondFactorBody) => api(twoFactorEndpoints.secondFactor, { body });

/** "Se connecter avec une clé d'accès": the browser's passkey, over the server's challenge. */
export const signInWithPasskey = async (): Promise<SignInResponse> => {
  const { options } = await api(twoFactorEndpoints.passkeySignInOptions);
  const credential = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return api(twoFactorEndpoints.passkeySignIn, {
    body: { credential: credential as unknown as Record<string, unknown> as never },
  });
};

/** A sign-in that ended with a member: the session is theirs from now on. */
const useSignedIn = () => {
  const queryClient = useQueryClient();
  return (session: SignInResponse) => {
    if (!session.user) return;
    queryClient.setQueryData(sessionQueryKey, { user: session.user });
    applyAccountLanguage(session.user, true);
  };
};

export const useSecondFactor = () =>
  useMutation({ mutationFn: submitSecondFactor, onSuccess: useSignedIn() });

export const usePasskeySignIn = () =>
  useMutation({ mutationFn: signInWithPasskey, onSuccess: useSignedIn() });
