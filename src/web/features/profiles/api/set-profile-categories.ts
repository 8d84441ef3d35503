import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileCategoriesBody, profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import { refreshOwnProfile } from './profile-cache';

export { ProfileCategoriesBody };

/** The category picker of /profile/categories: replaces the member's categories (0 to 7). */
export const setProfileCategories = (body: ProfileCategoriesBody) =>
  api(profileEndpoints.setCategories, { body });

export const useSetProfileCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileCategories,
    onSuccess: (profile) => refreshOwnProfile(queryClient, profile),
  });
};
