import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashtags, microblogPostHashtags } from '../../db/schema';
import { rowsOf } from '../../lib/db';

export interface TagCount {
  tag: string;
  display: string;
  count: number;
}

const toTagCounts = (rows: Record<string, unknown>[]): TagCount[] =>
  rows.map((row) => ({ tag: String(row.tag), display: String(row.display), count: Number(row.count) }));

/**
 * Links a post to `added` tags and unlinks `removed` ones, keeping each tag's post count in the same
 * transaction. Tags are upserted in one sorted statement, so concurrent posts lock them in the same
 * order (no deadlock).
 */
export const relink = async (
  db: DbOrTx,
  postId: string,
  postCreatedAt: Date,
  added: { tag: string; display: string }[],
  removed: string[],
) => {
  if (removed.length > 0) {
    await db
      .delete(microblogPostHashtags)
      .where(and(eq(microblogPostHashtags.postId, postId), inArray(microblogPostHashtags.tag, removed)));
    await db
      .update(hashtags)
      .set({ postCount: sql`greatest(${hashtags.postCount} - 1, 0)` })
      .where(inArray(hashtags.tag, [...removed].sort()));
  }
  if (added.length > 0) {
    const sorted = [...added].sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
    await db
      .insert(hashtags)
      .values(sorted.map(({ tag, display }) => ({ tag, display, postCount: 1 })))
      .onConflictDoUpdate({ target: hashtags.tag, set: { postCount: sql`${hashtags.postCount} + 1` } });
    await db
      .insert(microblogPostHashtags)
      .values(sorted.map(({ tag, display }) => ({ postId, tag, display, postCreatedAt })));
  }
};

/** Tags of the latest `posts` posts (of the last `days` days when given), the `top` most used. */
export const topOfRecentPosts = async (
  db: DbOrTx,
  options: { posts: number; top: number; days?: number; prefix?: string },
): Promise<TagCount[]> => {
  // Posts outside groups only (a group's posts carry no hashtags, and must not narrow the window).
  const since = options.days
    ? sql`where group_id is null and created_at > now() - make_interval(days => ${options.days})`
    : sql`where group_id is null`;
  const prefix = options.prefix
    ? sql`where t.tag like ${`${options.prefix.replace(/[\\%_]/g, '\\$&')}%`}`
    : sql``;
  return toTagCounts(
    rowsOf(
      await db.execute(sql`
        with recent as (
          select hashtags from microblog_posts ${since}
          order by created_at desc, id desc
          limit ${options.posts}
        ),
        counted as (
          select t.tag, count(*)::int as count
          from recent cross join lateral unnest(recent.hashtags) as t(tag)
          ${prefix}
          group by t.tag
          order by count desc, t.tag
          limit ${options.top}
        )
        select counted.tag, coalesce(h.display, counted.tag) as display, counted.count
        from counted left join hashtags h on h.tag = counted.tag
        order by counted.count desc, counted.tag
      `),
    ),
  );
};

/** The most used tags of all time (the /hashtag index). */
export const mostUsed = async (db: DbOrTx, top: number): Promise<TagCount[]> =>
  (
    await db
      .select({ tag: hashtags.tag, display: hashtags.display, count: hashtags.postCount })
      .from(hashtags)
      .where(gt(hashtags.postCount, 0))
      .orderBy(desc(hashtags.postCount), hashtags.tag)
      .limit(top)
  ).map((row) => ({ ...row }));

export const findTag = async (db: DbOrTx, tag: string): Promise<TagCount | undefined> => {
  const [row] = await db
    .select({ tag: hashtags.tag, display: hashtags.display, count: hashtags.postCount })
    .from(hashtags)
    .where(eq(hashtags.tag, tag));
  return row;
};
