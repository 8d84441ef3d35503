import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blogCommentLikes, blogComments, profiles, reports } from '../../db/schema';
import { afterCursor, type Cursor } from '../../lib/cursor';
import { rowsOf } from '../../lib/db';
import { notBlockedBy } from '../../platform/blocks';
import { shownToOthers } from '../../platform/person';
import type { AuthorRow } from './post.repository';

export type CommentRow = typeof blogComments.$inferSelect;

export interface CommentWithAuthor {
  comment: CommentRow;
  author: AuthorRow | null;
  /**
   * The author is shown to other members (`shownToOthers`: not blocked or suspended by staff, no
   * deletion pending); null once their account is gone (the comment is then a placeholder).
   */
  authorShown: boolean | null;
}

const withAuthor = {
  comment: blogComments,
  author: {
    id: profiles.id,
    fullName: profiles.fullName,
    username: profiles.username,
    avatarUrl: profiles.avatarUrl,
    title: profiles.title,
  },
  authorShown: sql<boolean | null>`${shownToOthers}`,
};

/** A comment as a list shows it to `viewerId`: with its author, and whether the viewer liked and reported it. */
export interface ListedComment extends CommentWithAuthor {
  liked: boolean;
  reported: boolean;
}

/** The listed columns: the viewer's like and report read with each row (null: a visitor, none). */
const listed = (viewerId: string | null) => ({
  ...withAuthor,
  liked: sql<boolean>`exists (select 1 from ${blogCommentLikes} cl where cl.comment_id = ${blogComments.id} and cl.user_id = ${viewerId}::uuid)`,
  reported: sql<boolean>`exists (select 1 from ${reports} r where r.target_type = 'blog_comment' and r.target_id = ${blogComments.id} and r.reporter_id = ${viewerId}::uuid)`,
});

/**
 * Who reads a list of comments: their likes and reports come with the rows; the block test is made only
 * for a member whom a block involves (`Actor.keptApart`).
 */
export interface CommentReader {
  id: string;
  keptApart: boolean;
}

const notHiddenFrom = (reader: CommentReader | null) =>
  reader?.keptApart ? notBlockedBy(reader.id, blogComments.authorId) : undefined;

/** Up to `limit` threads of an article after the cursor, oldest first (top-level comments only). */
export const listThreads = (
  db: DbOrTx,
  postId: string,
  cursor: Cursor | undefined,
  limit: number,
  reader: CommentReader | null = null,
): Promise<ListedComment[]> =>
  db
    .select(listed(reader?.id ?? null))
    .from(blogComments)
    .leftJoin(profiles, eq(profiles.id, blogComments.authorId))
    .where(
      and(
        eq(blogComments.postId, postId),
        eq(blogComments.depth, 0),
        notHiddenFrom(reader),
        afterCursor(blogComments.createdAt, blogComments.id, cursor, 'asc'),
      ),
    )
    .orderBy(asc(blogComments.createdAt), asc(blogComments.id))
    .limit(limit);

/** Every reply of the given threads, oldest first. */
export const listReplies = (
  db: DbOrTx,
  rootIds: string[],
  reader: CommentReader | null = null,
): Promise<ListedComment[]> =>
  rootIds.length === 0
    ? Promise.resolve([])
    : db
        .select(listed(reader?.id ?? null))
        .from(blogComments)
        .leftJoin(profiles, eq(profiles.id, blogComments.authorId))
        .where(
          and(inArray(blogComments.rootId, rootIds), sql`${blogComments.depth} > 0`, notHiddenFrom(reader)),
        )
        .orderBy(asc(blogComments.createdAt), asc(blogComments.id));

