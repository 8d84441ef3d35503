import { startRegistration } from '@simplewebauthn/browser';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoFactorEndpoints as e } from '../../../../common/contracts/two-factor';
import { api } from '../../../lib/api';
import { sessionQueryKey } from '../../../lib/session';
import { withReauth } from '../../auth';
import { accountSecurityQueryKey } from './get-account-security';

export const secondFactorsQueryKey = ['account', 'second-factors'] as const;

/** The member's authenticator, recovery codes left, and passkeys. */
export const getSecondFactors = ({ signal }: { signal?: AbortSignal } = {}) => api(e.status, { signal });

export const useSecondFactors = () =>
  useQuery(queryOptions({ queryKey: secondFactorsQueryKey, queryFn: getSecondFactors }));

/** After a change: the list, the proof methods and the session's `secondFactor` flag are read again. */
export const useRefreshSecondFactors = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: secondFactorsQueryKey }),
      queryClient.invalidateQueries({ queryKey: accountSecurityQueryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
    ]);
};

/** A new secret to enrol (a recent proof is needed: the dialog asks for one). */
export const useSetupTotp = () => useMutation({ mutationFn: withReauth(() => api(e.setupTotp)) });

/** Confirms the enrolment; the caller refreshes once the recovery codes were dismissed. */
export const useEnableTotp = () =>
  useMutation({ mutationFn: (code: string) => api(e.enableTotp, { body: { code } }) });

export const useDisableTotp = () => {
  const refresh = useRefreshSecondFactors();
  return useMutation({
    mutationFn: (code: string) => api(e.disableTotp, { body: { code } }),
    onSuccess: () => refresh(),
  });
};

export const useRenewRecoveryCodes = () =>
  useMutation({ mutationFn: (code: string) => api(e.renewRecoveryCodes, { body: { code } }) });

/** Creates a passkey in the browser (its own dialog) and stores it under `name`. */
const addPasskey = async (name: string) => {
  const { options } = await api(e.passkeyRegistrationOptions);
  const credential = await startRegistration({
    optionsJSON: options as unknown as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  return api(e.addPasskey, { body: { name, credential: credential as unknown as never } });
};

export const useAddPasskey = () => {
  const refresh = useRefreshSecondFactors();
  return useMutation({ mutationFn: withReauth(addPasskey), onSuccess: () => refresh() });
};

export const useRenamePasskey = () => {
  const refresh = useRefreshSecondFactors();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      api(e.renamePasskey, { params: { id }, body: { name } }),
    onSuccess: () => refresh(),
  });
};

export const useRemovePasskey = () => {
  const refresh = useRefreshSecondFactors();
  return useMutation({
    mutationFn: withReauth((id: string) => api(e.removePasskey, { params: { id } })),
    onSuccess: () => refresh(),
  });
};
