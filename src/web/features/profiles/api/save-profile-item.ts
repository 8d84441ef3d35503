import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { ProfileItemBodyOf, ProfileItemKind, ProfileItemOf } from './get-profile-items';
import { profileKeys } from './query-keys';

export interface SaveProfileItemInput<K extends ProfileItemKind> {
  /** Absent: a new item; present: the item to replace (a PATCH takes the whole item). */
  itemId?: string;
  body: ProfileItemBodyOf<K>;
}

/** Creates or replaces an item of one's own sub-list; the server checks the rules of 000 §5 again. */
export const saveProfileItem = <K extends ProfileItemKind>(
  kind: K,
  { itemId, body }: SaveProfileItemInput<K>,
): Promise<ProfileItemOf<K>> =>
  itemId
    ? apiClient.patch<ProfileItemOf<K>>(`/profiles/me/${kind}/${itemId}`, body)
    : apiClient.post<ProfileItemOf<K>>(`/profiles/me/${kind}`, body);

export const useSaveProfileItem = <K extends ProfileItemKind>(profileId: string, kind: K) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveProfileItemInput<K>) => saveProfileItem(kind, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(profileId, kind) }),
  });
};
