import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { feedEndpoints, type LikeResponse } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { restoreLists, snapshotLists, updatePostInLists } from './post-cache';
import { feedKeys } from './query-keys';

interface LikeInput {
  postId: string;
  /** The state wanted: PUT likes, DELETE unlikes; both idempotent, so a double click stays right. */
  like: boolean;
}

export const likePost = ({ postId, like }: LikeInput) =>
  api(like ? feedEndpoints.like : feedEndpoints.unlike, { params: { id: postId } });

/**
 * The like toggle (002 §4): the heart and the count change at once, the server's answer sets the true
 * count, and a failure puts everything back (the caller shows the message).
 */
export const likePostMutationOptions = (queryClient: QueryClient) => ({
  mutationFn: likePost,
  onMutate: async ({ postId, like }: LikeInput) => {
    await queryClient.cancelQueries({ queryKey: feedKeys.posts });
    const snapshot = snapshotLists(queryClient);
    updatePostInLists(queryClient, postId, (post) =>
      post.likedByMe === like
        ? post
        : { ...post, likedByMe: like, likeCount: Math.max(0, post.likeCount + (like ? 1 : -1)) },
    );
    return { snapshot };
  },
  onError: (
    _error: unknown,
    _input: LikeInput,
    context: { snapshot: ReturnType<typeof snapshotLists> } | undefined,
  ) => {
    if (context) restoreLists(queryClient, context.snapshot);
  },
  onSuccess: (result: LikeResponse, { postId }: LikeInput) => {
    updatePostInLists(queryClient, postId, (post) => ({
      ...post,
      likedByMe: result.liked,
      likeCount: result.likeCount,
    }));
  },
});

export const useLikePost = () => {
  const queryClient = useQueryClient();
  return useMutation(likePostMutationOptions(queryClient));
};
