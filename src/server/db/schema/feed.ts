import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import * as column from './columns';
import { groups } from './groups';
import { profiles } from './profiles';

/**
 * Microblog posts (002 §3 "Microblog"). The counters are kept in the same transaction as the row that
 * changes them (a like, comment or share inserted or deleted), so they always equal the rows' count.
 * `updated_at` moves only when the author (or an admin) edits: it drives the 'modifié' marker.
 * `hashtags` repeats the folded tags of `microblog_post_hashtags` so a page reads them with the post.
 * `group_id` set: a post of that group's feed (no hashtags), never shown outside the group; null: the
 * main feed.
 */
export const microblogPosts = pgTable(
  'microblog_posts',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    hashtags: text('hashtags').array().notNull().default(sql`'{}'::text[]`),
    likesCount: column.counter('likes_count'),
    commentsCount: column.counter('comments_count'),
    sharesCount: column.counter('shares_count'),
    createdAt: column.createdAt(),
    updatedAt: column.updatedAt(),
  },
  (t) => [
    // Ascending: read backwards they give exactly `order by created_at desc, id desc` (an index
    // declared DESC is NULLS LAST, which that order by, NULLS FIRST, cannot use).
    // The main feed reads only posts outside groups; each group's feed reads its own keyset.
    index('microblog_posts_created_idx').on(t.createdAt, t.id).where(sql`${t.groupId} is null`),
    index('microblog_posts_user_created_idx')
      .on(t.userId, t.createdAt, t.id)
      .where(sql`${t.groupId} is null`),
    index('microblog_posts_group_created_idx').on(t.groupId, t.createdAt, t.id),
    // The statistics' top authors count every post of a period (feed and groups) by author: read from
    // this index alone, not from the table (issue 21: the dashboard under 500 ms with 2M posts).
    index('microblog_posts_created_user_idx').on(t.createdAt, t.userId),
    check(
      'microblog_posts_counts_check',
      sql`${t.likesCount} >= 0 and ${t.commentsCount} >= 0 and ${t.sharesCount} >= 0`,
    ),
  ],
);

/**
 * Uploaded media (spec's media_urls/media_types, one row each). Uploaded before the post: `post_id` is
 * null until a post of the same member references it; unattached rows older than a day are removed.
 * The file lives in the public `media` bucket at `storage_key` (`{userId}/{uuid}.{ext}`), or, for a
 * group's upload (`group_id` set), in the private `group-media` bucket (`groups/{groupId}/{uuid}.{ext}`),
 * served only to those who may read the group's posts.
 */
export const microblogMedia = pgTable(
  'microblog_media',
  {
    id: column.primaryId(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    postId: column.setNullRef('post_id', () => microblogPosts.id),
    groupId: uuid('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    position: column.counter('position'),
    /** image, video or document. */
    kind: text('kind').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    url: text('url').notNull(),
    mime: text('mime').notNull(),
    name: text('name').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('microblog_media_post_idx').on(t.postId, t.position),
    index('microblog_media_user_idx').on(t.userId),
    index('microblog_media_group_idx').on(t.groupId),
    index('microblog_media_orphan_idx').on(t.createdAt).where(sql`${t.postId} is null`),
    check('microblog_media_kind_check', sql`${t.kind} in ('image', 'video', 'document')`),
  ],
);

/** One like per member and post (002 §3 microblog_like). */
export const microblogLikes = pgTable(
  'microblog_likes',
  {
    id: column.primaryId(),
    postId: column.cascadeRef('post_id', () => microblogPosts.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    createdAt: column.createdAt(),
  },
  (t) => [
    uniqueIndex('microblog_likes_post_user_uq').on(t.postId, t.userId),
    index('microblog_likes_user_idx').on(t.userId),
  ],
);

export const microblogComments = pgTable(
  'microblog_comments',
  {
    id: column.primaryId(),
    postId: column.cascadeRef('post_id', () => microblogPosts.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    content: text('content').notNull(),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('microblog_comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('microblog_comments_user_idx').on(t.userId),
  ],
);

/** Each share recorded (002 §7 microblog_shares); the post keeps the count. */
export const microblogShares = pgTable(
  'microblog_shares',
  {
    id: column.primaryId(),
    postId: column.cascadeRef('post_id', () => microblogPosts.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    createdAt: column.createdAt(),
  },
  (t) => [index('microblog_shares_post_idx').on(t.postId), index('microblog_shares_user_idx').on(t.userId)],
);

/** Every hashtag used, by folded form, with its number of posts (the /hashtag index). */
export const hashtags = pgTable(
  'hashtags',
  {
    tag: text('tag').primaryKey(),
    /** As first written. */
    display: text('display').notNull(),
    postCount: column.counter('post_count'),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('hashtags_post_count_idx').on(t.postCount, t.tag),
    check('hashtags_post_count_check', sql`${t.postCount} >= 0`),
  ],
);

/** The hashtags of each post; `post_created_at` copies the post's time so a tag's page reads by keyset. */
export const microblogPostHashtags = pgTable(
  'microblog_post_hashtags',
  {
    postId: column.cascadeRef('post_id', () => microblogPosts.id),
    tag: text('tag')
      .notNull()
      .references(() => hashtags.tag, { onDelete: 'cascade' }),
    display: text('display').notNull(),
    postCreatedAt: column.timestampTz('post_created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.tag] }),
    index('microblog_post_hashtags_tag_idx').on(t.tag, t.postCreatedAt, t.postId),
  ],
);
