import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProfileCategoriesBody, type ProfileView } from '../../../../common/contracts/profiles';
import { apiClient } from '../../../lib/api-client';
import { refreshOwnProfile } from './profile-cache';

export { ProfileCategoriesBody };

/** The category picker of /profile/categories: replaces the member's categories (0 to 7). */
export const setProfileCategories = (body: ProfileCategoriesBody): Promise<ProfileView> =>
  apiClient.put<ProfileView>('/profiles/me/categories', body);

export const useSetProfileCategories = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProfileCategories,
    onSuccess: (profile) => refreshOwnProfile(queryClient, profile),
  });
};
