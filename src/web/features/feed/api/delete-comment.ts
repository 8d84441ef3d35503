import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CommentItem, feedPaths } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { feedKeys, withId } from './query-keys';

/** Deletes a comment (its author or an admin). */
export const deleteComment = (comment: CommentItem) =>
  apiClient.delete<void>(withId(feedPaths.comment, comment.id));

/** The post is fetched again afterwards: its count and its preview of the latest 2 change. */
export const useDeleteComment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_, comment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feedKeys.posts }),
        queryClient.invalidateQueries({ queryKey: feedKeys.comments(comment.postId) }),
      ]),
  });
};
