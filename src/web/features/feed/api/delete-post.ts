import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { removePostFromLists } from './post-cache';
import { feedKeys } from './query-keys';

/** Deletes a post with its comments, likes and media (author or admin). */
export const deletePost = (postId: string) => api(feedEndpoints.deletePost, { params: { id: postId } });

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
