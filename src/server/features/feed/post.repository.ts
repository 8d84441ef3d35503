import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { connections, type microblogMedia, microblogPosts, profiles } from '../../db/schema';
import { microblogPostHashtags } from '../../db/schema/feed';
import { afterPosition, type Cursor, placeholderPosition } from '../../lib/cursor';
import { rowsOf } from '../../lib/db';
import { preparedQuery } from '../../lib/prepared';
import { notBlockedBy } from '../../platform/blocks';
import { shownToOthers, shownToOthersAs, writtenByShown } from '../../platform/person';

export type PostRow = typeof microblogPosts.$inferSelect;
export type MediaRow = typeof microblogMedia.$inferSelect;

/** The author columns a post or comment shows (002 §3 "Profile (as shown in feeds)"). */
export const authorColumns = {
  id: profiles.id,
  username: profiles.username,
  fullName: profiles.fullName,
  avatarUrl: profiles.avatarUrl,
  title: profiles.title,
  isMentor: profiles.isMentor,
};
export interface AuthorRow {
  id: string;
  username: string;
  fullName: string | null;
  avatarUrl: string | null;
  title: string | null;
  isMentor: boolean;
}

/**
 * Authors who are blocked, suspended or leaving are not shown (their posts come back if they are
 * restored, or cancel their deletion: issue 38 §3).
 */
export const authorVisible = shownToOthers;

/** A post's media as the page query aggregates them (JSON, in the post's order). */
export interface MediaJson {
  id: string;
  kind: string;
  url: string;
  mime: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
}

/** One of a post's latest comments as the page query aggregates them (JSON: times are strings). */
export interface CommentJson {
  id: string;
  user_id: string;
  content: string;
  created_at: string;
  username: string;
  full_name: string | null;
  avatar_url: string | null;
  title: string | null;
  is_mentor: boolean;
}

export interface PostListRow {
  post: PostRow;
  author: AuthorRow;
  liked: boolean;
  media: MediaJson[];
  /** The latest `previewSize` comments, oldest first. */
  comments: CommentJson[];
}

/** The preview of 002 §9: the latest 2 comments of each post. */
const previewSize = 2;

export interface PostFilter {
  viewerId: string | null;
  cursor?: Cursor;
  limit: number;
  userId?: string;
  tag?: string;
  postId?: string;
  /** One group's feed (the caller checked the viewer may read it); without it, only posts outside groups. */
  groupId?: string;
}

/** Whether the viewer (a placeholder of the prepared page query) liked the post; false for a visitor. */
const likedBy = (viewer: boolean) =>
  viewer
    ? sql<boolean>`exists (select 1 from microblog_likes l where l.post_id = ${microblogPosts.id} and l.user_id = ${sql.placeholder('viewerId')})`
    : sql<boolean>`false`;

/** The post's media, aggregated in the same query (index on post_id, position). */
const mediaOfPost = sql<MediaJson[]>`coalesce((
  select json_agg(json_build_object('id', m.id, 'kind', m.kind, 'url', m.url, 'mime', m.mime, 'name', m.name,
    'size', m.size, 'width', m.width, 'height', m.height) order by m.position)
  from microblog_media m where m.post_id = ${microblogPosts.id}), '[]'::json)`;

/** The latest comments with their authors, read only for posts that have some (index on post_id, time). */
const latestComments = (viewer: boolean) => sql<
  CommentJson[]
>`case when ${microblogPosts.commentsCount} = 0 then '[]'::json else coalesce((
  select json_agg(x order by x.created_at, x.id) from (
    select c.id, c.user_id, c.content, c.created_at, cp.username, cp.full_name, cp.avatar_url, cp.title, cp.is_mentor
    from microblog_comments c join profiles cp on cp.id = c.user_id
    where c.post_id = ${microblogPosts.id} and ${shownToOthersAs('cp')}
    ${viewer ? sql`and ${notBlockedBy(sql.placeholder('viewerId'), sql`c.user_id`)}` : sql``}
    order by c.created_at desc, c.id desc limit ${previewSize}) x), '[]'::json) end`;

const pageColumns = (viewer: boolean) => ({
  post: microblogPosts,
  author: authorColumns,
  liked: likedBy(viewer),
  media: mediaOfPost,
  comments: latestComments(viewer),
});

/** A signed-in viewer never reads posts of a member blocked either way (issue 22 §3). */
const notBlockedAuthor = (viewer: boolean) =>
  viewer ? notBlockedBy(sql.placeholder('viewerId'), microblogPosts.userId) : undefined;

/** What varies in the page query's text: the hashtag, group, author, post, cursor and viewer parts. */
type PageShape = `${'tag' | 'all'}${'' | 'g'}${'' | 'u'}${'' | 'p'}${'' | 'c'}${'' | 'v'}`;

const pageShape = (filter: PostFilter): PageShape =>
  `${filter.tag !== undefined ? 'tag' : 'all'}${filter.groupId && filter.tag === undefined ? 'g' : ''}${filter.userId ? 'u' : ''}${filter.postId ? 'p' : ''}${filter.cursor ? 'c' : ''}${filter.viewerId ? 'v' : ''}` as PageShape;

/** A group's posts never leave it: every list without a group reads only the posts outside groups. */
export const outsideGroups = isNull(microblogPosts.groupId);

