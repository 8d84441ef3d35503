import { authEndpoints, ReauthenticateBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

export { ReauthenticateBody };

/** Proves again who the member is (issue 33 §3): `proven` at once, or `mail_sent` (follow the link). */
export const reauthenticate = (body: ReauthenticateBody) => api(authEndpoints.reauthenticate, { body });

/** How this member can prove it (the dialog shows one section per method). */
export const getProofMethods = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api(authEndpoints.security, { signal })).proofMethods;

type PasskeyProofBody = Extract<ReauthenticateBody, { method: 'passkey' }>;

/** Proves it with one of the member's passkeys: the browser signs the server's challenge. */
export const reauthenticateWithPasskey = async () => {
  const [{ startAuthentication }, { options }] = await Promise.all([
    import('@simplewebauthn/browser'),
    api(authEndpoints.reauthenticatePasskeyOptions),
  ]);
  const credential = await startAuthentication({
    optionsJSON: options as unknown as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return reauthenticate({
    method: 'passkey',
    credential: credential as unknown as PasskeyProofBody['credential'],
  });
};
