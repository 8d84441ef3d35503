import {
  type CommentItem,
  type FeedAuthor,
  type FeedMedia,
  groupPostPath,
  type PostItem,
  postSharePath,
} from '../../../common/contracts/feed';
import { previewOf } from '../../../common/format';
import { limits } from '../../../common/limits';
import type { Actor } from '../../platform/actor';
import { displayName } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import type { CommentListRow } from './comment.repository';
import { canManage } from './feed.policy';
import { canDeleteIn, type GroupScope } from './group-gate';
import type { AuthorRow, CommentJson, MediaJson, MediaRow, PostListRow } from './post.repository';

export const toAuthor = (row: AuthorRow): FeedAuthor => ({
  id: row.id,
  fullName: displayName(row),
  username: row.username,
  avatarUrl: row.avatarUrl,
  title: row.title,
  isMentor: row.isMentor,
});

export const toMedia = (row: MediaRow | MediaJson): FeedMedia => ({
  id: row.id,
  kind: row.kind as FeedMedia['kind'],
  url: row.url,
  mime: row.mime,
  name: row.name,
  size: row.size,
  width: row.width,
  height: row.height,
});

/** `group`: the viewer's standing in the post's group (its moderators delete comments), null outside groups. */
export const toComment = (
  row: CommentListRow,
  viewer: Actor | null,
  group: GroupScope | null = null,
): CommentItem => ({
  id: row.comment.id,
  postId: row.comment.postId,
  author: toAuthor(row.author),
  content: row.comment.content,
  createdAt: row.comment.createdAt.toISOString(),
  canDelete: canDeleteIn(viewer, row.comment.userId, group),
});

/** A comment of a page's preview (aggregated as JSON by the page query). */
const fromCommentJson = (postId: string, json: CommentJson): CommentListRow => ({
  comment: {
    id: json.id,
    postId,
    userId: json.user_id,
    content: json.content,
    createdAt: new Date(json.created_at),
  },
  author: {
    id: json.user_id,
    username: json.username,
    fullName: json.full_name,
    avatarUrl: json.avatar_url,
    title: json.title,
    isMentor: json.is_mentor,
  },
});

export const toPostItem = (
  row: PostListRow,
  viewer: Actor | null,
  group: GroupScope | null = null,
): PostItem => {
  const { post } = row;
  const manage = canManage(viewer, post.userId);
  return {
    id: post.id,
    author: toAuthor(row.author),
    content: post.content,
    media: row.media.map(toMedia),
    hashtags: post.hashtags,
    likeCount: post.likesCount,
    likedByMe: Boolean(row.liked),
    commentCount: post.commentsCount,
    shareCount: post.sharesCount,
    latestComments: row.comments.map((json) => toComment(fromCommentJson(post.id, json), viewer, group)),
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    edited: post.updatedAt.getTime() > post.createdAt.getTime(),
    canEdit: manage,
    canDelete: canDeleteIn(viewer, post.userId, group),
    groupId: post.groupId,
    url: post.groupId ? groupPostPath(post.groupId, post.id) : postSharePath(post.id),
  };
};

/** What the admins' notification of a new post says (002 §7): its author, its id and its start. */
export const toPostNotice = (actor: Actor, postId: string, content: string) => ({
  author_id: actor.id,
  author_name: displayName(actor.profile),
  post_id: postId,
  content_preview: previewOf(content, limits.notifications.previewMax),
});

/** The share preview of `/feed?post={id}`: author, the start of the text, the first image. */
export const toShareMeta = (row: PostListRow, publicUrl: string, siteName: string): ShareMeta => {
  const author = toAuthor(row.author).fullName;
  const text = row.post.content.replace(/\s+/g, ' ').trim();
  const image = row.media.find((m) => m.kind === 'image');
  return {
    title: `${author} | ${siteName}`,
    description: text ? (text.length > 200 ? `${text.slice(0, 197)}…` : text) : undefined,
    image: image ? new URL(image.url, publicUrl).toString() : undefined,
    path: postSharePath(row.post.id),
  };
};
