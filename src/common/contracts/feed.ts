import { z } from 'zod';
import { endpoint } from '../endpoint';
import { limits } from '../limits';
import type { AreaAbilities } from '../permissions';
import type { Registered, RegisteredKeys } from '../registry';

/**
 * The microblog feed (002 §2 Feed, §3 Microblog, §4, §5, §6, §7 "Microblog and sidebars", §8, §9).
 *
 * Reads are public (visitors read the feed, 002 §6); every write needs a signed-in member (401
 * `unauthenticated`: the web opens the login dialog). Posts are edited and deleted by their author or an
 * admin (another member: 403 `forbidden`); comments are deleted by their author or an admin.
 *
 * Media are uploaded first, one file per request (`feedEndpoints.uploadMedia`, multipart field `file`), which
 * answers a `FeedMedia` with its id; a post then references up to 4 of the author's own uploads by id.
 * Editing sends the full final list: ids kept from the post plus new uploads; the ones left out are
 * removed from the post and from storage.
 *
 * Messages in this contract are catalog keys: `feed.validation.*` and `errors.*` are written by the
 * server side of the feed; the web writes its UI texts under other `feed.*` keys.
 */

export const feedLimits = limits.feed;

/** The web address of one post, as shared (002 §2 Feed). */
export const postSharePath = (postId: string) => `/feed?post=${postId}`;
/** The web address of one post of a group's feed (readable only by those who may read the group's posts). */
export const groupPostPath = (groupId: string, postId: string) => `/groups/${groupId}?post=${postId}`;
/** The web address of a hashtag page. */
export const hashtagPath = (tag: string) => `/hashtag/${encodeURIComponent(tag)}`;

/**
 * Hashtags in a text: '#' then unicode letters, digits or '_' (at least one letter or digit), not glued
 * to a preceding word character. Shared so the web highlights exactly what the server indexes.
 */
