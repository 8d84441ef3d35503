import type { z } from 'zod';
import {
  feedLimits,
  type HashtagIndex,
  type HashtagInfo,
  type HashtagSuggestions,
  type HashtagSuggestionsQuery,
  type TrendingHashtags,
} from '../../../common/contracts/feed';
import type { AreaDeps } from '../../area';
import * as repo from './hashtag.repository';
import { tagOfQuery } from './post.service';

export type HashtagService = ReturnType<typeof createHashtagService>;

/** Hashtags (002 §7, §9): trending in the sidebar, composer suggestions, the /hashtag pages. */
export const createHashtagService = (deps: Pick<AreaDeps, 'db'>) => {
  const { db } = deps;
  return {
    /** Tags of the posts of the last 7 days, the latest 500 of them, the top 8. */
    async trending(): Promise<TrendingHashtags> {
      return {
        items: await repo.topOfRecentPosts(db, {
          days: feedLimits.trendingDays,
          posts: feedLimits.trendingPosts,
          top: feedLimits.trendingTop,
        }),
      };
    },

    /** Tags of the latest 1000 posts starting with what is typed, the top 10. */
    async suggestions(query: z.output<typeof HashtagSuggestionsQuery>): Promise<HashtagSuggestions> {
      const prefix = tagOfQuery(query.q);
      return {
        items: await repo.topOfRecentPosts(db, {
          posts: feedLimits.suggestionPosts,
          top: feedLimits.suggestionTop,
          prefix: prefix || undefined,
        }),
      };
    },

    async index(): Promise<HashtagIndex> {
      return { items: await repo.mostUsed(db, feedLimits.hashtagIndexSize) };
    },

    /** The tag's header; a tag nobody used answers a count of 0 (its page says there is nothing yet). */
    async info(rawTag: string): Promise<HashtagInfo> {
      const tag = tagOfQuery(rawTag);
      return (await repo.findTag(db, tag)) ?? { tag, display: rawTag.replace(/^#/, ''), count: 0 };
    },
  };
};
