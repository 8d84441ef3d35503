import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';
import { sessionQueryKey } from '../../auth/api/get-session';

/** Ends every session of the member, this one included. */
export const signOutEverywhere = () => api(authEndpoints.signOutEverywhere);

export const useSignOutEverywhere = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => {
      // As after a sign-out: nothing cached for the member outlives the session.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
};
