import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

/** Ends the session; the server clears the cookie. */
export const signOut = (): Promise<OkResponse> => apiClient.post<OkResponse>('/auth/sign-out');

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
