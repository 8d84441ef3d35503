import { can } from '../../../common/permissions';
import type { Actor } from '../../platform/actor';

/*
 * Who may do what on the blog (001 §6, DESIGN §4: ownership by user id, never by name).
 */

/** Staff with blog moderation: every status, the bulk bar, any article or comment. */
export const isBlogStaff = (actor: Actor | null): boolean =>
  actor !== null && can(actor.role, 'blog.moderate');

/** The article's author or staff edit and delete it. */
export const canManagePost = (actor: Actor | null, authorId: string): boolean =>
  actor !== null && (actor.id === authorId || isBlogStaff(actor));

/** Visitors and members read published articles; drafts and unpublished ones their author and staff. */
export const canReadPost = (actor: Actor | null, post: { status: string; authorId: string }): boolean =>
  post.status === 'published' || canManagePost(actor, post.authorId);

/** A comment is edited by its author only; deleted by its author or staff. */
export const canEditComment = (actor: Actor | null, authorId: string | null): boolean =>
  actor !== null && authorId !== null && actor.id === authorId;

export const canDeleteComment = (actor: Actor | null, authorId: string | null): boolean =>
  canEditComment(actor, authorId) || isBlogStaff(actor);
