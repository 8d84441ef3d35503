import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { AreaAbilities } from '../permissions';
import type { Registered, RegisteredKeys } from '../registry';
import { slugMax } from '../slug';
import { blankToNull, blankToUndefined } from './blank';
import { directoryPage, directoryPageOf } from './directory';
import { numberedPageOf, PageQuery, pageOf, withinCountCap } from './pagination';

/*
 * The blog (001 §2.19, §3–§9; plans/001 Package D and decisions 2–5, 14, 15). Articles live under
 * `/api/v1/blog/…`, their pages under `/blog`. The categories come first: events use them too (plans/002).
 */

/** Business constants of the blog (001 §9, and the plan's choices where the spec gives none). */
export const blogLimits = {
  /** The list: 9 a page in a 3-column grid (§2.19, §9). */
  pageSize: 9,
  /** Counts stop here: the pager offers 100 pages at most and says "900+" (a filter narrows). */
  countCap: 900,
  titleMax: 150,
  excerptMax: 300,
  /** Sanitised HTML of an article. */
  contentMax: 200_000,
  queryMax: 100,
  /** §5, §9: images of 5 MB at most, JPG/PNG/WebP/GIF (by their bytes), re-encoded 2000 px wide at most. */
  imageMaxBytes: 5 * 1024 * 1024,
  imageMaxWidth: 2000,
  additionalImagesMax: 5,
  /** §5, §9: an article's content categories at most 15; its subject categories (no bound in the spec) the same. */
  categoriesMax: 15,
  /** §9 "reply allowed when level is below 3": a top-level comment is level 0, a reply at most level 3. */
  replyMaxLevel: 3,
  commentMax: 2_000,
  reasonMax: 500,
  /** Threads of comments a page (each with all its replies). */
  commentThreadsPage: 20,
  /** §9: toast 3 s; after a save, back to the list after 1.5 s. */
  toastMs: 3_000,
  redirectAfterSaveMs: 1_500,
  /** Reading speed of the reading time. */
  wordsPerMinute: 200,
  /** The authors of the list's filter. */
  authorsMax: 100,
  /** The RSS feed's newest articles. */
  rssItems: 30,
  /** Staff's bulk bar: one page's selection, at most. */
  bulkMax: 100,
  /** Uploads never referenced by an article are swept after this many hours. */
  orphanUploadHours: 24,
} as const;

const l = blogLimits;

export const blogPostStatuses = ['draft', 'published', 'unpublished'] as const;
export const BlogPostStatus = z.enum(blogPostStatuses);
export type BlogPostStatus = z.infer<typeof BlogPostStatus>;

export const blogPeriods = ['week', 'month', 'year'] as const;
export type BlogPeriod = (typeof blogPeriods)[number];

/** The article's page. */
export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** Minutes to read `words` (at least 1). */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / l.wordsPerMinute));

// ---------------------------------------------------------------------------------------------
// Categories

export const BlogCategory = z.object({ id: z.uuid(), name: z.string(), slug: z.string() });
export type BlogCategory = z.infer<typeof BlogCategory>;

export const BlogCategoriesResponse = z.object({ items: z.array(BlogCategory) });
export type BlogCategoriesResponse = z.infer<typeof BlogCategoriesResponse>;

export const blogCategoryEndpoints = {
  /** Every category by name (a few dozen: one list), for the blog's and the events' forms and filters. */
  list: endpoint('GET', '/blog-categories', { response: BlogCategoriesResponse, access: 'public' }),
};

// ---------------------------------------------------------------------------------------------
// Articles

/** A stored image of the blog's own storage (an upload's URL). */
const imageUrl = z
  .string()
  .max(300)
  .regex(/^\/storage\/blog-images\/[\w][\w./-]*$/, { error: 'blog.validation.imageInvalid' });

/** The editor's form (001 §5): title and content required, excerpt optional, 'Publié' checked by default. */
export const BlogPostBody = z.object({
  title: z
    .string({ error: 'blog.validation.titleRequired' })
    .trim()
    .min(1, { error: 'blog.validation.titleRequired' })
    .max(l.titleMax, { error: 'blog.validation.tooLong' }),
  /** HTML from the editor; sanitised on the server (decision 14). */
  content: z
    .string({ error: 'blog.validation.contentRequired' })
    .max(l.contentMax, { error: 'blog.validation.tooLong' }),
  excerpt: z.preprocess(
    blankToNull,
    z.string().trim().max(l.excerptMax, { error: 'blog.validation.tooLong' }).nullable().default(null),
  ),
  /** 'Publié' (§4: new articles default to published). */
  published: z.boolean().default(true),
  featuredImage: z.preprocess(blankToNull, imageUrl.nullable().default(null)),
  additionalImages: z
    .array(imageUrl)
    .max(l.additionalImagesMax, { error: 'blog.validation.tooManyImages' })
    .default([]),
  categoryIds: z
    .array(z.uuid())
    .max(l.categoriesMax, { error: 'blog.validation.tooManyCategories' })
    .default([]),
  /** The kinds of content it is (001 §5: content categories at most 15), from `/content-categories`. */
  contentCategoryIds: z
    .array(z.uuid())
    .max(l.categoriesMax, { error: 'blog.validation.tooManyCategories' })
    .default([]),
});
export type BlogPostBody = z.input<typeof BlogPostBody>;

