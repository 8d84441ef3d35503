import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { feedEndpoints, feedLimits } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { feedKeys } from './query-keys';

/** One page of a post's comments, oldest first (002 §7). */
export const getComments = (postId: string, cursor: string | undefined, signal?: AbortSignal) =>
  api(feedEndpoints.listComments, {
    params: { id: postId },
    query: { limit: feedLimits.commentsPageSize, cursor },
    signal,
  });

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
