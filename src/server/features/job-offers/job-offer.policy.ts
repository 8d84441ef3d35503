import { can } from '../../../common/permissions';
import type { Actor } from '../../platform/actor';

/** The creator or a member with `jobOffers.moderate` (an admin) edits and deletes (002 §6). */
export const canManageOffer = (actor: Actor | null, ownerId: string): boolean =>
  actor !== null && (actor.id === ownerId || can(actor.role, 'jobOffers.moderate'));
