import { useMutation } from '@tanstack/react-query';
import { type OkResponse, ResendVerificationBody } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export { ResendVerificationBody };

/** Sends the confirmation mail again to an address whose account is not confirmed. */
export const resendVerification = (body: ResendVerificationBody): Promise<OkResponse> =>
  apiClient.post<OkResponse>('/auth/verification-email', body);

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
