import { useMutation } from '@tanstack/react-query';
import { MagicLinkBody, type OkResponse } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export { MagicLinkBody };

/** Mails a one-time sign-in link; it lands on /profile/complete (or `redirect`) signed in. */
export const sendMagicLink = (body: MagicLinkBody): Promise<OkResponse> =>
  apiClient.post<OkResponse>('/auth/magic-link', body);

export const useSendMagicLink = () => useMutation({ mutationFn: sendMagicLink });