export const BlogPostParams = z.object({ postId: z.uuid({ error: 'blog.invalidId' }) });
export const BlogSlugParams = z.object({
  slug: z.string().regex(new RegExp(`^[a-z0-9][a-z0-9-]{0,${slugMax - 1}}$`), { error: 'blog.notFound' }),
});

/** The list's filters (§2.19, §7.6), every one applied in SQL. */
export const BlogListQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'blog.validation.tooLong' }).optional(),
  ),
  category: z.preprocess(blankToUndefined, z.uuid().optional()),
  /** Of this content category (« Analyse », « Portrait »…). */
  contentCategory: z.preprocess(blankToUndefined, z.uuid().optional()),
  period: z.preprocess(blankToUndefined, z.enum(blogPeriods).optional()),
  author: z.preprocess(blankToUndefined, z.uuid().optional()),
  /** Staff only (§2.19); a member's own articles with `mine`. Others see published articles only. */
  status: z.preprocess(blankToUndefined, BlogPostStatus.optional()),
  /** 'Mes articles': the actor's own, every status. */
  mine: z.preprocess(blankToUndefined, z.enum(['1']).optional()),
  /** 'Mes favoris': what the actor saved. */
  saved: z.preprocess(blankToUndefined, z.enum(['1']).optional()),
  page: directoryPage(l),
});
export type BlogListQuery = z.input<typeof BlogListQuery>;

export const BlogAuthor = z.object({
  id: z.uuid(),
  fullName: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  title: z.string().nullable(),
});
export type BlogAuthor = z.infer<typeof BlogAuthor>;

/** A card of the list. */
export const BlogPostCard = z.object({
  id: z.uuid(),
  title: z.string(),
  slug: z.string(),
  /** The excerpt, or the start of the text. */
  summary: z.string(),
  status: BlogPostStatus,
  publishedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  featuredImageUrl: z.string().nullable(),
  author: BlogAuthor.nullable(),
  categories: z.array(BlogCategory),
  likesCount: z.number().int(),
  commentsCount: z.number().int(),
  /** Readers counted by the page-view beacon: once a day each, never the author (features/stats). */
  viewsCount: z.number().int(),
  readingMinutes: z.number().int(),
});
export type BlogPostCard = z.infer<typeof BlogPostCard>;

