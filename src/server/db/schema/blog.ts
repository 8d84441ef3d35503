import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import * as column from './columns';
import { contentCategories } from './content-categories';
import { profiles } from './profiles';

/**
 * The blog's categories (001 §3), also the events' categories (002 §3, plans/002 decision: one table,
 * created before either area). A French reference list is seeded once (`blog-categories`); the team
 * manages it from the back office.
 */
export const blogCategories = pgTable('blog_categories', {
  id: column.primaryId(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  createdAt: column.createdAt(),
});

/**
 * Articles (001 §3 `blog_posts`). `content` is sanitised HTML, `content_text` its words (search and
 * descriptions), `word_count` gives the reading time. `status`: draft (never published), published,
 * unpublished (was published, now hidden) — decision 3; `published_at` is set on the first publication
 * only. `image_keys` lists every storage key the article shows (featured, additional, inline), so the
 * upload sweep knows what is referenced. The counters move with their rows in one statement (as the
 * feed's); `views_count` with the article's `post_views` (readers other than the author, once a day
 * each). The folded `search_text` and its trigram index are hand-written at the end of the migration.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: column.primaryId(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    content: text('content').notNull(),
    contentText: text('content_text').notNull(),
    wordCount: column.counter('word_count'),
    excerpt: text('excerpt'),
    // Decision 4: an author's articles go with their account.
    authorId: column.cascadeRef('author_id', () => profiles.id),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true, precision: 3 }),
    featuredImageUrl: text('featured_image_url'),
    additionalImages: text('additional_images').array(),
    imageKeys: text('image_keys').array().notNull().default(sql`'{}'::text[]`),
    likesCount: column.counter('likes_count'),
    favoritesCount: column.counter('favorites_count'),
    commentsCount: column.counter('comments_count'),
    // The sum of the article's `post_views`, moved by the statement that counts a view (stats repository).
    viewsCount: column.counter('views_count'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: published, newest first (ascending, read backwards: see feed.ts).
    index('blog_posts_published_idx').on(t.publishedAt, t.id).where(sql`${t.status} = 'published'`),
    index('blog_posts_author_published_idx')
      .on(t.authorId, t.publishedAt, t.id)
      .where(sql`${t.status} = 'published'`),
    // The statistics' authors of a period: who published, read from the index alone.
    index('blog_posts_published_author_idx')
      .on(t.publishedAt, t.authorId)
      .where(sql`${t.status} = 'published'`),
    // 'Mes articles' and the staff list (every status): by creation.
    index('blog_posts_author_created_idx').on(t.authorId, t.createdAt, t.id),
    index('blog_posts_created_idx').on(t.createdAt, t.id),
    index('blog_posts_status_created_idx').on(t.status, t.createdAt, t.id),
    index('blog_posts_image_keys_idx').using('gin', t.imageKeys),
    check('blog_posts_status_check', sql`${t.status} in ('draft', 'published', 'unpublished')`),
  ],
);

/** An old slug of a renamed article answers 301 to its current one (decision 2). */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    postId: column.cascadeRef('post_id', () => blogPosts.id),
    createdAt: column.createdAt(),
  },
  (t) => [index('blog_slug_redirects_post_idx').on(t.postId)],
);

