import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type CommentsPage, feedLimits, feedPaths } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { feedKeys, withId } from './query-keys';

/** One page of a post's comments, oldest first (002 §7). */
export const getComments = (postId: string, cursor: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(feedLimits.commentsPageSize) });
  if (cursor) params.set('cursor', cursor);
  return apiClient.get<CommentsPage>(`${withId(feedPaths.comments, postId)}?${params}`, { signal });
};

export const getCommentsQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: feedKeys.comments(postId),
    queryFn: ({ pageParam, signal }) => getComments(postId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** Every comment of a post, loaded once 'Voir les N autres commentaires' is pressed. */
export const useComments = (postId: string, isEnabled: boolean) =>
  useInfiniteQuery({ ...getCommentsQueryOptions(postId), enabled: isEnabled });