export const hashtagPattern = /(^|[^\p{L}\p{N}_&#/])#([\p{L}\p{N}_]*[\p{L}\p{N}][\p{L}\p{N}_]*)/gu;

/** The matching form of a tag: NFC, lowercased (display keeps the form as written). */
export const foldHashtag = (tag: string) => tag.normalize('NFC').toLocaleLowerCase('fr');

/**
 * The hashtags of a text, in order of first appearance, unique by folded form, as written first; the
 * first `hashtagsPerPost` only (one post cannot fill the index or the trends with hundreds).
 */
export const extractHashtags = (text: string): { tag: string; display: string }[] => {
  const seen = new Map<string, string>();
  for (const match of text.matchAll(hashtagPattern)) {
    const display = (match[2] ?? '').normalize('NFC').slice(0, limits.feed.hashtagMax);
    const tag = foldHashtag(display);
    if (tag && !seen.has(tag)) seen.set(tag, display);
    if (seen.size === limits.feed.hashtagsPerPost) break;
  }
  return [...seen].map(([tag, display]) => ({ tag, display }));
};

// ---------------------------------------------------------------------------------------------
// Items

export const MediaKind = z.enum(['image', 'video', 'document']);
export type MediaKind = z.infer<typeof MediaKind>;

/** Accepted media, checked by the file's bytes (never its name or declared type). */
export const acceptedMedia = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  video: ['video/mp4', 'video/webm'],
  document: [
    'application/pdf',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  ],
} as const satisfies Record<MediaKind, readonly string[]>;
/** For the file input's `accept` attribute. */
export const acceptedMediaTypes = [...acceptedMedia.image, ...acceptedMedia.video, ...acceptedMedia.document];

/** One uploaded file (an image re-encoded without metadata; videos and documents as sent). */
export const FeedMedia = z.object({
  id: z.uuid(),
  kind: MediaKind,
  /** Public URL (`/storage/media/{userId}/…`). */
  url: z.string(),
  mime: z.string(),
  /** The file name as uploaded (shown for documents). */
  name: z.string(),
  /** Bytes stored. */
  size: z.number().int().min(0),
  /** Images only. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type FeedMedia = z.infer<typeof FeedMedia>;

/** The author as shown on a post or comment (002 §3 "Profile (as shown in feeds)"). */
export const FeedAuthor = z.object({
  id: z.uuid(),
  /** full_name, or the username when the member has none. */
  fullName: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** The job title. */
  title: z.string().nullable(),
  isMentor: z.boolean(),
});
export type FeedAuthor = z.infer<typeof FeedAuthor>;

export const CommentItem = z.object({
  id: z.uuid(),
  postId: z.uuid(),
  author: FeedAuthor,
  content: z.string(),
  createdAt: z.iso.datetime(),
  /** The viewer is its author or an admin. */
  canDelete: z.boolean(),
});
export type CommentItem = z.infer<typeof CommentItem>;

export const PostItem = z.object({
  id: z.uuid(),
  author: FeedAuthor,
  content: z.string(),
  media: z.array(FeedMedia),
  /** Folded tags found in the content (link each to `/hashtag/{tag}`). */
  hashtags: z.array(z.string()),
  likeCount: z.number().int().min(0),
  /** False for visitors. */
  likedByMe: z.boolean(),
  commentCount: z.number().int().min(0),
  shareCount: z.number().int().min(0),
  /** The latest 2 comments, oldest of the two first ('Voir les N autres commentaires' beyond). */
  latestComments: z.array(CommentItem),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The 'modifié' marker: the text or media changed after publication. */
  edited: z.boolean(),
  /** The viewer is the author or an admin. */
  canEdit: z.boolean(),
  /** The author, an admin, or in a group its creator, admins and moderators (002 §6). */
  canDelete: z.boolean(),
  /** The group whose feed holds the post; null for the main feed. */
  groupId: z.uuid().nullable(),
  /** The link path (`/feed?post={id}`, or `/groups/{groupId}?post={id}` for a group's post). */
  url: z.string(),
});
export type PostItem = z.infer<typeof PostItem>;

// ---------------------------------------------------------------------------------------------
// Requests

const uuidParam = z.uuid({ error: 'errors.not_found' });
export const PostParams = z.object({ id: uuidParam });
export const CommentParams = z.object({ id: uuidParam });
export const MediaParams = z.object({ id: uuidParam });
export const MediaUploadQuery = z.object({ group: z.uuid({ error: 'errors.not_found' }).optional() });
export const HashtagParams = z.object({
  tag: z.string().trim().min(1, { error: 'errors.not_found' }).max(feedLimits.hashtagMax, {
    error: 'errors.not_found',
  }),
});

/** A page of the feed, newest first: everyone's, one member's (`user`), one hashtag's, or one post. */
export const FeedQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(feedLimits.pageSizeMax).default(feedLimits.pageSize),
  user: z.uuid({ error: 'errors.invalid_profile_id' }).optional(),
  /** With or without '#', any case. */
  hashtag: z
    .string()
    .trim()
    .max(feedLimits.hashtagMax + 1)
    .optional(),
  /** Only this post (the `/feed?post={id}` share link); an empty page when it does not exist. */
  post: z.uuid({ error: 'errors.not_found' }).optional(),
  /**
   * One group's feed (404 when the viewer may not see the group, 'Ce groupe est privé' for a private one
   * they are not in). Without it, no group's post is ever listed.
   */
  group: z.uuid({ error: 'errors.not_found' }).optional(),
});
export type FeedQuery = z.input<typeof FeedQuery>;

export const FeedPage = z.object({ items: z.array(PostItem), nextCursor: z.string().nullable() });
export type FeedPage = z.infer<typeof FeedPage>;

const postContent = z
  .string()
  .trim()
  .max(feedLimits.postMax, { error: 'feed.validation.postTooLong' })
  .default('');
const mediaIds = z
  .array(z.uuid({ error: 'feed.validation.mediaUnknown' }))
  .max(feedLimits.mediaPerPost, { error: 'feed.validation.tooManyMedia' })
  .default([]);

/** A post needs text or media ('Veuillez ajouter du texte ou des médias à votre post.'). */
const postBody = z
  .object({ content: postContent, mediaIds })
  .refine((body) => body.content.length > 0 || body.mediaIds.length > 0, {
    error: 'feed.validation.postEmpty',
    path: ['content'],
  });

/**
 * `mediaIds`: the actor's own uploads (FeedMedia ids), in display order. `groupId`: a post in that
 * group's feed (its members, as its posting rule allows); its media must be uploaded for that group.
 */
export const CreatePostBody = z
  .object({ content: postContent, mediaIds, groupId: z.uuid({ error: 'errors.not_found' }).optional() })
  .superRefine((body, ctx) => {
    if (body.content.length > 0 || body.mediaIds.length > 0) return;
    // A group's feed has its own text (002 §5 "Group post"), the microblog its own (§5 "Microblog").
    const message = body.groupId ? 'groups.feed.validation.postEmpty' : 'feed.validation.postEmpty';
    ctx.addIssue({ code: 'custom', message, path: ['content'] });
  });
export type CreatePostBody = z.input<typeof CreatePostBody>;

/** The whole new state: `mediaIds` lists the media kept and the new uploads; the others are removed. */
export const UpdatePostBody = postBody;
export type UpdatePostBody = z.input<typeof UpdatePostBody>;

export const CommentsQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(feedLimits.commentsPageSize),
});
export type CommentsQuery = z.input<typeof CommentsQuery>;

