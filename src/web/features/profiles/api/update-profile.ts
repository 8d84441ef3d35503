import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, UpdateProfileBody } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { refreshOwnProfile } from './profile-cache';

export { UpdateProfileBody };

/** The profile page's edit mode: the main fields of one's own profile (000 §5 "Profile edit"). */
export const updateProfile = (body: UpdateProfileBody) => api(profileEndpoints.updateOwn, { body });

export const useUpdateProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => refreshOwnProfile(queryClient, profile),
  });
};
