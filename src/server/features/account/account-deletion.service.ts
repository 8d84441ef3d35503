import { randomBytes } from 'node:crypto';
import type { DeletionBody, DeletionResponse } from '../../../common/contracts/account';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Actor, Caller } from '../../platform/actor';
import { deleteVerification, findVerification } from '../../platform/verifications';
import * as repo from './account.repository';
import { accountLimits, accountRateLimits } from './account-limits';
import { accountLinksOf, storeLinkAndMail } from './account-link';
import { isProven, provesBeyondMail } from './account-proof';
import { type DepartureDeps, releaseDepartingMember } from './member-departure';

const dayMs = 24 * 60 * 60 * 1000;

const frenchDate = (at: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(at);

export type AccountDeletionService = ReturnType<typeof createAccountDeletionService>;

/**
 * 'Supprimer mon compte' (issue 22 §5): the request (with the password, or by a mailed link), the grace
 * period during which signing in again cancels it, and the daily job that carries it out. The member's
 * files, every area's (`memberData`), are removed with the account.
 */
export const createAccountDeletionService = (
  deps: Pick<
    AreaDeps,
    'db' | 'mail' | 'rateLimits' | 'logs' | 'sessionCache' | 'authService' | 'storage' | 'memberData'
  > &
    DepartureDeps & {
      secret: string;
      publicUrl: string;
    },
) => {
  const { db } = deps;
  const { linkToken, readLinkToken } = accountLinksOf(deps.secret);

  /** Removes a member's stored files (avatar, media, blog images, exports); a missing one is fine. */
  const removeFiles = async (userId: string) => {
    const files = await deps.memberData.files(db, deps.storage, userId);
    for (const key of await repo.exportKeysOf(db, userId))
      files.push({ bucket: accountLimits.exportBucket, key });
    for (const file of files) await deps.storage.delete(file.bucket, file.key);
    return files.length;
  };

  const scheduleDeletion = async (caller: Caller, actor: Actor, now: Date) => {
    const dueAt = new Date(now.getTime() + accountLimits.deletionGraceDays * dayMs);
    // The schedule and the mail that announces it are written together (issue 36 §1).
    await db.transaction(async (tx) => {
      await repo.upsertSettings(tx, actor.id, { deletionRequestedAt: now, deletionDueAt: dueAt });
      // Hidden from everyone at once, as LinkedIn and Facebook do (issue 38 §3), until cancelled.
      await repo.setLeaving(tx, actor.id, true);
      await deps.mail.send(
        {
          to: actor.email,
          kind: 'account_deletion',
          template: 'account.mail.deletion',
          params: { date: frenchDate(dueAt) },
          essential: true,
          link: new URL('/', deps.publicUrl).toString(),
        },
        tx,
      );
    });
    // Every session ends at once; the sockets close as the invalidation re-checks them.
    const cookies = await deps.authService.signOutEverywhere(caller, actor);
    await deps.logs.record(actor.id, 'account_deletion_requested', { due_at: dueAt.toISOString() });
    return { value: { status: 'scheduled', dueAt: dueAt.toISOString() } satisfies DeletionResponse, cookies };
  };

  return {
    /**
     * 'Supprimer mon compte': with the password or a recent proof, schedules the deletion at once (every
     * session ends); an account with neither a password nor a second factor gets a link by mail instead.
     */
    async requestDeletion(
      caller: Caller,
      actor: Actor,
      body: DeletionBody,
      now = new Date(),
    ): Promise<{ value: DeletionResponse; cookies: string[] }> {
      await deps.rateLimits.consume('account-deletion', actor.id, accountRateLimits.deletion);
      // A password or a second factor proves it (the password typed now, or any proof within the
      // recent-proof window); an account with neither proves it by following the link mailed to it.
      if (await provesBeyondMail(db, actor)) {
        if (await isProven(db, actor, body.password)) return scheduleDeletion(caller, actor, now);
        throw new AppError('reauth_required');
      }
      const nonce = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now.getTime() + accountLimits.deletionLinkTtlSeconds * 1000);
      const link = new URL('/settings/data', deps.publicUrl);
      link.searchParams.set(
        'token',
        linkToken({ p: 'deletion', u: actor.id, n: nonce, x: expiresAt.getTime() }),
      );
      await storeLinkAndMail(deps, `account-deletion:${actor.id}`, nonce, expiresAt, {
        to: actor.email,
        kind: 'account_deletion_link',
        template: 'account.mail.deletionLink',
        essential: true,
        link: link.toString(),
        linkTtlSeconds: accountLimits.deletionLinkTtlSeconds,
      });
      return { value: { status: 'mail_sent', dueAt: null }, cookies: [] };
    },

    /** The mailed deletion link, followed by the member it was sent to. */
    async confirmDeletion(
      caller: Caller,
      actor: Actor,
      token: string,
      now = new Date(),
    ): Promise<{ value: DeletionResponse; cookies: string[] }> {
      const claims = readLinkToken(token, 'deletion', now.getTime());
      if (claims.u !== actor.id) throw new AppError('account_link_other_account');
      const pending = await findVerification(db, `account-deletion:${actor.id}`);
      if (!pending || pending.value !== claims.n) throw new AppError('account_link_invalid');
      // A password or a second factor added since the link was mailed: the mailbox alone no longer does.
      if (await provesBeyondMail(db, actor)) throw new AppError('account_link_invalid');
      await deleteVerification(db, `account-deletion:${actor.id}`);
      return scheduleDeletion(caller, actor, now);
    },

    /**
     * The daily job: each deletion past its grace period is cancelled when the member signed in since
     * the request, or carried out: every stored file, then every row (cascades), then the counters.
     */
    async purgeDue(now: Date): Promise<{ deleted: number; cancelled: number }> {
      let deleted = 0;
      let cancelled = 0;
      for (const due of await repo.dueDeletions(db, now)) {
        const requestedAt = due.requestedAt ?? now;
        if (await repo.signedInSince(db, due.userId, requestedAt)) {
          await repo.clearDeletion(db, due.userId);
          await deps.logs.record(due.userId, 'account_deletion_cancelled', {});
          cancelled += 1;
          continue;
        }
        await removeFiles(due.userId);
        const afterCommit = await db.transaction(async (tx) => {
          const release = await releaseDepartingMember(deps, tx, due.userId);
          await repo.purgeMember(tx, due.userId);
          return release;
        });
        await afterCommit();
        await deps.sessionCache.invalidate(due.userId);
        deleted += 1;
      }
      return { deleted, cancelled };
    },

    /**
     * A signed-in member with a pending deletion signed in again: the deletion is cancelled (issue 22
     * §5). Called when the settings load; the daily job checks the same before purging.
     */
    async cancelDeletionOnSignIn(actor: Actor): Promise<boolean> {
      const settings = await repo.findSettings(db, actor.id);
      if (!settings?.deletionRequestedAt) return false;
      if (!(await repo.signedInSince(db, actor.id, settings.deletionRequestedAt))) return false;
      await repo.clearDeletion(db, actor.id);
      await deps.logs.record(actor.id, 'account_deletion_cancelled', {});
      return true;
    },
  };
};
