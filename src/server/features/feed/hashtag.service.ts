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
import type { Actor } from '../../platform/actor';
import * as repo from './hashtag.repository';
import { tagOfQuery } from './post.service';

export type HashtagService = ReturnType<typeof createHashtagService>;

/** Hashtags (002 §7, §9): trending in the sidebar, composer suggestions, the /hashtag pages. */
export const createHashtagService = (deps: Pick<AreaDeps, 'db'>) => {
  const { db } = deps;
  // Only a member whom a block involves sees other lists than everyone's (their blocks' tags left out).
  const viewerOf = (viewer: Actor | null): repo.TagViewer => (viewer?.keptApart ? viewer.id : undefined);
  return {
    /** Tags of the posts of the last 7 days, the latest 500 of them, the top 8. */
    async trending(viewer: Actor | null): Promise<TrendingHashtags> {
      return {
        items: await repo.topOfRecentPosts(db, {
          days: feedLimits.trendingDays,
          posts: feedLimits.trendingPosts,
          top: feedLimits.trendingTop,
          viewerId: viewerOf(viewer),
        }),
      };
    },

    /** Tags of the latest 1000 posts starting with what is typed, the top 10. */
    async suggestions(
      viewer: Actor | null,
      query: z.output<typeof HashtagSuggestionsQuery>,
    ): Promise<HashtagSuggestions> {
      const prefix = tagOfQuery(query.q);
      return {
        items: await repo.topOfRecentPosts(db, {
          posts: feedLimits.suggestionPosts,
          top: feedLimits.suggestionTop,
          prefix: prefix || undefined,
          viewerId: viewerOf(viewer),
        }),
      };
    },

    async index(viewer: Actor | null): Promise<HashtagIndex> {
      return { items: await repo.mostUsed(db, feedLimits.hashtagIndexSize, viewerOf(viewer)) };
    },

    /** The tag's header; a tag nobody used answers a count of 0 (its page says there is nothing yet). */
    async info(viewer: Actor | null, rawTag: string): Promise<HashtagInfo> {
      const tag = tagOfQuery(rawTag);
      return (
        (await repo.findTag(db, tag, viewerOf(viewer))) ?? {
          tag,
          display: rawTag.replace(/^#/, ''),
          count: 0,
        }
      );
    },
  };
};