/** Comments of a post, oldest first (002 §7). */
export const CommentsPage = z.object({ items: z.array(CommentItem), nextCursor: z.string().nullable() });
export type CommentsPage = z.infer<typeof CommentsPage>;

export const CreateCommentBody = z.object({
  content: z
    .string({ error: 'feed.validation.commentEmpty' })
    .trim()
    .min(1, { error: 'feed.validation.commentEmpty', abort: true })
    .max(feedLimits.commentMax, { error: 'feed.validation.commentTooLong' }),
});
export type CreateCommentBody = z.input<typeof CreateCommentBody>;

// ---------------------------------------------------------------------------------------------
// Responses

export const LikeResponse = z.object({ liked: z.boolean(), likeCount: z.number().int().min(0) });
export type LikeResponse = z.infer<typeof LikeResponse>;

export const ShareResponse = z.object({
  shareCount: z.number().int().min(0),
  /** The path to copy (`/feed?post={id}`); the web prefixes its origin. */
  url: z.string(),
});
export type ShareResponse = z.infer<typeof ShareResponse>;

export const HashtagCount = z.object({
  /** Folded form, for links. */
  tag: z.string(),
  /** As first written. */
  display: z.string(),
  count: z.number().int().min(0),
});
export type HashtagCount = z.infer<typeof HashtagCount>;

/** Sidebar: hashtags of the posts of the last 7 days (latest 500), the top 8 by number of posts. */
export const TrendingHashtags = z.object({ items: z.array(HashtagCount) });
export type TrendingHashtags = z.infer<typeof TrendingHashtags>;

export const HashtagSuggestionsQuery = z.object({
  /** The word being typed after '#', without it; empty lists the top 10. */
  q: z.string().trim().max(feedLimits.hashtagMax).default(''),
});
export type HashtagSuggestionsQuery = z.input<typeof HashtagSuggestionsQuery>;

/** Composer: hashtags of the latest 1000 posts starting with `q`, the top 10. */
export const HashtagSuggestions = z.object({ items: z.array(HashtagCount) });
export type HashtagSuggestions = z.infer<typeof HashtagSuggestions>;

/** /hashtag: the most used hashtags, all time (`count` = posts). */
export const HashtagIndex = z.object({ items: z.array(HashtagCount) });
export type HashtagIndex = z.infer<typeof HashtagIndex>;

/** /hashtag/{tag}: the tag and its number of posts (0 when no post uses it). */
export const HashtagInfo = HashtagCount;
export type HashtagInfo = z.infer<typeof HashtagInfo>;

/** The profile shortcut of the left sidebar (002 §7 "Sidebar counters"). */
export const FeedSummary = z.object({
  author: FeedAuthor,
  /** Accepted connections, either direction. */
  connectionCount: z.number().int().min(0),
  /** The member's own posts. */
  postCount: z.number().int().min(0),
});
export type FeedSummary = z.infer<typeof FeedSummary>;

/** 'Améliorer' in the composer (post, 2000 characters) or a comment box (500 characters). */
export const ImproveTextBody = z
  .object({
    kind: z.enum(['post', 'comment']).default('post'),
    text: z
      .string({ error: 'feed.validation.improveEmpty' })
      .trim()
      .min(1, { error: 'feed.validation.improveEmpty', abort: true }),
  })
  .refine(
    (body) =>
      body.text.length <=
      (body.kind === 'comment' ? feedLimits.improveCommentMax : feedLimits.improvePostMax),
    { error: 'feed.validation.improveTooLong', path: ['text'] },
  );
export type ImproveTextBody = z.input<typeof ImproveTextBody>;

export const ImproveTextResponse = z.object({ improvedText: z.string() });
export type ImproveTextResponse = z.infer<typeof ImproveTextResponse>;

/** To the admins: a member published in the feed (002 §7 "After creation an admin notification is sent"). */
export const feedNotificationTypes = ['microblog_post'] as const;

// ---------------------------------------------------------------------------------------------
// Endpoints (under `/api/v1`; `:id` is a UUID, `:tag` a hashtag without '#')

const Done = z.null().describe('Done');

