import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type {
  AccountSettings,
  DeletionBody,
  DeletionResponse,
  EmailChangeBody,
  UpdateAccountSettingsBody,
} from '../../../common/contracts/account';
import { AccountLanguage } from '../../../common/contracts/account';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import type { Actor, Caller } from '../../platform/actor';
import type { LogService } from '../../platform/logs/log.service';
import type { MailRequest, MailService } from '../../platform/mail/mail.service';
import type { MemberDataRegistry } from '../../platform/member-data';
import type { RateLimitService } from '../../platform/rate-limits/rate-limit.service';
import type { SessionCache } from '../../platform/session-cache';
import { verifyPassword } from '../../plugins/auth';
import type { StorageDriver } from '../../plugins/storage';
import type { AuthService } from '../auth/auth.service';
import { invalidCurrentPassword } from '../auth/password-policy';
import { hasRecentProof, recordProof } from '../auth/recent-proof';
import type { NotificationService } from '../notifications/notification.service';

export { accountLimits, accountRateLimits } from './account-limits';

import { deleteVerification, findVerification, replaceVerification } from '../../platform/verifications';
import * as repo from './account.repository';
import { accountLimits, accountRateLimits } from './account-limits';
import { accountLinksOf } from './account-link';
import { createDataExportService } from './data-export.service';

const dayMs = 24 * 60 * 60 * 1000;

