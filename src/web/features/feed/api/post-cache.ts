import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { FeedPage, PostItem } from '../../../../common/contracts/feed';
import { feedKeys } from './query-keys';

type FeedData = InfiniteData<FeedPage, string | undefined>;

/** Rewrites the items of every loaded post list (feed, member, hashtag, shared post). */
const changeLists = (queryClient: QueryClient, change: (items: PostItem[]) => PostItem[]): void => {
  queryClient.setQueriesData<FeedData>({ queryKey: feedKeys.posts }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
};

/** Applies `change` to the post wherever a loaded list shows it (feed, member, hashtag, shared post). */
export const updatePostInLists = (
  queryClient: QueryClient,
  postId: string,
  change: (post: PostItem) => PostItem,
): void =>
  changeLists(queryClient, (items) => items.map((post) => (post.id === postId ? change(post) : post)));

/** Takes the post out of every loaded list (after a delete). */
export const removePostFromLists = (queryClient: QueryClient, postId: string): void =>
  changeLists(queryClient, (items) => items.filter((post) => post.id !== postId));

/** A snapshot of every post list, to put back when an optimistic change fails. */
export const snapshotLists = (queryClient: QueryClient) =>
  queryClient.getQueriesData<FeedData>({ queryKey: feedKeys.posts });

export const restoreLists = (queryClient: QueryClient, snapshot: ReturnType<typeof snapshotLists>): void => {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
};
