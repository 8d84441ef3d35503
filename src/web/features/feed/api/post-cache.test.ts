import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { FeedPage, PostItem } from '../../../../common/contracts/feed';
import { removePostFromLists, updatePostInLists } from './post-cache';
import { feedKeys } from './query-keys';

type Data = InfiniteData<FeedPage, string | undefined>;
const postOf = (id: string, content: string) => ({ id, content }) as PostItem;
const lists = [feedKeys.list({}), feedKeys.list({ hashtag: 'dakar' })];

/** Two loaded lists (the feed and a hashtag), each with the posts `a` then `b` over two pages. */
const seeded = () => {
  const queryClient = new QueryClient();
  for (const key of lists)
    queryClient.setQueryData<Data>(key, {
      pages: [
        { items: [postOf('a', 'A')], nextCursor: 'b' },
        { items: [postOf('b', 'B')], nextCursor: null },
      ],
      pageParams: [undefined, 'b'],
    });
  return queryClient;
};
const shown = (queryClient: QueryClient) =>
  lists.map((key) =>
    queryClient
      .getQueryData<Data>(key)
      ?.pages.map((page) => page.items.map((post) => `${post.id}:${post.content}`)),
  );

describe('the loaded post lists', () => {
  it('change the one post in every list and page, leaving the others', () => {
    const queryClient = seeded();
    updatePostInLists(queryClient, 'b', (post) => ({ ...post, content: 'B2' }));
    expect(shown(queryClient)).toEqual([
      [['a:A'], ['b:B2']],
      [['a:A'], ['b:B2']],
    ]);
  });

  it('lose a deleted post from every list, keeping its pages', () => {
    const queryClient = seeded();
    removePostFromLists(queryClient, 'a');
    expect(shown(queryClient)).toEqual([
      [[], ['b:B']],
      [[], ['b:B']],
    ]);
  });
});
