import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OkResponse } from '../../../../common/contracts/auth';
import { apiClient } from '../../../lib/api-client';
import type { ProfileItemKind } from './get-profile-items';
import { profileKeys } from './query-keys';

/** Deletes an item of one's own sub-list (after the confirmation of 000 §5). */
export const deleteProfileItem = (kind: ProfileItemKind, itemId: string): Promise<OkResponse> =>
  apiClient.delete<OkResponse>(`/profiles/me/${kind}/${itemId}`);

export const useDeleteProfileItem = (profileId: string, kind: ProfileItemKind) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => deleteProfileItem(kind, itemId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.items(profileId, kind) }),
  });
};
