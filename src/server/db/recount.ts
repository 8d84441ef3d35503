import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';
import {
  hashtags,
  microblogComments,
  microblogLikes,
  microblogPostHashtags,
  microblogPosts,
  microblogShares,
} from './schema';

/*
 * Counters recomputed from their rows, after a member's deletion removed some of those rows by cascade
 * (an account deleting itself, an admin deleting a member): the cascade does not run the services that
 * keep the counters.
 */

/** The likes, comments and shares of these feed posts, then the post count of these hashtags. */
export const recountFeed = async (db: DbOrTx, postIds: string[], tags: string[]): Promise<void> => {
  if (postIds.length > 0) {
    await db
      .update(microblogPosts)
      .set({
        likesCount: sql`(select count(*) from ${microblogLikes} where ${microblogLikes.postId} = ${microblogPosts.id})`,
        commentsCount: sql`(select count(*) from ${microblogComments} where ${microblogComments.postId} = ${microblogPosts.id})`,
        sharesCount: sql`(select count(*) from ${microblogShares} where ${microblogShares.postId} = ${microblogPosts.id})`,
      })
      .where(inArray(microblogPosts.id, postIds));
  }
  if (tags.length > 0) {
    await db
      .update(hashtags)
      .set({
        postCount: sql`(select count(*) from ${microblogPostHashtags} where ${microblogPostHashtags.tag} = ${hashtags.tag})`,
      })
      .where(inArray(hashtags.tag, tags));
  }
};
