import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints } from '../../../../common/contracts/profiles';
import { api } from '../../../lib/api';
import type { ProfileItemBodyOf, ProfileItemKind, ProfileItemOf } from './get-profile-items';
import { profileKeys } from './query-keys';

export interface SaveProfileItemInput<K extends ProfileItemKind> {
  /** Absent: a new item; present: the item to replace (a PATCH takes the whole item). */
  itemId?: string;
  body: ProfileItemBodyOf<K>;
}

type SaveItem = { [K in ProfileItemKind]: (input: SaveProfileItemInput<K>) => Promise<ProfileItemOf<K>> };

const saveItem: SaveItem = {
  experiences: ({ itemId, body }) =>
    itemId
      ? api(profileEndpoints.updateExperience, { params: { itemId }, body })
      : api(profileEndpoints.createExperience, { body }),
  education: ({ itemId, body }) =>
    itemId
      ? api(profileEndpoints.updateEducation, { params: { itemId }, body })
      : api(profileEndpoints.createEducation, { body }),
  skills: ({ itemId, body }) =>
    itemId
      ? api(profileEndpoints.updateSkill, { params: { itemId }, body })
      : api(profileEndpoints.createSkill, { body }),
  portfolio: async ({ itemId, body: { image, removeImage, ...body } }) => {
    const saved = itemId
      ? await api(profileEndpoints.updatePortfolioItem, { params: { itemId }, body })
      : await api(profileEndpoints.createPortfolioItem, { body });
    const params = { itemId: saved.id };
    if (image)
      return api(profileEndpoints.uploadPortfolioImage, { params, file: image, fileName: image.name });
    if (removeImage && (saved.imageUrl || saved.imageLink)) {
      return api(profileEndpoints.removePortfolioImage, { params });
    }
    return saved;
  },
};

/** Creates or replaces an item of one's own sub-list; the server checks the rules of 000 §5 again. */
export const saveProfileItem = <K extends ProfileItemKind>(
  kind: K,
  input: SaveProfileItemInput<K>,
): Promise<ProfileItemOf<K>> => saveItem[kind](input);

export const useSaveProfileItem = <K extends ProfileItemKind>(profileId: string, kind: K) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProfileItemInput<K>) => saveProfileItem(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(profileId, kind) }),
  });
};
