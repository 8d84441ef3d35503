import { useMutation } from '@tanstack/react-query';
import { authEndpoints, MagicLinkBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

export { MagicLinkBody };

/** Mails a one-time sign-in link; it lands on /profile/complete (or `redirect`) signed in. */
export const sendMagicLink = (body: MagicLinkBody) => api(authEndpoints.magicLink, { body });

export const useSendMagicLink = () => useMutation({ mutationFn: sendMagicLink });
