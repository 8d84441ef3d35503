import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { feedEndpoints, feedLimits } from '../../../../common/contracts/feed';
import { api } from '../../../lib/api';
import { type FeedFilter, feedKeys } from './query-keys';

/** One keyset page of 10 posts, newest first (002 §9), filtered by member, hashtag or post. */
export const getPosts = (filter: FeedFilter, cursor: string | undefined, signal?: AbortSignal) =>
  api(feedEndpoints.listPosts, { query: { ...filter, limit: feedLimits.pageSize, cursor }, signal });

export const getPostsQueryOptions = (filter: FeedFilter) =>
  infiniteQueryOptions({
    queryKey: feedKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getPosts(filter, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** The posts of a feed, with 'load more' and infinite scroll. */
export const usePosts = (filter: FeedFilter, isEnabled = true) =>
  useInfiniteQuery({ ...getPostsQueryOptions(filter), enabled: isEnabled });
