import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { updatePostInLists } from './post-cache';

/** Records a share (microblog_shares) and answers the link to copy. */
export const sharePost = (postId: string) => api(feedEndpoints.share, { params: { id: postId } });

export const useSharePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sharePost,
    onSuccess: (result, postId) =>
      updatePostInLists(queryClient, postId, (post) => ({ ...post, shareCount: result.shareCount })),
  });
};
