import { can } from '../../../common/permissions';
import type { Actor } from '../../platform/actor';

/** Whether the actor may edit or delete any post and delete any comment (`feed.moderate`). */
export const isFeedModerator = (actor: Actor | null): boolean => can(actor?.role, 'feed.moderate');

/** The author or a moderator edits and deletes a post; the same holds for a comment (002 §6). */
export const canManage = (actor: Actor | null, authorId: string): boolean =>
  actor !== null && (actor.id === authorId || isFeedModerator(actor));
