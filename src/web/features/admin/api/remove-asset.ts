import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../common/contracts/admin';
import type { OkResponse } from '../../../../common/contracts/auth';
import type { AssetSlot, PublicSettings } from '../../../../common/contracts/settings';
import { api } from '../../../lib/api';
import { publicSettingsQueryKey } from '../../../lib/public-settings';

/** Empties an image slot: the site goes back to its default image. */
export const removeAsset = (slot: AssetSlot): Promise<OkResponse> =>
  api(adminEndpoints.removeAsset, { params: { slot } });

export const useRemoveAsset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAsset,
    onSuccess: (_result, slot) => {
      queryClient.setQueryData<PublicSettings>(publicSettingsQueryKey, (current) =>
        current ? { ...current, assets: { ...current.assets, [slot]: null } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
};
