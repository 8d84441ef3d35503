import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/clear-session';

/** Ends the session; the server clears the cookie. */
export const signOut = () => api(authEndpoints.signOut);

export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => clearSession(queryClient),
  });
};
