import { can } from '../../../common/permissions';
import type { Actor } from '../../platform/actor';

/** The event's creator or a member with `events.moderate` (an admin) edits and deletes it (002 §6). */
export const canManageEvent = (actor: Actor | null, creatorId: string): boolean =>
  actor !== null && (actor.id === creatorId || can(actor.role, 'events.moderate'));

/**
 * A comment goes by its author (002 §6: members delete their own event comments), the event's creator
 * or a moderator (plan 002 B3 FLAW 4).
 */
export const canDeleteComment = (actor: Actor | null, authorId: string, creatorId: string): boolean =>
  actor !== null && (actor.id === authorId || canManageEvent(actor, creatorId));
