import { useMutation } from '@tanstack/react-query';
import { authEndpoints, SignUpBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

export { SignUpBody };

/** Creates the account and sends the confirmation mail; no session until the address is confirmed. */
export const signUp = (body: SignUpBody) => api(authEndpoints.signUp, { body });

export const useSignUp = () => useMutation({ mutationFn: signUp });
