import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreateCommentBody, feedEndpoints, feedLimits } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { updatePostInLists } from './post-cache';
import { feedKeys } from './query-keys';

export { CreateCommentBody };

/** Adds a comment (500 characters). */
export const createComment = (postId: string, body: CreateCommentBody) =>
  api(feedEndpoints.createComment, { params: { id: postId }, body });

/** The comment joins the post's preview (the latest 2) and its count; the full list is refetched. */
export const useCreateComment = (postId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCommentBody) => createComment(postId, body),
    onSuccess: (comment) => {
      updatePostInLists(queryClient, postId, (post) => ({
        ...post,
        commentCount: post.commentCount + 1,
        latestComments: [...post.latestComments, comment].slice(-feedLimits.commentPreview),
      }));
      void queryClient.invalidateQueries({ queryKey: feedKeys.comments(postId) });
    },
  });
};
