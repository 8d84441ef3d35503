import { type InfiniteData, MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FeedPage, PostItem } from '../../../../common/contracts/feed';
import { likePostMutationOptions } from './like-post';
import { feedKeys } from './query-keys';

const postId = '7d1c0b6e-8c9a-4d4e-9a53-2f1f0e1b6a01';
const author = {
  id: '2b7c6a40-1a6e-4d4b-8f0b-6a3c9b1d2e11',
  fullName: 'Awa Diop',
  username: 'awa',
  avatarUrl: null,
  title: null,
  isMentor: false,
};
const post: PostItem = {
  id: postId,
  author,
  content: 'Bonjour #Dakar',
  media: [],
  hashtags: ['dakar'],
  likeCount: 3,
  likedByMe: false,
  commentCount: 0,
  shareCount: 0,
  latestComments: [],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  edited: false,
  canEdit: false,
  canDelete: false,
  groupId: null,
  url: `/feed?post=${postId}`,
};

type Data = InfiniteData<FeedPage, string | undefined>;
const seed = (queryClient: QueryClient) => {
  // The same post in the main feed and on a hashtag page: both must change together.
  for (const key of [feedKeys.list({}), feedKeys.list({ hashtag: 'dakar' })])
    queryClient.setQueryData<Data>(key, {
      pages: [{ items: [post], nextCursor: null }],
      pageParams: [undefined],
    });
};
const shown = (queryClient: QueryClient) =>
  [feedKeys.list({}), feedKeys.list({ hashtag: 'dakar' })].map((key) => {
    const item = queryClient.getQueryData<Data>(key)?.pages[0]?.items[0];
    return { liked: item?.likedByMe, count: item?.likeCount };
  });

const deferredFetch = () => {
  let settle: (response: Response) => void = () => {};
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve) => {
        settle = resolve;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, settle: (response: Response) => settle(response) };
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the optimistic like (002 §4)', () => {
  it('shows the like at once everywhere, then keeps the count the server answers', async () => {
    const queryClient = new QueryClient();
    seed(queryClient);
    const { fetchMock, settle } = deferredFetch();
    const observer = new MutationObserver(queryClient, likePostMutationOptions(queryClient));

    const done = observer.mutate({ postId, like: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(shown(queryClient)).toEqual([
      { liked: true, count: 4 },
      { liked: true, count: 4 },
    ]);
    expect(fetchMock.mock.calls[0]).toEqual([
      `/api/v1/feed/posts/${postId}/like`,
      expect.objectContaining({ method: 'PUT' }),
    ]);

    // Someone else liked meanwhile: the server's count wins.
    settle(new Response(JSON.stringify({ liked: true, likeCount: 7 }), { status: 200 }));
    await done;
    expect(shown(queryClient)).toEqual([
      { liked: true, count: 7 },
      { liked: true, count: 7 },
    ]);
  });

  it('puts the heart and the count back when the server refuses', async () => {
    const queryClient = new QueryClient();
    seed(queryClient);
    const { fetchMock, settle } = deferredFetch();
    const observer = new MutationObserver(queryClient, likePostMutationOptions(queryClient));

    const done = observer.mutate({ postId, like: true }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(shown(queryClient)[0]).toEqual({ liked: true, count: 4 });

    settle(
      new Response(JSON.stringify({ error: { code: 'not_found', message: 'Introuvable' } }), { status: 404 }),
    );
    const error = await done;
    expect(error).toMatchObject({ code: 'not_found' });
    expect(shown(queryClient)).toEqual([
      { liked: false, count: 3 },
      { liked: false, count: 3 },
    ]);
  });
});
