import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type {
  AdminMe,
  AdminPromotionBody,
  AdminPromotionResponse,
  AdminSetupStatus,
} from '../../../common/contracts/admin';
import { rateLimits } from '../../../common/limits';
import { abilitiesOf } from '../../../common/permissions';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../platform/actor';
import type { SessionCache } from '../../platform/session-cache';
import { promotionPath, screensOf } from './admin.policy';
import * as repo from './admin.repository';

/** One lock key for the promotion, so two first members cannot both become the first admin. */
const promotionLock = 727_001;

/** The setup token is printed at each start and lasts until used or replaced by the next start. */
const setupTokenTtlMs = 365 * 24 * 60 * 60 * 1000;

const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type AdminService = ReturnType<typeof createAdminService>;

export const createAdminService = (
  deps: Pick<AreaDeps, 'db' | 'logs' | 'rateLimits' | 'adminScreens'> & {
    /** Told when a member's role changes, so every instance reads it again. */
    sessionCache: Pick<SessionCache, 'invalidate'>;
    adminEmails: string[];
  },
) => {
  const { db } = deps;
  return {
    adminExists: () => repo.adminExists(db),

    /** Whether /admin-setup needs a setup token on this install (no ADMIN_EMAILS, no admin yet). */
    async needsSetupToken(): Promise<boolean> {
      return deps.adminEmails.length === 0 && !(await repo.adminExists(db));
    },

    /**
     * Makes a new one-time setup token, keeps only its hash, and returns it for the start-up log.
     * The previous start's token stops working.
     */
    async issueSetupToken(): Promise<string> {
      const token = randomBytes(18).toString('base64url');
      await repo.replaceSetupToken(db, digestOf(token), new Date(Date.now() + setupTokenTtlMs));
      return token;
    },

    async setupStatus(actor: Actor): Promise<AdminSetupStatus> {
      // Whether the caller already holds the admin role, not a right: /admin-setup is about that role
      // (the stored one: an admin still to enrol a second factor acts as a member meanwhile).
      const isAdmin = actor.profile.role === 'admin';
      const adminExists = await repo.adminExists(db);
      const path = promotionPath(actor, { adminExists, adminEmails: deps.adminEmails });
      return {
        isAdmin,
        canPromote: isAdmin || path !== 'none',
        needsToken: !isAdmin && path === 'token',
        adminExists,
      };
    },

    /**
     * set_user_as_admin of the spec, for oneself: under the bootstrap rule only. Throws forbidden with
     * the spec's message otherwise.
     */
    async promoteSelf(actor: Actor, body: AdminPromotionBody = {}): Promise<AdminPromotionResponse> {
      // A fact about the role (promotion grants it), not a right, hence no ability here.
      if (actor.profile.role === 'admin') return { status: 'already_admin' };
      if (body.token !== undefined) {
        await deps.rateLimits.consume('admin-setup', actor.id, rateLimits.adminSetup);
      }
      const outcome = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${promotionLock})`);
        const adminExists = await repo.adminExists(tx);
        const path = promotionPath(actor, { adminExists, adminEmails: deps.adminEmails });
        if (path === 'none') return 'refused' as const;
        if (path === 'token') {
          // Looked up by its hash and deleted in the same statement: spent on first use.
          if (!body.token || !(await repo.spendSetupToken(tx, digestOf(body.token)))) {
            return 'bad_token' as const;
          }
        }
        await repo.setRole(tx, actor.id, 'admin');
        return 'promoted' as const;
      });
      if (outcome === 'promoted') await deps.sessionCache.invalidate(actor.id);
      if (outcome === 'bad_token') throw new AppError('admin_setup_token_invalid');
      if (outcome === 'refused') {
        throw new AppError('forbidden', { messageKey: 'admin.setup.notAuthorized' });
      }
      await deps.logs.recordAlways(actor.id, 'admin_promoted', { email: actor.email, via: 'admin-setup' });
      return { status: 'promoted' };
    },

    /** Who is in the back office: role, abilities and the screens the caller may open (`/admin/me`). */
    me(actor: Actor): AdminMe {
      return {
        role: actor.role,
        abilities: [...abilitiesOf(actor.role)],
        screens: screensOf(actor, deps.adminScreens),
      };
    },
  };
};
