import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ProfileView, profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { refreshOwnProfile } from './profile-cache';
import { profileKeys } from './query-keys';

/**
 * Sends the cropped avatar. The server re-encodes it, stores it under `avatars/{userId}/…` and clears
 * the recrop flag; it fails with the API's codes (avatar_too_large, avatar_not_image…).
 */
export const uploadAvatar = (image: Blob) =>
  api(profileEndpoints.uploadAvatar, { file: image, fileName: 'avatar.jpg' });

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