/** An article's categories (001 §3 `blog_post_categories`). */
export const blogPostCategories = pgTable(
  'blog_post_categories',
  {
    postId: column.cascadeRef('post_id', () => blogPosts.id),
    categoryId: column.cascadeRef('category_id', () => blogCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_categories_category_idx').on(t.categoryId, t.postId),
  ],
);

/**
 * An article's content categories (001 §3 `blog_post_content_categories`, §5: at most 15): the kinds of
 * content it is (« Analyse », « Portrait »…). Deleting a content category removes its links.
 */
export const blogPostContentCategories = pgTable(
  'blog_post_content_categories',
  {
    postId: column.cascadeRef('post_id', () => blogPosts.id),
    categoryId: column.cascadeRef('category_id', () => contentCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('blog_post_content_categories_category_idx').on(t.categoryId, t.postId),
  ],
);

/** One like per member and article (001 §3 `blog_post_likes`). */
export const blogPostLikes = pgTable(
  'blog_post_likes',
  {
    postId: column.cascadeRef('post_id', () => blogPosts.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    createdAt: column.createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('blog_post_likes_user_idx').on(t.userId)],
);

/** A member's saved articles, 'Mes favoris' (001 §3 `blog_favorites`). */
export const blogFavorites = pgTable(
  'blog_favorites',
  {
    postId: column.cascadeRef('post_id', () => blogPosts.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('blog_favorites_user_idx').on(t.userId, t.createdAt, t.postId),
  ],
);

/**
 * Comments (001 §3 `blog_comments`). `depth` 0 for a comment on the article, the parent's + 1 for a
 * reply (at most 3: §9 "reply allowed when level is below 3"); `root_id` the top-level comment of its
 * thread (itself for one), so a page of threads reads its replies by index. A comment with replies is
 * deleted as a placeholder (`is_deleted`, content emptied, decision 5); its author leaving does the same
 * (decision 4, a trigger hand-written in the migration turns the `set null` into a placeholder).
 */
export const blogComments = pgTable(
  'blog_comments',
  {
    id: column.primaryId(),
    postId: column.cascadeRef('post_id', () => blogPosts.id),
    authorId: column.setNullRef('author_id', () => profiles.id),
    content: text('content').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => blogComments.id, { onDelete: 'cascade' }),
    rootId: uuid('root_id').notNull(),
    depth: smallint('depth').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    likesCount: column.counter('likes_count'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    // Threads of an article oldest first, by keyset; their replies by root.
    index('blog_comments_threads_idx').on(t.postId, t.createdAt, t.id).where(sql`${t.depth} = 0`),
    index('blog_comments_root_idx').on(t.rootId, t.createdAt, t.id),
    index('blog_comments_parent_idx').on(t.parentId),
    index('blog_comments_author_idx').on(t.authorId),
    check('blog_comments_depth_check', sql`${t.depth} between 0 and 3`),
  ],
);

/** One like per member and comment. */
export const blogCommentLikes = pgTable(
  'blog_comment_likes',
  {
    commentId: column.cascadeRef('comment_id', () => blogComments.id),
    userId: column.cascadeRef('user_id', () => profiles.id),
    createdAt: column.createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('blog_comment_likes_user_idx').on(t.userId),
  ],
);

/**
 * Reports of members' content (001 §3 `comment_reports`, decision 5: one model for blog comments now,
 * feed and group content later): what is reported (`target_type` + `target_id`, no foreign key since
 * the target's table depends on its type), by whom, why, and the staff's decision. One report per
 * member and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: column.primaryId(),
    targetType: text('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reporterId: column.cascadeRef('reporter_id', () => profiles.id),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('open'),
    resolvedBy: column.setNullRef('resolved_by', () => profiles.id),
    resolvedAt: column.timestampTz('resolved_at'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    unique('reports_target_reporter_unique').on(t.targetType, t.targetId, t.reporterId),
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
    index('reports_reporter_idx').on(t.reporterId),
    index('reports_resolved_by_idx').on(t.resolvedBy),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed', 'removed')`),
    check(
      'reports_target_type_check',
      sql`${t.targetType} in ('blog_comment', 'member', 'post', 'comment', 'message', 'group')`,
    ),
  ],
);

/**
 * Images uploaded for articles (bucket `blog-images`, key `{userId}/{uuid}.{ext}`, 001 §3): a file not
 * referenced by any article's `image_keys` a day after its upload is swept with its file.
 */
export const blogUploads = pgTable(
  'blog_uploads',
  {
    key: text('key').primaryKey(),
    userId: column.cascadeRef('user_id', () => profiles.id),
    /** The stored file's bytes, counted against the member's storage quota (issue 32 §5). */
    size: column.counter('size'),
    createdAt: column.createdAt(),
  },
  (t) => [
    index('blog_uploads_user_created_idx').on(t.userId, t.createdAt),
    index('blog_uploads_created_idx').on(t.createdAt),
  ],
);
