import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../common/contracts/admin';
import type { AssetSlot, AssetUploadResponse, PublicSettings } from '../../../../common/contracts/settings';
import { api } from '../../../lib/api';
import { publicSettingsQueryKey } from '../../../lib/public-settings';

export interface UploadAssetInput {
  slot: AssetSlot;
  file: File;
}

/** Uploads an image to a dashboard slot; fails with the API's `ApiError` codes (413, 415…). */
export const uploadAsset = ({ slot, file }: UploadAssetInput): Promise<AssetUploadResponse> =>
  api(adminEndpoints.uploadAsset, { params: { slot }, file, fileName: file.name });

export const useUploadAsset = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAsset,
    onSuccess: ({ slot, url }) => {
      queryClient.setQueryData<PublicSettings>(publicSettingsQueryKey, (current) =>
        current ? { ...current, assets: { ...current.assets, [slot]: url } } : current,
      );
      void queryClient.invalidateQueries({ queryKey: publicSettingsQueryKey });
    },
  });
};
