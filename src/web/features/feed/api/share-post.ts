import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedPaths, type ShareResponse } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { updatePostInLists } from './post-cache';
import { withId } from './query-keys';

/** Records a share (microblog_shares) and answers the link to copy. */
export const sharePost = (postId: string) => apiClient.post<ShareResponse>(withId(feedPaths.share, postId));

export const useSharePost = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sharePost,
    onSuccess: (result, postId) =>
      updatePostInLists(queryClient, postId, (post) => ({ ...post, shareCount: result.shareCount })),
  });
};
