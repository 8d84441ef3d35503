import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type {
  AdminUserCounters,
  AdminUserRow,
  AdminUsersFilter,
  AdminUsersPage,
  AdminUsersQuery,
  BulkUsersBody,
  BulkUsersResponse,
  UpdateAdminUserBody,
  UserBulkAction,
  UserDeletionPreview,
} from '../../../common/contracts/admin-users';
import type { Role } from '../../../common/permissions';
import type { AreaDeps } from '../../area';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { csvExport } from '../../lib/csv';
import { keptFor } from '../../lib/kept-for';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../../platform/actor';
import type { MemberDataRegistry, StoredFile } from '../../platform/member-data';
import type { SessionCache } from '../../platform/session-cache';
import { type DepartureDeps, releaseDepartingMember } from '../account/member-departure';
import { userCsvColumns } from './admin-users.presenter';
import type { AdminUserRecord } from './admin-users.repository';
import * as repo from './admin-users.repository';

/** One lock for every change that could leave the site without an admin, so two cannot cross. */
const adminRolesLock = 727_014;

/** How long a count or the counters are kept (see `counts` below). */
const countTtlMs = 15_000;

/** Actions that end a member's sessions and that nobody may take on themself. */
const revoking: ReadonlySet<UserBulkAction> = new Set(['suspend', 'block']);
/**
 * Actions that let a member in or shut them out: logged whatever the logging setting, as role changes
 * and deletions are (a suspension or a block takes an account, an admin's too, out of the site).
 */
const standing: ReadonlySet<UserBulkAction> = new Set(['suspend', 'unsuspend', 'block', 'unblock']);

