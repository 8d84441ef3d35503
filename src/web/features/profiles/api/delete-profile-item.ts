import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import type { ProfileItemKind } from './get-profile-items';
import { profileKeys } from './query-keys';

const deleteEndpoints = {
  experiences: profileEndpoints.deleteExperience,
  education: profileEndpoints.deleteEducation,
  skills: profileEndpoints.deleteSkill,
  portfolio: profileEndpoints.deletePortfolioItem,
} satisfies Record<ProfileItemKind, unknown>;

/** Deletes an item of one's own sub-list (after the confirmation of 000 §5). */
export const deleteProfileItem = (kind: ProfileItemKind, itemId: string) =>
  api(deleteEndpoints[kind], { params: { itemId } });

export const useDeleteProfileItem = (profileId: string, kind: ProfileItemKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteProfileItem(kind, itemId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(profileId, kind) }),
  });
};
