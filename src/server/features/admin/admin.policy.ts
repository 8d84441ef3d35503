import type { AdminScreenEntry, AdminScreenId } from '../../../common/admin-screens';
import { can } from '../../../common/permissions';
import type { Actor } from '../../platform/actor';

/** How a member may become admin through /admin-setup (issue 11 §4, DESIGN.md §5). */
export type PromotionPath = 'listed' | 'token' | 'none';

/**
 * The bootstrap rule. When ADMIN_EMAILS is set, only those addresses may become admin, at any time,
 * even while no admin exists. When it is not set, the first admin only, with the one-time setup token
 * printed in the server log at start; once an admin exists, nobody promotes themself.
 */
export const promotionPath = (
  actor: Actor,
  context: { adminExists: boolean; adminEmails: string[] },
): PromotionPath => {
  if (context.adminEmails.length > 0) {
    return context.adminEmails.includes(actor.email.toLowerCase()) ? 'listed' : 'none';
  }
  return context.adminExists ? 'none' : 'token';
};

/**
 * The back office screens a role may open, of the areas' `screens` (in the sidebar's order): what
 * `/admin/me` answers.
 */
export const screensOf = (actor: Actor, screens: readonly AdminScreenEntry[]): AdminScreenId[] =>
  screens.filter((screen) => can(actor.role, screen.ability)).map((screen) => screen.id);
