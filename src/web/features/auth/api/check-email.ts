import { useMutation } from '@tanstack/react-query';
import { EmailCheckBody, type EmailCheckResponse } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export { EmailCheckBody };

/** Whether an account uses this address, and whether it is confirmed (asked before sign-up). */
export const checkEmail = (body: EmailCheckBody): Promise<EmailCheckResponse> =>
  apiClient.post<EmailCheckResponse>('/auth/email-check', body);

export const useCheckEmail = () => useMutation({ mutationFn: checkEmail });
