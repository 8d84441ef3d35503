import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type FeedPage, feedLimits, feedPaths } from '../../../../common/contracts/feed';
import { apiClient } from '../../../lib/api-client';
import { type FeedFilter, feedKeys } from './query-keys';

/** One keyset page of 10 posts, newest first (002 §9), filtered by member, hashtag or post. */
export const getPosts = (filter: FeedFilter, cursor: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams({ limit: String(feedLimits.pageSize) });
  if (cursor) params.set('cursor', cursor);
  if (filter.user) params.set('user', filter.user);
  if (filter.hashtag) params.set('hashtag', filter.hashtag);
  if (filter.post) params.set('post', filter.post);
  return apiClient.get<FeedPage>(`${feedPaths.posts}?${params}`, { signal });
};

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
