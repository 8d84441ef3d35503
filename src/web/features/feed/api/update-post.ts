import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedEndpoints, UpdatePostBody } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { updatePostInLists } from './post-cache';

export { UpdatePostBody };

/** Saves the post's new text and its final list of media (the ones left out are removed). */
export const updatePost = (postId: string, body: UpdatePostBody) =>
  api(feedEndpoints.updatePost, { params: { id: postId }, body });

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