export const feedEndpoints = {
  /** A page of posts, newest first. */
  listPosts: endpoint('GET', '/feed/posts', { query: FeedQuery, response: FeedPage, access: 'public' }),
  createPost: endpoint('POST', '/feed/posts', {
    body: CreatePostBody,
    response: PostItem,
    status: 201,
    access: 'member',
    limit: 'post',
  }),
  /** 404 when absent. */
  getPost: endpoint('GET', '/feed/posts/:id', { params: PostParams, response: PostItem, access: 'public' }),
  /** Author or moderator. */
  updatePost: endpoint('PATCH', '/feed/posts/:id', {
    params: PostParams,
    body: UpdatePostBody,
    response: PostItem,
    access: 'member',
    limit: 'edit',
  }),
  /** Author or moderator. */
  deletePost: endpoint('DELETE', '/feed/posts/:id', {
    params: PostParams,
    response: Done,
    status: 204,
    access: 'member',
  }),
  /** Idempotent. */
  like: endpoint('PUT', '/feed/posts/:id/like', {
    params: PostParams,
    response: LikeResponse,
    access: 'member',
    limit: 'toggle',
  }),
  /** Idempotent. */
  unlike: endpoint('DELETE', '/feed/posts/:id/like', {
    params: PostParams,
    response: LikeResponse,
    access: 'member',
  }),
  /** Removes the actor's like when there is one, else adds it (002 §4). */
  toggleLike: endpoint('POST', '/feed/posts/:id/like/toggle', {
    params: PostParams,
    response: LikeResponse,
    access: 'member',
    limit: 'toggle',
  }),
  /** Records the share, answers the link to copy. */
  share: endpoint('POST', '/feed/posts/:id/share', {
    params: PostParams,
    response: ShareResponse,
    access: 'member',
    limit: 'share',
  }),
  /** Oldest first. */
  listComments: endpoint('GET', '/feed/posts/:id/comments', {
    params: PostParams,
    query: CommentsQuery,
    response: CommentsPage,
    access: 'public',
  }),
  createComment: endpoint('POST', '/feed/posts/:id/comments', {
    params: PostParams,
    body: CreateCommentBody,
    response: CommentItem,
    status: 201,
    access: 'member',
    limit: 'comment',
  }),
  /** Author or moderator. */
  deleteComment: endpoint('DELETE', '/feed/comments/:id', {
    params: CommentParams,
    response: Done,
    status: 204,
    access: 'member',
  }),
  /**
   * One file (field `file`), checked by its bytes. `group`: an upload for a post in that group (its
   * members), kept out of the public bucket and served by `mediaFile` to the group's readers only.
   */
  uploadMedia: endpoint('POST', '/feed/media', {
    query: MediaUploadQuery,
    multipart: true,
    response: FeedMedia,
    status: 201,
    access: 'member',
    limit: 'service',
  }),
  /** The file of a group's upload: to its uploader before it is posted, then to the group's readers. */
  mediaFile: endpoint('GET', '/feed/media/:id/file', {
    params: MediaParams,
    response: z.string().describe('The file (its own type)'),
    access: 'public',
  }),
  /** Drops one of the actor's own uploads not attached to a post yet. */
  deleteMedia: endpoint('DELETE', '/feed/media/:id', {
    params: MediaParams,
    response: Done,
    status: 204,
    access: 'member',
  }),
  /** The most used hashtags (the /hashtag page). */
  hashtagIndex: endpoint('GET', '/feed/hashtags', { response: HashtagIndex, access: 'public' }),
  /** Sidebar: last 7 days, latest 500 posts, top 8. */
  trending: endpoint('GET', '/feed/hashtags/trending', { response: TrendingHashtags, access: 'public' }),
  /** Composer suggestions (latest 1000 posts, top 10). */
  suggestions: endpoint('GET', '/feed/hashtags/suggestions', {
    query: HashtagSuggestionsQuery,
    response: HashtagSuggestions,
    access: 'public',
  }),
  /** The /hashtag/{tag} header; its posts come from `listPosts` with `hashtag`. */
  hashtag: endpoint('GET', '/feed/hashtags/:tag', {
    params: HashtagParams,
    response: HashtagInfo,
    access: 'public',
  }),
  /** The signed-in member's sidebar shortcut with counters. */
  summary: endpoint('GET', '/feed/summary', { response: FeedSummary, access: 'member' }),
  /** 'Améliorer' (availability: `aiEndpoints.status`). */
  improve: endpoint('POST', '/feed/improve', {
    body: ImproveTextBody,
    response: ImproveTextResponse,
    access: 'member',
    limit: 'service',
  }),
};

/** The area's abilities and the staff roles holding them besides admin (common/permissions.ts). */
export const feedAbilities = {
  /** Edit or delete any feed post or comment. */
  'feed.moderate': [],
} as const satisfies AreaAbilities;

declare module '../registry' {
  interface Abilities extends RegisteredKeys<typeof feedAbilities> {}
  interface NotificationTypes extends Registered<typeof feedNotificationTypes> {}
}
