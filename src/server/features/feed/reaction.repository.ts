import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/db';

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

/**
 * One statement (one round trip, its own transaction): the like row changes and the post's counter moves
 * by exactly the rows inserted or deleted. `mode` like / unlike set the state (idempotent); toggle
 * removes the like when there is one, else adds it. A concurrent request of the same member waits on
 * the row (or the unique index) and then sees its outcome, so the counter always equals the rows.
 * Undefined: the post does not exist (a like insert on a missing post fails its foreign key, 23503).
 */
export const changeLike = async (
  db: DbOrTx,
  postId: string,
  userId: string,
  mode: 'like' | 'unlike' | 'toggle',
  /** Change nothing unless the post is outside groups (the caller checked no group rule then). */
  outsideGroupsOnly = false,
): Promise<LikeState | undefined> => {
  const guard = outsideGroupsOnly
    ? sql`and exists (select 1 from microblog_posts where id = ${postId} and group_id is null)`
    : sql``;
  const removal =
    mode === 'like'
      ? sql`select null::uuid as id where false`
      : sql`delete from microblog_likes where post_id = ${postId} and user_id = ${userId} ${guard} returning id`;
  const insertion =
    mode === 'unlike'
      ? sql`select null::uuid as id where false`
      : sql`insert into microblog_likes (post_id, user_id)
            select ${postId}::uuid, ${userId}::uuid where not exists (select 1 from removed) ${guard}
            on conflict (post_id, user_id) do nothing returning id`;
  const [row] = rowsOf(
    await db.execute(sql`
      with removed as (${removal}),
      added as (${insertion}),
      counted as (
        update microblog_posts
        set likes_count = likes_count + (select count(*) from added) - (select count(*) from removed)
        where id = ${postId} ${outsideGroupsOnly ? sql`and group_id is null` : sql``}
        returning likes_count
      )
      select likes_count,
        (select count(*) from added)::int as added,
        (select count(*) from removed)::int as removed
      from counted
    `),
  );
  if (!row) return undefined;
  const liked = mode === 'like' ? true : mode === 'unlike' ? false : Number(row.removed) === 0;
  return { liked, likeCount: Number(row.likes_count) };
};

/** Records a share and answers the post's new share count (undefined: the post does not exist). */
export const addShare = async (db: DbOrTx, postId: string, userId: string): Promise<number | undefined> => {
  const [row] = rowsOf(
    await db.execute(sql`
      with shared as (
        insert into microblog_shares (post_id, user_id) values (${postId}, ${userId}) returning post_id
      )
      update microblog_posts set shares_count = shares_count + (select count(*) from shared)
      where id = ${postId}
      returning shares_count
    `),
  );
  return row ? Number(row.shares_count) : undefined;
};