const frenchDate = (at: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(at);

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * The settings hub (issue 22): preferences, the e-mail change, the account's deletion after its grace
 * period, and the data export (`data-export.service.ts`). The sessions and the weekly digest have their
 * own services (`account-session.service.ts`, `account-digest.service.ts`).
 */
export const createAccountService = (deps: {
  db: Db;
  mail: MailService;
  rateLimits: RateLimitService;
  logs: LogService;
  sessionCache: SessionCache;
  notifications: NotificationService;
  authService: AuthService;
  storage: StorageDriver;
  /** Every area's member tables and files (the export reads both, a deletion removes the files). */
  memberData: MemberDataRegistry;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  secret: string;
  publicUrl: string;
  /** Where exports are built before they are stored (`DATA_DIR/tmp`: on disk, not in a RAM-backed /tmp). */
  workDir: string;
}) => {
  const { db } = deps;
  const { linkToken, readLinkToken } = accountLinksOf(deps.secret);
  const dataExports = createDataExportService(deps);

  /**
   * Whether the member proved who they are for a sensitive change (issue 33 §3): the password typed in
   * the form (wrong: invalid_current_password; right: the session is marked proven), or a recent proof
   * of the session (`auth/recent-proof.ts`).
   */
  const isProven = async (actor: Actor, password: string | undefined) => {
    if (password === undefined) return hasRecentProof(db, actor);
    const digest = await repo.findPasswordHash(db, actor.id);
    if (digest === undefined || !(await verifyPassword(digest, password))) {
      throw invalidCurrentPassword('password');
    }
    await recordProof(db, actor, 'password');
    return true;
  };

  const settingsOf = async (actor: Actor): Promise<AccountSettings> => {
    const [settings, digest] = await Promise.all([
      repo.findSettings(db, actor.id),
      repo.findPasswordHash(db, actor.id),
    ]);
    return {
      email: actor.email,
      hasPassword: digest !== undefined,
      language: AccountLanguage.catch('fr').parse(settings?.language),
      weeklyDigest: settings?.weeklyDigest ?? false,
    };
  };

  /** Removes a member's stored files (avatar, media, blog images, exports); a missing one is fine. */
  const removeFiles = async (userId: string) => {
    const files = await deps.memberData.files(db, deps.storage, userId);
    for (const key of await repo.exportKeysOf(db, userId))
      files.push({ bucket: accountLimits.exportBucket, key });
    for (const file of files) await deps.storage.delete(file.bucket, file.key);
    return files.length;
  };

  /** A link's nonce and the mail carrying it, written together (issue 36 §1): never one without the other. */
  const storeLinkAndMail = (identifier: string, nonce: string, expiresAt: Date, mail: MailRequest) =>
    db.transaction(async (tx) => {
      await replaceVerification(tx, identifier, nonce, expiresAt);
      await deps.mail.send(mail, tx);
    });

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

  const service = {
    ...dataExports,
    get: settingsOf,

    async update(actor: Actor, body: UpdateAccountSettingsBody): Promise<AccountSettings> {
      const set: { language?: string; weeklyDigest?: boolean } = {};
      if (body.language !== undefined) set.language = body.language;
      if (body.weeklyDigest !== undefined) set.weeklyDigest = body.weeklyDigest;
      if (Object.keys(set).length > 0) await repo.upsertSettings(db, actor.id, set);
      return settingsOf(actor);
    },

    /**
     * Mails a confirmation link to the new address (the latest link only works); the address changes
     * when it is followed. Throws invalid_current_password, email_unchanged, email_taken, rate_limited.
     */
    async requestEmailChange(actor: Actor, body: EmailChangeBody, now = new Date()): Promise<void> {
      await deps.rateLimits.consume('email-change', actor.id, accountRateLimits.emailChange);
      if (!(await isProven(actor, body.password))) throw new AppError('reauth_required');
      if (body.newEmail === actor.email) throw new AppError('email_unchanged');
      if (await repo.findUserByEmail(db, body.newEmail)) throw new AppError('email_taken');
      const nonce = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now.getTime() + accountLimits.emailChangeTtlSeconds * 1000);
      const token = linkToken({
        p: 'email-change',
        u: actor.id,
        e: body.newEmail,
        n: nonce,
        x: expiresAt.getTime(),
      });
      const link = new URL('/settings/account', deps.publicUrl);
      link.searchParams.set('token', token);
      await storeLinkAndMail(`email-change:${actor.id}`, nonce, expiresAt, {
        to: body.newEmail,
        kind: 'email_change',
        template: 'account.mail.emailChange',
        essential: true,
        link: link.toString(),
        linkTtlSeconds: accountLimits.emailChangeTtlSeconds,
      });
    },

    /**
     * Applies the link's change for the member who asked (another signed-in member: 403), tells the old
     * address, and drops the cached sessions (the profile's address changed).
     */
    async confirmEmailChange(actor: Actor, token: string, now = Date.now()): Promise<{ email: string }> {
      const claims = readLinkToken(token, 'email-change', now);
      if (claims.u !== actor.id) throw new AppError('account_link_other_account');
      const pending = await findVerification(db, `email-change:${actor.id}`);
      if (!pending || pending.value !== claims.n || typeof claims.e !== 'string') {
        throw new AppError('account_link_invalid');
      }
      const email = claims.e;
      const previous = actor.email;
      try {
        await db.transaction(async (tx) => {
          await repo.changeEmail(tx, actor.id, email);
          await deleteVerification(tx, `email-change:${actor.id}`);
          // The old address is told in the same transaction: the notice exists if and only if the change does.
          await deps.mail.send(
            {
              to: previous,
              kind: 'email_change_notice',
              template: 'account.mail.emailNotice',
              params: { email },
              essential: true,
              link: new URL('/settings/security', deps.publicUrl).toString(),
            },
            tx,
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('email_taken');
        throw error;
      }
      await deps.sessionCache.invalidate(actor.id);
      await deps.logs.record(actor.id, 'email_changed', {});
      return { email };
    },

    /**
     * 'Supprimer mon compte': with the password, schedules the deletion at once (every session ends);
     * an account without a password gets a confirmation link by mail instead.
     */
    async requestDeletion(
      caller: Caller,
      actor: Actor,
      body: DeletionBody,
      now = new Date(),
    ): Promise<{ value: DeletionResponse; cookies: string[] }> {
      await deps.rateLimits.consume('account-deletion', actor.id, accountRateLimits.deletion);
      // A password account proves it with the password (typed now, or within the recent-proof window);
      // an account without one proves it by following the link mailed to its address.
      if ((await repo.findPasswordHash(db, actor.id)) !== undefined) {
        if (await isProven(actor, body.password)) return scheduleDeletion(caller, actor, now);
        throw new AppError('reauth_required');
      }
      const nonce = randomBytes(18).toString('base64url');
      const expiresAt = new Date(now.getTime() + accountLimits.deletionLinkTtlSeconds * 1000);
      const link = new URL('/settings/data', deps.publicUrl);
      link.searchParams.set(
        'token',
        linkToken({ p: 'deletion', u: actor.id, n: nonce, x: expiresAt.getTime() }),
      );
      await storeLinkAndMail(`account-deletion:${actor.id}`, nonce, expiresAt, {
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
        await db.transaction((tx) => repo.purgeMember(tx, due.userId));
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
  return service;
};
