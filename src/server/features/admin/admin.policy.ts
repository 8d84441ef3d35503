import type { Role } from '../../../common/contracts/auth';
import type { Actor } from '../auth/auth.service';

/** Roles that open the admin area (000 §2.9, §6). Per-screen roles narrow this further. */
export const adminAreaRoles: readonly Role[] = ['admin'];

export const canOpenAdminArea = (actor: Actor): boolean => adminAreaRoles.includes(actor.role);

/**
 * The bootstrap rule (DESIGN.md §5): a member may make themself admin only while no admin exists,
 * or when their address is listed in ADMIN_EMAILS.
 */
export const canSelfPromote = (
  actor: Actor,
  context: { adminExists: boolean; adminEmails: string[] },
): boolean => !context.adminExists || context.adminEmails.includes(actor.email.toLowerCase());
