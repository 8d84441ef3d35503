import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hashtags, microblogPostHashtags, microblogPosts } from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { keptApartFrom, notBlockedBy } from '../../platform/blocks';
import { hiddenAs, writtenByShown } from '../../platform/person';

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

/**
 * A member whom a block keeps apart from others (`Actor.keptApart`): the tags of the members on the
 * other side of their blocks hide from them with those members' posts. Undefined for everyone else
 * (nearly all), whose lists are the same.
 */
export type TagViewer = string | undefined;

/** Tags of the latest `posts` posts (of the last `days` days when given), the `top` most used. */
export const topOfRecentPosts = async (
  db: DbOrTx,
  options: { posts: number; top: number; days?: number; prefix?: string; viewerId: TagViewer },
): Promise<TagCount[]> => {
  // Posts outside groups only (a group's posts carry no hashtags, and must not narrow the window), by
  // authors shown to others (a hidden member's tags hide with their posts) and to this viewer.
  const shown = options.viewerId
    ? sql`${writtenByShown(microblogPosts.userId)} and ${notBlockedBy(sql`${options.viewerId}::uuid`, microblogPosts.userId)}`
    : writtenByShown(microblogPosts.userId);
  const since = options.days
    ? sql`where group_id is null and ${shown} and created_at > now() - make_interval(days => ${options.days})`
    : sql`where group_id is null and ${shown}`;
  const prefix = options.prefix
    ? sql`where t.tag like ${`${options.prefix.replace(/[\\%_]/g, '\\$&')}%`}`
    : sql``;
  return toTagCounts(
    rowsOf(
      await db.execute(sql`
        with recent as (
          select user_id, hashtags from microblog_posts ${since}
          order by created_at desc, id desc
          limit ${options.posts}
        ),
        counted as (
          select t.tag, count(distinct recent.user_id) as authors, count(*)::int as count
          from recent cross join lateral unnest(recent.hashtags) as t(tag)
          ${prefix}
          group by t.tag
          order by authors desc, count desc, t.tag
          limit ${options.top}
        )
        select counted.tag, coalesce(h.display, counted.tag) as display, counted.count
        from counted left join hashtags h on h.tag = counted.tag
        order by counted.authors desc, counted.count desc, counted.tag
      `),
    ),
  );
};

/**
 * Uses of tags in posts of members hidden from others (blocked or suspended by staff, leaving) or kept
 * apart from the viewer by a block, per tag (only `tag`'s when given): `hashtags.post_count` counts
 * every post, and such a member's posts hide with them. Read from those few members
 * (`profiles_hidden_idx`, the viewer's blocks) through their posts.
 */
const hiddenUses = (viewerId: TagViewer, tag?: string): SQL => sql`
  select mph.tag, count(*)::int as n
  from (
    select h.id from profiles h where ${hiddenAs('h')}
    ${viewerId ? sql`union select k.blocked_id from ${keptApartFrom(sql`${viewerId}::uuid`)} k` : sql``}
  ) h
  join microblog_posts p on p.user_id = h.id and p.group_id is null
  join microblog_post_hashtags mph on mph.post_id = p.id ${tag === undefined ? sql`` : sql`and mph.tag = ${tag}`}
  group by mph.tag`;

/**
 * The most used tags of all time (the /hashtag index), counting posts shown to others. The `top` plus
 * the number of tags with hidden uses are read by the count's index: the true top is among them.
 */
export const mostUsed = async (db: DbOrTx, top: number, viewerId: TagViewer): Promise<TagCount[]> =>
  toTagCounts(
    rowsOf(
      await db.execute(sql`
        with hidden as (${hiddenUses(viewerId)}),
        candidates as (
          select tag, display, post_count from hashtags where post_count > 0
          order by post_count desc, tag
          limit ${top} + (select count(*) from hidden)
        )
        select c.tag, c.display, c.post_count - coalesce(x.n, 0) as count
        from candidates c left join hidden x on x.tag = c.tag
        where c.post_count - coalesce(x.n, 0) > 0
        order by count desc, c.tag
        limit ${top}
      `),
    ),
  );

/** A tag with its number of posts shown to the viewer; undefined when none (as for a tag never used). */
export const findTag = async (db: DbOrTx, tag: string, viewerId: TagViewer): Promise<TagCount | undefined> =>
  toTagCounts(
    rowsOf(
      await db.execute(sql`
        select t.tag, t.display, t.post_count - coalesce((select n from (${hiddenUses(viewerId, tag)}) x), 0) as count
        from hashtags t where t.tag = ${tag}
      `),
    ),
  ).find((row) => row.count > 0);
