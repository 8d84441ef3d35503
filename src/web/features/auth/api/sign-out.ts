import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';
import { sessionQueryKey } from './get-session';

/** Ends the session; the server clears the cookie. */
export const signOut = () => api(authEndpoints.signOut);

export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      // Nothing cached for the member may outlive the session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
};
