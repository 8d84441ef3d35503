import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ResetPasswordBody } from '../../../common/contracts/auth';
import { limits, rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../platform/actor';
import type { MailNetwork } from '../../platform/mail/mail-template';
import { deleteVerification, findVerification, replaceVerification } from '../../platform/verifications';
import { hashPassword } from '../../plugins/auth';
import * as repo from './auth.repository';
import { assertAcceptablePassword } from './password-policy';
import { createSecurityNotice } from './security-notice';

const identifierOf = (userId: string) => `password-reset:${userId}`;
/**
 * The stored digest binds the link to the address it was mailed to: once the account's address
 * changes, a link sent to the old mailbox no longer matches.
 */
const digestOf = (secret: string, email: string) =>
  createHash('sha256').update(`${secret}.${email}`).digest('base64url');

/**
 * Ends the account's live recovery link, if any: a password changed or set by the member outlives
 * a recovery that someone else may have started.
 */
export const endPasswordRecovery = (tx: DbOrTx, userId: string) =>
  deleteVerification(tx, identifierOf(userId));

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

/**
 * "Mot de passe oublié ?" (issue 33 §2): a single-use link, 30 minutes, mailed to the address when an
 * account uses it; the same answer, and the same limits, when none does. Following it sets a new
 * password, ends every session, proves the address (an unconfirmed account is confirmed, its pending
 * attempt dropped) and mails a notice.
 */
export const createPasswordResetService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'rateLimits' | 'sessionCache'> & {
    publicUrl: string;
    /** Called once the password changed (the failed sign-in counters of the address are lifted). */
    onPasswordReset: (email: string) => Promise<void>;
  },
) => {
  const { db } = deps;

  /**
   * "Votre mot de passe a été modifié": after a recovery, a change or a first password; in the
   * transaction of the change when there is one.
   */
  const notice = createSecurityNotice(deps);
  const notifyPasswordChanged = (email: string, tx: DbOrTx = db) => notice(email, 'passwordChanged', { tx });

  return {
    notifyPasswordChanged,

    /** "Nouvelle connexion à votre compte": a sign-in from a browser the member never used (issue 33 §7). */
    async sendNewDeviceMail(email: string, where: { device: string; network: MailNetwork; date: Date }) {
      await deps.mail.send({
        to: email,
        kind: 'new_device',
        template: 'mail.newDevice',
        params: where,
        essential: true,
        link: new URL('/settings/security', deps.publicUrl).toString(),
      });
    },

    /** Mails the recovery link; silent for an unknown address. Throws rate_limited. */
    async request(caller: Caller, email: string): Promise<void> {
      await deps.rateLimits.consume('password-reset-ip', caller.ip, rateLimits.passwordResetIp);
      await deps.rateLimits.consume('password-reset', email, rateLimits.passwordReset);
      const user = await repo.findUserByEmail(db, email);
      if (!user) return;
      const secret = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + limits.passwordResetTtlSeconds * 1000);
      const link = new URL('/reset-password', deps.publicUrl);
      link.searchParams.set('token', `${user.id}.${secret}`);
      // One live link per account: asking again kills the previous one. The link and its mail are
      // written together (issue 36 §1).
      await db.transaction(async (tx) => {
        await replaceVerification(tx, identifierOf(user.id), digestOf(secret, user.email), expiresAt);
        await deps.mail.send(
          {
            to: user.email,
            kind: 'password_reset',
            template: 'mail.passwordReset',
            essential: true,
            link: link.toString(),
            linkTtlSeconds: limits.passwordResetTtlSeconds,
          },
          tx,
        );
      });
    },

    /** Sets the new password of a live link. Throws reset_link_invalid, validation_failed, rate_limited. */
    async reset(caller: Caller, body: ResetPasswordBody, now = Date.now()): Promise<void> {
      await deps.rateLimits.consume('password-reset-submit', caller.ip, rateLimits.passwordResetSubmit);
      const [userId, secret, extra] = body.token.split('.');
      const valid = /^[0-9a-f-]{36}$/.test(userId ?? '') && secret !== undefined && extra === undefined;
      const pending = valid && userId ? await findVerification(db, identifierOf(userId)) : undefined;
      const user = pending && userId ? await repo.findUserById(db, userId) : undefined;
      if (
        !userId ||
        !secret ||
        !pending ||
        !user ||
        pending.expiresAt.getTime() <= now ||
        !sameText(pending.value, digestOf(secret, user.email))
      ) {
        throw new AppError('reset_link_invalid');
      }
      assertAcceptablePassword(body.newPassword, 'newPassword');
      const digest = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await endPasswordRecovery(tx, userId);
        await repo.upsertPasswordHash(tx, userId, digest);
        await repo.deleteSessionsOfUser(tx, userId);
        // The link reached the mailbox: the address is proven, any pending sign-up attempt is over.
        await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
        await repo.deleteSignUpAttempt(tx, userId);
        await repo.deleteMagicLinksTo(tx, user.email);
        await notifyPasswordChanged(user.email, tx);
      });
      await deps.sessionCache.invalidate(userId);
      await deps.onPasswordReset(user.email);
    },
  };
};
