import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedPaths } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { removePostFromLists } from './post-cache';
import { feedKeys, withId } from './query-keys';

/** Deletes a post with its comments, likes and media (author or admin). */
export const deletePost = (postId: string) => apiClient.delete<void>(withId(feedPaths.post, postId));

export const useDeletePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_, postId) => {
      removePostFromLists(queryClient, postId);
      void queryClient.invalidateQueries({ queryKey: feedKeys.summary });
      void queryClient.invalidateQueries({ queryKey: ['feed', 'hashtags'] });
    },
  });
};
