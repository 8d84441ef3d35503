import { useMutation } from '@tanstack/react-query';
import { authEndpoints, ResendVerificationBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

export { ResendVerificationBody };

/** Sends the confirmation mail again to an address whose account is not confirmed. */
export const resendVerification = (body: ResendVerificationBody) =>
  api(authEndpoints.resendVerification, { body });

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
