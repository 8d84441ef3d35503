import type { Role } from '../../../common/contracts/auth';
import type { Actor } from '../auth/auth.service';

/** Roles that may edit or delete any post and delete any comment (002 §6 "post edit and delete by author or admin"). */
export const feedModeratorRoles: readonly Role[] = ['admin'];

export const isFeedModerator = (actor: Actor | null): boolean =>
  actor !== null && feedModeratorRoles.includes(actor.role);

/** The author or an admin edits and deletes a post; the same holds for a comment. */
export const canManage = (actor: Actor | null, authorId: string): boolean =>
  actor !== null && (actor.id === authorId || isFeedModerator(actor));