const toRow = (record: AdminUserRecord): AdminUserRow => ({
  ...record,
  role: record.role as Role,
  createdAt: record.createdAt.toISOString(),
  lastSignInAt: record.lastSignInAt?.toISOString() ?? null,
});

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const wallClockOf = (date: Date): number => {
  const part = Object.fromEntries(parisParts.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(
    part.year ?? 0,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
};

/** Midnight on the first day of `now`'s calendar month in Paris ('Nouveaux ce mois', decision 11). */
export const parisMonthStart = (now: Date): Date => {
  const wall = new Date(wallClockOf(now));
  const firstUtc = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1);
  const offset = wallClockOf(new Date(firstUtc)) - firstUtc;
  return new Date(firstUtc - offset);
};

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;

export const createAdminUsersService = (
  deps: Pick<AreaDeps, 'db' | 'logs' | 'storage' | 'log'> &
    DepartureDeps & {
      /** Told when a member's role, flags or name change, so every instance reads them again. */
      sessionCache: Pick<SessionCache, 'invalidate'>;
      /** Every area's member files: a deleted member's go after the rows. */
      memberData: Pick<MemberDataRegistry, 'files' | 'forgetAddress'>;
      now?: () => Date;
    },
) => {
  const { db, logs, sessionCache, storage } = deps;

  /*
   * Counting is what a list of 100k members costs (the page itself walks an index), and paging or
   * re-filtering asks the same count again: counts and counters are kept `countTtlMs` per filter on
   * this instance, and forgotten here on every change made through this service (another instance's
   * change shows within that lifetime).
   */
  const counts = keptFor<number>({ ttlMs: countTtlMs, max: 500 });
  const counters = keptFor<AdminUserCounters>({ ttlMs: countTtlMs, max: 1 });
  const forgetCounts = () => {
    counts.clear();
    counters.clear();
  };

  /** Removes stored files whose rows are gone; a failure is logged (the rows are the truth). */
  const removeFiles = async (files: StoredFile[]) => {
    for (const file of files) {
      try {
        await storage.delete(file.bucket, file.key);
      } catch (err) {
        deps.log.error({ err, ...file }, 'admin: a deleted member’s file could not be removed');
      }
    }
  };
  const now = deps.now ?? (() => new Date());

  /** Refuses a change that leaves no admin in good standing once `leaving` are no longer ones. */
  const assertAdminsRemain = async (tx: Tx, leaving: string[]) => {
    if (leaving.length === 0) return;
    if ((await repo.countActiveAdmins(tx, leaving)) === 0) throw new AppError('last_admin');
  };

  return {
    /** A page, and the number of matches (kept a little while per filter: see `counts`). */
    async list(query: AdminUsersQuery): Promise<AdminUsersPage> {
      const window = pageWindow(query);
      const countKey = JSON.stringify([query.q ?? '', query.role ?? '', query.status ?? '']);
      const [rows, total] = await Promise.all([
        repo.listUsers(db, query, window),
        counts.get(countKey, () => repo.countUsers(db, query, window.cap)),
      ]);
      return toNumberedPage(query, { rows, total }, toRow);
    },

    counters(): Promise<AdminUserCounters> {
      return counters.get('all', () => repo.counters(db, parisMonthStart(now())));
    },

    /** The CSV of every member the filter matches (§9 columns), and the export is logged. */
    async exportCsv(actor: Actor, filter: AdminUsersFilter): Promise<Readable> {
      await logs.record(actor.id, 'users_exported', { filter });
      return csvExport(userCsvColumns, repo.allUsers(db, filter));
    },

    /**
     * The inline edit of a row. An admin may not change their own role; nobody may demote the last
     * admin in good standing.
     */
    async update(actor: Actor, userId: string, body: UpdateAdminUserBody): Promise<AdminUserRow> {
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${adminRolesLock})`);
        const [target] = await repo.lockUsers(tx, [userId]);
        if (!target) throw new AppError('not_found');
        const roleChanges = body.role !== undefined && body.role !== target.role;
        if (roleChanges && userId === actor.id) {
          throw new AppError('self_action_forbidden', { messageKey: 'admin.users.errors.selfRole' });
        }
        if (roleChanges && target.role === 'admin' && !target.isSuspended && !target.isBlocked) {
          await assertAdminsRemain(tx, [userId]);
        }
        const updated = await repo.updateUser(tx, userId, body);
        if (!updated) throw new AppError('not_found');
        return { updated, previousRole: target.role, roleChanges };
      });
      forgetCounts();
      await sessionCache.invalidate(userId);
      const { updated, previousRole, roleChanges } = result;
      if (roleChanges) {
        await logs.recordAlways(actor.id, 'user_role_changed', {
          userId,
          email: updated.email,
          from: previousRole,
          to: updated.role,
        });
      }
      await logs.record(actor.id, 'user_updated', { userId, email: updated.email, changes: body });
      return toRow(updated);
    },

    /** The member an address belongs to and what would go with them (/admin/delete-user). */
    async findByEmail(email: string): Promise<UserDeletionPreview> {
      const record = await repo.findUserByEmail(db, email);
      if (!record) throw new AppError('not_found', { messageKey: 'admin.deleteUser.notFound' });
      return { ...toRow(record), ...(await repo.contentCounts(db, record.id)) };
    },

    /**
     * delete_user_by_email of §7.1, made real: the account and everything of it go in one transaction
     * (counters on other members' posts recounted), then its files; an admin cannot delete themself,
     * nor the last admin. Logged whatever the logging setting.
     */
    async remove(actor: Actor, userId: string): Promise<void> {
      if (userId === actor.id) {
        throw new AppError('self_action_forbidden', { messageKey: 'admin.deleteUser.self' });
      }
      const { record, files, afterCommit } = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${adminRolesLock})`);
        const [target] = await repo.lockUsers(tx, [userId]);
        const found = target && (await repo.findUser(tx, userId));
        if (!target || !found) throw new AppError('not_found');
        if (target.role === 'admin' && !target.isSuspended && !target.isBlocked) {
          await assertAdminsRemain(tx, [userId]);
        }
        const afterCommit = await releaseDepartingMember(deps, tx, userId);
        // Every file of the member the areas keep (avatar, media, images, annexes), read before its rows go.
        const files = await deps.memberData.files(tx, storage, userId);
        await repo.deleteAccount(tx, userId);
        return { record: found, afterCommit, files };
      });
      await afterCommit();
      forgetCounts();
      await sessionCache.invalidate(userId);
      await removeFiles(files);
      await logs.recordAlways(actor.id, 'user_deleted', {
        userId,
        email: record.email,
        username: record.username,
        at: new Date().toISOString(),
      });
    },

    /**
     * One action on a selection, in one transaction: suspending or blocking ends the members' sessions
     * in it, and their sockets right after (the session cache's invalidation reaches every instance).
     */
    async bulk(actor: Actor, body: BulkUsersBody): Promise<BulkUsersResponse> {
      const ids = [...new Set(body.ids)];
      if (revoking.has(body.action) && ids.includes(actor.id)) {
        throw new AppError('self_action_forbidden', { messageKey: 'admin.users.errors.selfStatus' });
      }
      const changed = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${adminRolesLock})`);
        if (revoking.has(body.action)) {
          const targets = await repo.lockUsers(tx, ids);
          const activeAdmins = targets.filter((t) => t.role === 'admin' && !t.isSuspended && !t.isBlocked);
          await assertAdminsRemain(
            tx,
            activeAdmins.map((t) => t.id),
          );
        }
        const changedIds = await repo.applyBulk(tx, ids, body.action);
        if (revoking.has(body.action)) await repo.deleteSessionsOf(tx, changedIds);
        return changedIds;
      });
      forgetCounts();
      await Promise.all(changed.map((id) => sessionCache.invalidate(id)));
      const record = standing.has(body.action) ? logs.recordAlways : logs.record;
      await record(actor.id, 'users_bulk_updated', {
        action: body.action,
        count: changed.length,
        ids: changed,
      });
      return { action: body.action, count: changed.length };
    },
  };
};
