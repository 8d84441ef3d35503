import { useMutation } from '@tanstack/react-query';
import { authEndpoints, ForgotPasswordBody, ResetPasswordBody } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';

export { ForgotPasswordBody, ResetPasswordBody };

/** "Mot de passe oublié ?": mails a recovery link (the same answer whether the address is known or not). */
export const useForgotPassword = () =>
  useMutation({ mutationFn: (body: ForgotPasswordBody) => api(authEndpoints.forgotPassword, { body }) });

/** The new password of a recovery link; every session ends (sign in again afterwards). */
export const useResetPassword = () =>
  useMutation({ mutationFn: (body: ResetPasswordBody) => api(authEndpoints.resetPassword, { body }) });