/** The page query of each shape, built once (values are placeholders: `lib/prepared.ts`). */
const pageQuery = preparedQuery('feed_page', (db, shape: PageShape, statement) => {
  const columns = pageColumns(shape.endsWith('v'));
  const hasCursor = shape.includes('c');
  const limit = sql.placeholder('limit');
  if (shape.startsWith('tag')) {
    const h = microblogPostHashtags;
    return db
      .select(columns)
      .from(h)
      .innerJoin(microblogPosts, eq(microblogPosts.id, h.postId))
      .innerJoin(profiles, eq(profiles.id, microblogPosts.userId))
      .where(
        and(
          eq(h.tag, sql.placeholder('tag')),
          outsideGroups,
          authorVisible,
          notBlockedAuthor(shape.endsWith('v')),
          hasCursor ? afterPosition(h.postCreatedAt, h.postId, placeholderPosition, 'desc') : undefined,
        ),
      )
      .orderBy(desc(h.postCreatedAt), desc(h.postId))
      .limit(limit)
      .prepare(statement);
  }
  const conditions: (SQL | undefined)[] = [
    authorVisible,
    notBlockedAuthor(shape.endsWith('v')),
    shape.includes('g') ? eq(microblogPosts.groupId, sql.placeholder('groupId')) : outsideGroups,
  ];
  if (shape.includes('u')) conditions.push(eq(microblogPosts.userId, sql.placeholder('userId')));
  if (shape.includes('p')) conditions.push(eq(microblogPosts.id, sql.placeholder('postId')));
  if (hasCursor) {
    conditions.push(afterPosition(microblogPosts.createdAt, microblogPosts.id, placeholderPosition, 'desc'));
  }
  return db
    .select(columns)
    .from(microblogPosts)
    .innerJoin(profiles, eq(profiles.id, microblogPosts.userId))
    .where(and(...conditions))
    .orderBy(desc(microblogPosts.createdAt), desc(microblogPosts.id))
    .limit(limit)
    .prepare(statement);
});

/**
 * A page of posts, newest first by keyset on (created_at, id): everyone's, one author's (index on
 * user_id, created_at, id) or one hashtag's (read through microblog_post_hashtags' own keyset index),
 * each with its author, the viewer's like, its media and latest comments, in one round trip.
 */
export const listPosts = async (db: DbOrTx, filter: PostFilter): Promise<PostListRow[]> =>
  pageQuery(db, pageShape(filter)).execute({
    viewerId: filter.viewerId,
    tag: filter.tag,
    userId: filter.userId,
    postId: filter.postId,
    groupId: filter.groupId,
    at: filter.cursor?.at,
    id: filter.cursor?.id,
    limit: filter.limit + 1,
  });

export const findById = async (db: DbOrTx, id: string): Promise<PostRow | undefined> => {
  const [row] = await db.select().from(microblogPosts).where(eq(microblogPosts.id, id));
  return row;
};

/** The post row locked for an edit or delete (concurrent edits of one post run one after the other). */
export const lockById = async (db: DbOrTx, id: string): Promise<PostRow | undefined> => {
  const [row] = await db.select().from(microblogPosts).where(eq(microblogPosts.id, id)).for('update');
  return row;
};

export const insertPost = async (
  db: DbOrTx,
  values: { userId: string; groupId: string | null; content: string; hashtags: string[]; createdAt: Date },
): Promise<PostRow> => {
  const [row] = await db
    .insert(microblogPosts)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  if (!row) throw new Error('post not inserted');
  return row;
};

export const updatePost = async (
  db: DbOrTx,
  id: string,
  values: { content: string; hashtags: string[]; updatedAt: Date },
): Promise<PostRow> => {
  const [row] = await db.update(microblogPosts).set(values).where(eq(microblogPosts.id, id)).returning();
  if (!row) throw new Error('post not updated');
  return row;
};

export const deletePost = async (db: DbOrTx, id: string): Promise<void> => {
  await db.delete(microblogPosts).where(eq(microblogPosts.id, id));
};

/** Adds `delta` to one counter of a post and answers the new value (undefined: the post is gone). */
export const bumpCounter = async (
  db: DbOrTx,
  id: string,
  counter: 'likesCount' | 'commentsCount' | 'sharesCount',
  delta: number,
): Promise<number | undefined> => {
  const column = microblogPosts[counter];
  const [row] = await db
    .update(microblogPosts)
    .set({ [counter]: sql`${column} + ${delta}` })
    .where(eq(microblogPosts.id, id))
    .returning({ value: column });
  return row?.value;
};

/**
 * The sidebar counters (002 §7): accepted connections either way with members shown to others (as the
 * connections list: a suspended or leaving connection is not counted), and the member's own posts.
 */
export const countersOfMember = async (db: DbOrTx, userId: string) => {
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select count(*)::int from ${connections}
          where ${connections.requesterId} = ${userId} and ${connections.status} = 'accepted'
            and ${writtenByShown(connections.recipientId)})
        + (select count(*)::int from ${connections}
          where ${connections.recipientId} = ${userId} and ${connections.status} = 'accepted'
            and ${writtenByShown(connections.requesterId)}) as connections,
        (select count(*)::int from ${microblogPosts}
          where ${microblogPosts.userId} = ${userId} and ${microblogPosts.groupId} is null) as posts
    `),
  );
  return { connections: Number(row?.connections ?? 0), posts: Number(row?.posts ?? 0) };
};

export const findAuthor = async (db: DbOrTx, id: string): Promise<AuthorRow | undefined> => {
  const [row] = await db.select(authorColumns).from(profiles).where(eq(profiles.id, id));
  return row;
};
