import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CommentItem, feedEndpoints } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { feedKeys } from './query-keys';

/** Deletes a comment (its author or an admin). */
export const deleteComment = (comment: CommentItem) =>
  api(feedEndpoints.deleteComment, { params: { id: comment.id } });

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
