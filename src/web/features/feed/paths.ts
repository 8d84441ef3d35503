import { hashtagPath, postSharePath } from '../../../common/contracts/feed';

/** The addresses of the feed screens (002 §2 Feed). */
export const feedRoutePaths = {
  feed: '/feed',
  member: (userId: string) => `/feed?${new URLSearchParams({ user: userId })}`,
  post: postSharePath,
  hashtags: '/hashtag',
  hashtag: hashtagPath,
} as const;
