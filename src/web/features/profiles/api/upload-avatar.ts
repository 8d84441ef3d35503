import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileView, profileEndpoints } from '../../../../common/contracts/profiles';
import { upload } from '../../../lib/upload';
import { refreshOwnProfile } from './profile-cache';
import { profileKeys } from './query-keys';

/**
 * Sends the cropped avatar. The server re-encodes it, stores it under `avatars/{userId}/…` and clears
 * the recrop flag; it fails with the API's codes (avatar_too_large, avatar_not_image…).
 */
export const uploadAvatar = ({ image, signal, onProgress }: AvatarUpload) =>
  upload(profileEndpoints.uploadAvatar, { file: image, fileName: 'avatar.jpg', signal, onProgress });

/** The cropped picture, the cancel signal and who hears the progress (0 to 1). */
export interface AvatarUpload {
  image: Blob;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}

export const useUploadAvatar = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: ({ avatarUrl }) => {
      // The new picture shows at once; the refetch then brings the completion step.
      queryClient.setQueryData<ProfileView>(profileKeys.me, (current) =>
        current ? { ...current, avatarUrl, avatarNeedsRecrop: false } : current,
      );
      return refreshOwnProfile(queryClient);
    },
  });
};
