import { authEndpoints, ReauthenticateBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

export { ReauthenticateBody };

/** Proves again who the member is (issue 33 §3): `proven` at once, or `mail_sent` (follow the link). */
export const reauthenticate = (body: ReauthenticateBody) => api(authEndpoints.reauthenticate, { body });

/** How this member can prove it (the dialog shows one section per method). */
export const getProofMethods = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api(authEndpoints.security, { signal })).proofMethods;
