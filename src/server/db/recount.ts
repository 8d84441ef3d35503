import { eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../lib/db';
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

/**
 * What a member's deletion will change on the feed, read before it: the posts they liked, commented on
 * or shared, and the hashtags of their own posts (`recountFeed`'s arguments, once the cascade ran).
 */
export const feedTouchedBy = async (
  db: DbOrTx,
  userId: string,
): Promise<{ postIds: string[]; tags: string[] }> => {
  const postIds = rowsOf(
    await db.execute(sql`
      select ${microblogLikes.postId} as id from ${microblogLikes} where ${microblogLikes.userId} = ${userId}
      union select ${microblogComments.postId} from ${microblogComments} where ${microblogComments.userId} = ${userId}
      union select ${microblogShares.postId} from ${microblogShares} where ${microblogShares.userId} = ${userId}`),
  ).map((row) => String(row.id));
  const tags = (
    await db
      .selectDistinct({ tag: microblogPostHashtags.tag })
      .from(microblogPostHashtags)
      .innerJoin(microblogPosts, eq(microblogPosts.id, microblogPostHashtags.postId))
      .where(eq(microblogPosts.userId, userId))
  ).map((row) => row.tag);
  return { postIds, tags };
};

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
