import { createHash, randomBytes } from 'node:crypto';
import {
  AccountLanguage,
  type AccountSettings,
  type EmailChangeBody,
  type UpdateAccountSettingsBody,
} from '../../../common/contracts/account';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import { deleteVerification, findVerification } from '../../platform/verifications';
import * as repo from './account.repository';
import { accountLimits, accountRateLimits } from './account-limits';
import { accountLinksOf, storeLinkAndMail } from './account-link';
import { isProven } from './account-proof';

export { accountLimits, accountRateLimits } from './account-limits';

export type AccountService = ReturnType<typeof createAccountService>;

/**
 * A pending e-mail change is kept as its link's nonce and the digest of the session that asked it
 * (`<nonce>.<sha256 of the session token>`): the link works only while that session is open, so a change
 * an intruder asked from a stolen session dies when the member ends it (a revoke, signing out
 * everywhere, a password changed or reset), even if the intruder sends the link to the member.
 */
const sessionDigest = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * The settings hub (issue 22): preferences and the e-mail change. The account's deletion after its grace
 * period, the data export, the sessions and the weekly digest have their own services
 * (`account-deletion.service.ts`, `data-export.service.ts`, `account-session.service.ts`,
 * `account-digest.service.ts`).
 */
export const createAccountService = (
  deps: Pick<AreaDeps, 'db' | 'mail' | 'rateLimits' | 'logs' | 'sessionCache'> & {
    secret: string;
    publicUrl: string;
  },
) => {
  const { db } = deps;
  const { linkToken, readLinkToken } = accountLinksOf(deps.secret);

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

  return {
    get: settingsOf,

    async update(actor: Actor, body: UpdateAccountSettingsBody): Promise<AccountSettings> {
      const set: { language?: string; weeklyDigest?: boolean } = {};
      if (body.language !== undefined) set.language = body.language;
      if (body.weeklyDigest !== undefined) set.weeklyDigest = body.weeklyDigest;
      if (Object.keys(set).length > 0) await repo.upsertSettings(db, actor.id, set);
      return settingsOf(actor);
    },

    /**
     * Mails a confirmation link to the new address (the latest link only works, while the session that
     * asked is open); the address changes when it is followed. Throws invalid_current_password, email_unchanged, email_taken, rate_limited.
     */
    async requestEmailChange(actor: Actor, body: EmailChangeBody, now = new Date()): Promise<void> {
      await deps.rateLimits.consume('email-change', actor.id, accountRateLimits.emailChange);
      if (!(await isProven(db, actor, body.password))) throw new AppError('reauth_required');
      if (body.newEmail === actor.email) throw new AppError('email_unchanged');
      // A sign-up nobody confirmed does not hold the address (to anyone else it looks free, as
      // email-check says): the member who proves the mailbox takes it.
      if ((await repo.findUserByEmail(db, body.newEmail))?.emailVerified) throw new AppError('email_taken');
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
      const pendingValue = `${nonce}.${sessionDigest(actor.sessionToken)}`;
      await storeLinkAndMail(deps, `email-change:${actor.id}`, pendingValue, expiresAt, {
        to: body.newEmail,
        kind: 'email_change',
        template: 'account.mail.emailChange',
        essential: true,
        link: link.toString(),
        linkTtlSeconds: accountLimits.emailChangeTtlSeconds,
      });
    },

    /**
     * Applies the link's change for the member who asked (another signed-in member: 403) while the
     * session that asked is open (410 `email_change_session_ended`), tells the old address, and drops the
     * cached sessions (the profile's address changed).
     */
    async confirmEmailChange(actor: Actor, token: string, now = Date.now()): Promise<{ email: string }> {
      const claims = readLinkToken(token, 'email-change', now);
      if (claims.u !== actor.id) throw new AppError('account_link_other_account');
      const pending = await findVerification(db, `email-change:${actor.id}`);
      const [nonce, askedFrom] = pending?.value.split('.') ?? [];
      if (!nonce || nonce !== claims.n || typeof claims.e !== 'string') {
        throw new AppError('account_link_invalid');
      }
      const open = await repo.listSessions(db, actor.id, new Date(now));
      if (!open.some((session) => sessionDigest(session.token) === askedFrom)) {
        throw new AppError('email_change_session_ended');
      }
      const email = claims.e;
      const previous = actor.email;
      try {
        await db.transaction(async (tx) => {
          // The link reached the mailbox: an unconfirmed sign-up on that address gives way.
          await repo.deleteUnconfirmedAccountOf(tx, email);
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
  };
};