/** Which of the comments the member liked, and which they reported (one query). */
export const viewerMarks = async (
  db: DbOrTx,
  ids: string[],
  userId: string,
): Promise<{ liked: Set<string>; reported: Set<string> }> => {
  const marks = { liked: new Set<string>(), reported: new Set<string>() };
  if (ids.length === 0) return marks;
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf(
    await db.execute(sql`
      select 'liked' as mark, comment_id as id from ${blogCommentLikes}
        where comment_id in (${list}) and user_id = ${userId}
      union all
      select 'reported', target_id from ${reports}
        where target_type = 'blog_comment' and target_id in (${list}) and reporter_id = ${userId}`),
  );
  for (const row of rows) (row.mark === 'liked' ? marks.liked : marks.reported).add(String(row.id));
  return marks;
};

export const findWithAuthor = async (db: DbOrTx, id: string): Promise<CommentWithAuthor | undefined> => {
  const [row] = await db
    .select(withAuthor)
    .from(blogComments)
    .leftJoin(profiles, eq(profiles.id, blogComments.authorId))
    .where(eq(blogComments.id, id))
    .limit(1);
  return row;
};

export const lockById = async (db: DbOrTx, id: string): Promise<CommentRow | undefined> => {
  const [row] = await db.select().from(blogComments).where(eq(blogComments.id, id)).for('update').limit(1);
  return row;
};

/** Inserts a comment and moves the article's count in the same statement. */
export const insert = async (
  db: DbOrTx,
  values: {
    id: string;
    postId: string;
    authorId: string;
    content: string;
    parentId: string | null;
    rootId: string;
    depth: number;
  },
): Promise<void> => {
  await db.execute(sql`
    with added as (
      insert into blog_comments (id, post_id, author_id, content, parent_id, root_id, depth)
      values (${values.id}, ${values.postId}, ${values.authorId}, ${values.content}, ${values.parentId},
              ${values.rootId}, ${values.depth})
      returning post_id
    )
    update blog_posts set comments_count = comments_count + 1 where id in (select post_id from added)
  `);
};

export const updateContent = async (db: DbOrTx, id: string, content: string, at: Date): Promise<void> => {
  await db.update(blogComments).set({ content, updatedAt: at }).where(eq(blogComments.id, id));
};

export const hasReplies = async (db: DbOrTx, id: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: blogComments.id })
    .from(blogComments)
    .where(eq(blogComments.parentId, id))
    .limit(1);
  return Boolean(row);
};

/** Keeps the comment as 'Commentaire supprimé' for its replies (decision 5). */
export const markDeleted = async (db: DbOrTx, id: string, at: Date): Promise<void> => {
  await db
    .update(blogComments)
    .set({ isDeleted: true, content: '', updatedAt: at })
    .where(eq(blogComments.id, id));
};

/** Deletes a comment without replies and moves the article's count. */
export const removeLeaf = async (db: DbOrTx, id: string, postId: string): Promise<void> => {
  await db.execute(sql`
    with gone as (delete from blog_comments where id = ${id} returning post_id)
    update blog_posts set comments_count = greatest(comments_count - (select count(*) from gone), 0)
    where id = ${postId}
  `);
};

/** The comment's like, set or removed, and its counter moved by the rows changed (as the articles'). */
export const changeLike = async (
  db: DbOrTx,
  commentId: string,
  userId: string,
  on: boolean,
): Promise<{ count: number; changed: boolean } | undefined> => {
  const change = on
    ? sql`insert into blog_comment_likes (comment_id, user_id) select id, ${userId}::uuid from blog_comments
          where id = ${commentId} and not is_deleted on conflict (comment_id, user_id) do nothing returning comment_id`
    : sql`delete from blog_comment_likes where comment_id = ${commentId} and user_id = ${userId} returning comment_id`;
  const [row] = rowsOf(
    await db.execute(sql`
      with changed as (${change}),
      counted as (
        update blog_comments set likes_count = likes_count ${on ? sql`+` : sql`-`} (select count(*) from changed)
        where id = ${commentId}
        returning likes_count as n
      )
      select n, (select count(*) from changed)::int as changed from counted
    `),
  );
  return row ? { count: Number(row.n), changed: Number(row.changed) > 0 } : undefined;
};
