import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedPaths, type PostItem, UpdatePostBody } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { updatePostInLists } from './post-cache';
import { withId } from './query-keys';

export { UpdatePostBody };

/** Saves the post's new text and its final list of media (the ones left out are removed). */
export const updatePost = (postId: string, body: UpdatePostBody) =>
  apiClient.patch<PostItem>(withId(feedPaths.post, postId), body);

export const useUpdatePost = (postId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePostBody) => updatePost(postId, body),
    onSuccess: (post) => {
      updatePostInLists(queryClient, postId, () => post);
      void queryClient.invalidateQueries({ queryKey: ['feed', 'hashtags'] });
    },
  });
};
