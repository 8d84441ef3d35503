import type { FeedQuery } from '../../../../common/contracts/feed';

/**
 * Which posts a list shows: everyone's, one member's, one hashtag's, the one shared post, or one group's
 * feed (`group`, with `post` for one of its posts).
 */
export type FeedFilter = Pick<FeedQuery, 'user' | 'hashtag' | 'post' | 'group'>;

/** The feed's query keys: every post list lives under `feed.posts`, so a change reaches all of them. */
export const feedKeys = {
  all: ['feed'] as const,
  posts: ['feed', 'posts'] as const,
  list: (filter: FeedFilter) => ['feed', 'posts', filter] as const,
  comments: (postId: string) => ['feed', 'comments', postId] as const,
  trending: ['feed', 'hashtags', 'trending'] as const,
  hashtagIndex: ['feed', 'hashtags', 'index'] as const,
  hashtag: (tag: string) => ['feed', 'hashtags', 'tag', tag] as const,
  suggestions: (q: string) => ['feed', 'hashtags', 'suggestions', q] as const,
  summary: ['feed', 'summary'] as const,
};
