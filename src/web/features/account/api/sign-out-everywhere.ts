import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '../../../../common/contracts/auth';
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/clear-session';

/** Ends every session of the member, this one included. */
export const signOutEverywhere = () => api(authEndpoints.signOutEverywhere);

export const useSignOutEverywhere = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => clearSession(queryClient),
  });
};
