import { sql } from 'drizzle-orm';
import type { AdminPromotionResponse, AdminSetupStatus, OutboxQuery } from '../../../common/contracts/admin';
import { translate } from '../../../common/i18n';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import type { Actor } from '../auth/auth.service';
import type { LogService } from '../logs/log.service';
import * as mailRepo from '../mail/mail.repository';
import { canSelfPromote } from './admin.policy';
import * as repo from './admin.repository';

/** One lock key for the promotion, so two first members cannot both become the first admin. */
const promotionLock = 727_001;

export type AdminService = ReturnType<typeof createAdminService>;

export const createAdminService = (deps: { db: Db; logs: LogService; adminEmails: string[] }) => {
  const { db } = deps;
  return {
    adminExists: () => repo.adminExists(db),

    async setupStatus(actor: Actor): Promise<AdminSetupStatus> {
      const isAdmin = actor.role === 'admin';
      const adminExists = await repo.adminExists(db);
      return {
        isAdmin,
        canPromote: isAdmin || canSelfPromote(actor, { adminExists, adminEmails: deps.adminEmails }),
      };
    },

    /**
     * set_user_as_admin of the spec, for oneself: under the bootstrap rule only. Throws forbidden with
     * the spec's message otherwise.
     */
    async promoteSelf(actor: Actor): Promise<AdminPromotionResponse> {
      if (actor.role === 'admin') return { status: 'already_admin' };
      const promoted = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${promotionLock})`);
        const adminExists = await repo.adminExists(tx);
        if (!canSelfPromote(actor, { adminExists, adminEmails: deps.adminEmails })) return false;
        await repo.setRole(tx, actor.id, 'admin');
        return true;
      });
      if (!promoted) {
        throw new AppError('forbidden', { message: translate('admin.setup.notAuthorized') });
      }
      await deps.logs.recordAlways(actor.id, 'admin_promoted', { email: actor.email, via: 'admin-setup' });
      return { status: 'promoted' };
    },

    /** The mail outbox, newest first (DESIGN.md §2: admins read it when there is no SMTP). */
    async listMails(query: OutboxQuery) {
      const rows = await mailRepo.list(db, {
        q: query.q,
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      const page = toPage(rows, query.limit, (row) => ({ at: row.createdAt, id: row.id }));
      return {
        items: page.items.map((row) => ({
          id: row.id,
          toAddress: row.toAddress,
          subject: row.subject,
          kind: row.kind,
          link: row.link,
          status: row.status as 'outbox' | 'sent' | 'failed',
          error: row.error,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  };
};