/** The article: everything, the viewer's like and save, and what the viewer may do. */
export const BlogPostDetail = BlogPostCard.extend({
  content: z.string(),
  excerpt: z.string().nullable(),
  additionalImages: z.array(z.string()),
  updatedAt: z.iso.datetime(),
  favoritesCount: z.number().int(),
  liked: z.boolean(),
  saved: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The kinds of content it is, by name (001 §2.19 "content categories"). */
  contentCategories: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type BlogPostDetail = z.infer<typeof BlogPostDetail>;

export const BlogPostPage = directoryPageOf(BlogPostCard);
export type BlogPostPage = z.infer<typeof BlogPostPage>;

/** Staff's bulk bar and the per-card toggle (§2.19; "behaviour not shown" → real, in one transaction). */
export const blogBulkActions = ['publish', 'unpublish', 'delete'] as const;
export const BlogBulkBody = z.object({
  ids: z.array(z.uuid()).min(1).max(l.bulkMax),
  action: z.enum(blogBulkActions),
});
export type BlogBulkBody = z.infer<typeof BlogBulkBody>;

export const LikeState = z.object({ liked: z.boolean(), likesCount: z.number().int() });
export type LikeState = z.infer<typeof LikeState>;
export const SaveState = z.object({ saved: z.boolean(), favoritesCount: z.number().int() });
export type SaveState = z.infer<typeof SaveState>;

export const BlogImage = z.object({ url: z.string() });

// ---------------------------------------------------------------------------------------------
// Comments and reports

export const BlogComment = z.object({
  id: z.uuid(),
  parentId: z.uuid().nullable(),
  depth: z.number().int(),
  /** '' for a deleted comment kept for its replies ('Commentaire supprimé', decision 5). */
  content: z.string(),
  isDeleted: z.boolean(),
  author: BlogAuthor.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  likesCount: z.number().int(),
  liked: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Another member's live comment the viewer has not reported yet. */
  canReport: z.boolean(),
  canReply: z.boolean(),
});
export type BlogComment = z.infer<typeof BlogComment>;

/** A page of threads, oldest first: each top-level comment followed by all its replies. */
export const BlogCommentPage = pageOf(BlogComment);
export type BlogCommentPage = z.infer<typeof BlogCommentPage>;

export const BlogCommentsQuery = z.object({ cursor: z.string().max(200).optional() });

const commentText = z
  .string({ error: 'blog.validation.commentRequired' })
  .trim()
  .min(1, { error: 'blog.validation.commentRequired' })
  .max(l.commentMax, { error: 'blog.validation.tooLong' });

export const BlogCommentBody = z.object({
  content: commentText,
  parentId: z.preprocess(blankToNull, z.uuid().nullable().default(null)),
});
export type BlogCommentBody = z.input<typeof BlogCommentBody>;

export const BlogCommentEditBody = z.object({ content: commentText });
export const BlogCommentParams = z.object({ commentId: z.uuid({ error: 'blog.invalidId' }) });

/** §5 "report reason: non-empty text required". */
export const ReportBody = z.object({
  reason: z
    .string({ error: 'blog.validation.reasonRequired' })
    .trim()
    .min(1, { error: 'blog.validation.reasonRequired' })
    .max(l.reasonMax, { error: 'blog.validation.tooLong' }),
});
export type ReportBody = z.infer<typeof ReportBody>;

/** What may be reported (decision 5, issue 22 §3): blog comments, members, posts, comments, messages, groups. */
export const reportTargetTypes = ['blog_comment', 'member', 'post', 'comment', 'message', 'group'] as const;
export const ReportTargetType = z.enum(reportTargetTypes);
export const reportStatuses = ['open', 'dismissed', 'removed'] as const;
export const ReportStatus = z.enum(reportStatuses);

export const AdminReport = z.object({
  id: z.uuid(),
  targetType: z.enum(reportTargetTypes),
  targetId: z.uuid(),
  reason: z.string(),
  status: ReportStatus,
  createdAt: z.iso.datetime(),
  resolvedAt: z.iso.datetime().nullable(),
  reporter: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
  /** The reported content as it is now (null once gone). */
  target: z
    .object({
      content: z.string(),
      isDeleted: z.boolean(),
      author: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
      /** Where it is shown (the article, the group, the member's name); null for a message. */
      title: z.string().nullable(),
      /** A link to it; null where staff have no page to open (a private message). */
      path: z.string().nullable(),
    })
    .nullable(),
  /** Whether 'Supprimer le contenu' applies (blog comments, posts, comments, messages). */
  canRemove: z.boolean(),
});
export type AdminReport = z.infer<typeof AdminReport>;

export const AdminReportsQuery = PageQuery.extend({
  status: z.preprocess(blankToUndefined, ReportStatus.default('open')),
  type: z.preprocess(blankToUndefined, ReportTargetType.optional()),
}).superRefine(withinCountCap());
export type AdminReportsQuery = z.input<typeof AdminReportsQuery>;
export const AdminReportsPage = numberedPageOf(AdminReport);
export type AdminReportsPage = z.infer<typeof AdminReportsPage>;

export const AdminReportParams = z.object({ reportId: z.uuid() });
/** Dismiss the report, or remove the content (every open report of it is then closed as removed). */
export const AdminReportResolveBody = z.object({ action: z.enum(['dismiss', 'remove']) });

// ---------------------------------------------------------------------------------------------
// Registries

export const blogNotificationTypes = [
  'blog_comment',
  'blog_like',
  'blog_share',
  'blog_reply',
  'blog_comment_like',
  'blog_created',
] as const;
export const blogLogActions = ['blog_post_deleted_by_admin', 'blog_posts_bulk', 'report_resolved'] as const;

/** The area's abilities and the staff roles holding them besides admin (common/permissions.ts). */
export const blogAbilities = {
  /** Blog moderation: any article or comment. */
  'blog.moderate': ['contentmanager'],
} as const satisfies AreaAbilities;

declare module '../registry' {
  interface Abilities extends RegisteredKeys<typeof blogAbilities> {}
  interface NotificationTypes extends Registered<typeof blogNotificationTypes> {}
  interface LogActions extends Registered<typeof blogLogActions> {}
}

/** The blog's endpoints (under `/api/v1`). */
export const blogEndpoints = {
  /** Published articles, newest first, 9 a page; staff every status; `mine`, `saved` for members. */
  list: endpoint('GET', '/blog/posts', { query: BlogListQuery, response: BlogPostPage, access: 'public' }),
  /** The authors of the list's filter (those with a published article, or every one for staff). */
  authors: endpoint('GET', '/blog/authors', {
    response: z.object({ items: z.array(BlogAuthor) }),
    access: 'public',
  }),
  /**
   * An article by its slug, or by an old slug (the answer's `slug` is then the current one, decision 2).
   * A draft or unpublished article answers 404 to anyone but its author and staff (§6).
   */
  get: endpoint('GET', '/blog/posts/by-slug/:slug', {
    params: BlogSlugParams,
    response: BlogPostDetail,
    access: 'public',
  }),
  create: endpoint('POST', '/blog/posts', {
    body: BlogPostBody,
    response: BlogPostDetail,
    status: 201,
    access: 'member',
    limit: 'content',
  }),
  /** The author or staff (403 otherwise). */
  update: endpoint('PATCH', '/blog/posts/:postId', {
    params: BlogPostParams,
    body: BlogPostBody,
    response: BlogPostDetail,
    access: 'member',
    limit: 'edit',
  }),
  remove: endpoint('DELETE', '/blog/posts/:postId', {
    params: BlogPostParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** Staff: publish, unpublish or delete several articles in one transaction; answers how many changed. */
  bulk: endpoint('POST', '/blog/posts/bulk', {
    body: BlogBulkBody,
    response: z.object({ count: z.number().int() }),
    access: { ability: 'blog.moderate' },
  }),
  like: endpoint('PUT', '/blog/posts/:postId/like', {
    params: BlogPostParams,
    response: LikeState,
    access: 'member',
    limit: 'toggle',
  }),
  unlike: endpoint('DELETE', '/blog/posts/:postId/like', {
    params: BlogPostParams,
    response: LikeState,
    access: 'member',
  }),
  save: endpoint('PUT', '/blog/posts/:postId/favorite', {
    params: BlogPostParams,
    response: SaveState,
    access: 'member',
    limit: 'toggle',
  }),
  unsave: endpoint('DELETE', '/blog/posts/:postId/favorite', {
    params: BlogPostParams,
    response: SaveState,
    access: 'member',
  }),
  /** An image for an article (field `file`: JPG, PNG, WebP or GIF by its bytes, 5 MB), re-encoded. */
  uploadImage: endpoint('POST', '/blog/images', {
    multipart: true,
    response: BlogImage,
    status: 201,
    access: 'member',
    limit: 'upload',
  }),
  comments: endpoint('GET', '/blog/posts/:postId/comments', {
    params: BlogPostParams,
    query: BlogCommentsQuery,
    response: BlogCommentPage,
    access: 'public',
  }),
  comment: endpoint('POST', '/blog/posts/:postId/comments', {
    params: BlogPostParams,
    body: BlogCommentBody,
    response: BlogComment,
    status: 201,
    access: 'member',
    limit: 'comment',
  }),
  /** The comment's author only. */
  editComment: endpoint('PATCH', '/blog/comments/:commentId', {
    params: BlogCommentParams,
    body: BlogCommentEditBody,
    response: BlogComment,
    access: 'member',
    limit: 'edit',
  }),
  /** The comment's author or staff; one with replies stays as 'Commentaire supprimé' (decision 5). */
  removeComment: endpoint('DELETE', '/blog/comments/:commentId', {
    params: BlogCommentParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  likeComment: endpoint('PUT', '/blog/comments/:commentId/like', {
    params: BlogCommentParams,
    response: LikeState,
    access: 'member',
    limit: 'toggle',
  }),
  unlikeComment: endpoint('DELETE', '/blog/comments/:commentId/like', {
    params: BlogCommentParams,
    response: LikeState,
    access: 'member',
  }),
  /** Another member's comment, once (409 `report_duplicate`); never one's own (400 `report_own_content`). */
  report: endpoint('POST', '/blog/comments/:commentId/reports', {
    params: BlogCommentParams,
    body: ReportBody,
    response: z.object({ id: z.uuid() }),
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
};

/** The moderation queue (decision 5, `/admin/reports`). */
export const adminReportEndpoints = {
  list: endpoint('GET', '/admin/reports', {
    query: AdminReportsQuery,
    response: AdminReportsPage,
    access: { ability: 'moderation.review' },
  }),
  resolve: endpoint('POST', '/admin/reports/:reportId/resolve', {
    params: AdminReportParams,
    body: AdminReportResolveBody,
    response: AdminReport,
    access: { ability: 'moderation.review' },
  }),
};
