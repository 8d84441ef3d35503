import { useMutation } from '@tanstack/react-query';
import { authEndpoints, EmailCheckBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

export { EmailCheckBody };

/** Whether an account uses this address, and whether it is confirmed (asked before sign-up). */
export const checkEmail = (body: EmailCheckBody) => api(authEndpoints.checkEmail, { body });

export const useCheckEmail = () => useMutation({ mutationFn: checkEmail });
