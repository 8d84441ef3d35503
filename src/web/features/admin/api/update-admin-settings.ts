import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../common/contracts/admin';
import { type AdminSettings, UpdateAdminSettingsBody } from '../../../../common/contracts/settings';
import { api } from '../../../lib/api';
import { publicSettingsQueryKey } from '../../../lib/public-settings';
import { adminSettingsQueryKey } from './get-admin-settings';

export { UpdateAdminSettingsBody };

/** Saves the toggles given (000 §4 "Settings": applied at once). */
export const updateAdminSettings = (body: UpdateAdminSettingsBody): Promise<AdminSettings> =>
  api(adminEndpoints.updateSettings, { body });

/**
 * Optimistic: the switch moves at once and moves back if the server refuses. The caller tells the
 * admin about a failure (it has the texts).
 */
export const useUpdateAdminSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSettings,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: adminSettingsQueryKey });
      const previous = queryClient.getQueryData<AdminSettings>(adminSettingsQueryKey);
      if (previous) queryClient.setQueryData<AdminSettings>(adminSettingsQueryKey, { ...previous, ...body });
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(adminSettingsQueryKey, context.previous);
    },
    onSuccess: (settings) => {
      queryClient.setQueryData(adminSettingsQueryKey, settings);
    },
    onSettled: () => {
      // The AI switch is also part of what every page reads.
      void queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey });
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
};
