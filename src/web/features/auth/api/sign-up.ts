import { useMutation } from '@tanstack/react-query';
import { type OkResponse, SignUpBody } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';

export { SignUpBody };

/** Creates the account and sends the confirmation mail; no session until the address is confirmed. */
export const signUp = (body: SignUpBody): Promise<OkResponse> =>
  apiClient.post<OkResponse>('/auth/sign-up', body);

export const useSignUp = () => useMutation({ mutationFn: signUp });
