import { randomBytes } from 'node:crypto';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import type {
  EmailCheckResponse,
  MagicLinkBody,
  ResendVerificationBody,
  SignUpBody,
} from '../../../common/contracts/auth';
import { limits, rateLimits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../platform/actor';
import {
  type Auth,
  afterLinkPath,
  authBasePath,
  hashPassword,
  linkErrorPath,
  verifyPassword,
} from '../../plugins/auth';
import * as repo from './auth.repository';
import { errorCodeOf } from './auth.service';
import type { BrowserCookies } from './browser-cookies';
import { assertAcceptablePassword } from './password-policy';

export type SignUpService = ReturnType<typeof createSignUpService>;

/**
 * Sign-up and the mails that prove an address (000 §2.2, issue 11 §1, issue 33 §1): whether an address
 * is taken, the sign-up and its attempt cookie, the confirmation mail sent again, the magic link (which
 * creates the account of a new address), each under its rate limits; and the scheduled clean-up of
 * what was never confirmed.
 */
export const createSignUpService = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'sessionCache'> & {
    auth: Auth;
    /** The sign-up attempt cookie (issue 33 §1). */
    browserCookies: BrowserCookies;
    /** Signs confirmation tokens (better-auth checks them with the same secret). */
    secret: string;
    publicUrl: string;
    /** Mails the confirmation link (`auth.hooks.ts`), with the transaction that starts its attempt. */
    sendConfirmationMail: (email: string, url: string, tx: DbOrTx) => Promise<void>;
  },
) => {
  const { db, auth, sessionCache } = deps;

  /**
   * Starts a new sign-up attempt on an unconfirmed account and mails its confirmation link; returns the
   * attempt cookie for the browser that chose the password. Only the latest attempt's link, opened in
   * that browser, confirms the address with the attempt's password (issue 11 §1, issue 33 §1). The
   * attempt and its mail are written in one transaction (the caller's, when it has one): no attempt
   * without its mail, no mail of an attempt that was rolled back (issue 36 §1).
   */
  const startAttempt = async (userId: string, email: string, tx?: DbOrTx): Promise<string> => {
    if (!tx) return db.transaction((own) => startAttempt(userId, email, own));
    const nonce = randomBytes(24).toString('base64url');
    const expiresAt = new Date(Date.now() + limits.verificationTtlSeconds * 1000);
    await repo.replaceSignUpAttempt(tx, userId, nonce, expiresAt);
    await sendConfirmation(userId, email, nonce, tx);
    return deps.browserCookies.attemptCookie(nonce);
  };

  /**
   * Mails a confirmation link. With `attempt`, the link confirms the address and keeps the attempt's
   * password; without, confirming proves the address only and drops any password set before.
   */
  const sendConfirmation = async (
    userId: string,
    email: string,
    attempt: string | undefined,
    tx: DbOrTx = db,
  ) => {
    const token = await createEmailVerificationToken(
      deps.secret,
      email,
      undefined,
      limits.verificationTtlSeconds,
      attempt ? { userId, attempt } : { userId },
    );
    const url = new URL(`${authBasePath}/verify-email`, deps.publicUrl);
    url.searchParams.set('token', token);
    url.searchParams.set('callbackURL', afterLinkPath);
    await deps.sendConfirmationMail(email, url.toString(), tx);
  };

  /** The attempt nonce of an unconfirmed account, made anew when it has none left. */
  const currentAttempt = async (userId: string): Promise<string> => {
    const found = await repo.findSignUpAttempt(db, userId);
    if (found && found.expiresAt.getTime() > Date.now()) return found.value;
    const nonce = randomBytes(24).toString('base64url');
    await repo.replaceSignUpAttempt(
      db,
      userId,
      nonce,
      new Date(Date.now() + limits.verificationTtlSeconds * 1000),
    );
    return nonce;
  };

  /**
   * One budget per address for confirmation and magic-link mails (000 §8 "rate limit"), and one per
   * IP, so one machine cannot mail a thousand addresses either.
   */
  const consumeMailBudget = async (caller: Caller, email: string) => {
    await deps.rateLimits.consume('auth-mail-ip', caller.ip, rateLimits.authMailIp, 'mail_rate_limited');
    await deps.rateLimits.consume('auth-mail', email, rateLimits.authMail, 'mail_rate_limited');
  };

  /**
   * Sign-ups counted per address (issue 32 §6: people sharing a carrier's address never pool), with a
   * per-network backstop an order of magnitude above what a crowd behind one CGNAT needs.
   */
  const consumeSignUp = async (caller: Caller, email: string) => {
    await deps.rateLimits.consume('sign-up-ip', caller.ip, rateLimits.signUpIp);
    await deps.rateLimits.consume('sign-up', email, rateLimits.signUp);
  };

  return {
    /**
     * check_email_exists of the spec: whether an account uses the address, and if it is confirmed. An
     * unconfirmed address is told only to the browser of its pending sign-up (its attempt cookie); to
     * anyone else it looks free, and signing up on it replaces the attempt (issue 33 §6).
     */
    async checkEmail(caller: Caller, email: string): Promise<EmailCheckResponse> {
      await deps.rateLimits.consume('email-check', caller.ip, rateLimits.emailCheck);
      const user = await repo.findUserByEmail(db, email);
      if (!user) return { exists: false, confirmed: false };
      if (user.emailVerified) return { exists: true, confirmed: true };
      const attempt = await repo.findSignUpAttempt(db, user.id);
      const fromThisBrowser =
        attempt !== undefined &&
        deps.browserCookies.carriesAttempt(caller.headers.get('cookie'), attempt.value);
      return { exists: fromThisBrowser, confirmed: false };
    },

    /**
     * Creates an unconfirmed account and its profile, and mails the confirmation link; returns the
     * attempt cookie. On an address whose account is still unconfirmed, the new sign-up replaces the
     * earlier attempt: its password and links die (issue 11 §1), so a stranger who signed up first
     * keeps nothing; and the new password survives the confirmation only in the browser that chose it
     * (issue 33 §1), so a stranger who signs up second keeps nothing either.
     * Throws email_taken for a confirmed address, validation_failed for a common password,
     * rate_limited, mail_rate_limited.
     */
    async signUp(caller: Caller, body: SignUpBody): Promise<string[]> {
      await consumeSignUp(caller, body.email);
      assertAcceptablePassword(body.password);
      const existing = await repo.findUserByEmail(db, body.email);
      if (existing?.emailVerified) throw new AppError('email_taken');
      await consumeMailBudget(caller, body.email);
      if (existing) {
        const digest = await hashPassword(body.password);
        // The new password, the attempt and its confirmation mail stand or fall together.
        const cookie = await db.transaction(async (tx) => {
          await repo.upsertPasswordHash(tx, existing.id, digest);
          await repo.deleteSessionsOfUser(tx, existing.id);
          await repo.deleteMagicLinksTo(tx, body.email);
          return startAttempt(existing.id, body.email, tx);
        });
        await sessionCache.invalidate(existing.id);
        return [cookie];
      }
      let userId: string;
      try {
        const result = await auth.api.signUpEmail({
          body: { email: body.email, password: body.password, name: '', callbackURL: afterLinkPath },
          headers: caller.headers,
        });
        userId = result.user.id;
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof APIError && errorCodeOf(error)?.includes('ALREADY_EXISTS')) {
          throw new AppError('email_taken');
        }
        throw new AppError('profile_creation_failed', { cause: error });
      }
      return [await startAttempt(userId, body.email)];
    },

    /**
     * Mails a one-time link that signs in (and creates the account of a new address, which counts
     * as a sign-up of this IP).
     */
    async requestMagicLink(caller: Caller, body: MagicLinkBody): Promise<void> {
      if (!(await repo.findUserByEmail(db, body.email))) {
        await consumeSignUp(caller, body.email);
      }
      await consumeMailBudget(caller, body.email);
      const target = body.redirect ?? afterLinkPath;
      await auth.api.signInMagicLink({
        body: {
          email: body.email,
          callbackURL: target,
          newUserCallbackURL: afterLinkPath,
          errorCallbackURL: linkErrorPath,
        },
        headers: caller.headers,
      });
    },

    /**
     * Sends the confirmation mail again, for an unconfirmed account; silent otherwise. With the
     * pending sign-up's password, the link keeps it when opened in this browser (which gets the
     * attempt cookie); without (or with another), confirming will drop it: whoever asks cannot
     * confirm a password they do not know. Returns the cookies to set.
     */
    async resendVerification(caller: Caller, body: ResendVerificationBody): Promise<string[]> {
      await consumeMailBudget(caller, body.email);
      const user = await repo.findUserByEmail(db, body.email);
      if (!user || user.emailVerified) return [];
      const digest = body.password ? await repo.findPasswordHash(db, user.id) : undefined;
      const knowsPassword =
        digest !== undefined && body.password !== undefined && (await verifyPassword(digest, body.password));
      const attempt = knowsPassword ? await currentAttempt(user.id) : undefined;
      await sendConfirmation(user.id, user.email, attempt);
      return attempt ? [deps.browserCookies.attemptCookie(attempt)] : [];
    },

    /**
     * The scheduled clean-up: links and sign-up attempts past their lifetime, and the accounts whose
     * address was not proven within the confirmation link's lifetime (issue 11 §1, §9).
     */
    async cleanUp(now = new Date()): Promise<{ links: number; accounts: number }> {
      const createdBefore = new Date(now.getTime() - limits.verificationTtlSeconds * 1000);
      const accounts = await repo.deleteUnconfirmedAccounts(db, createdBefore, now);
      const links = await repo.deleteExpiredVerifications(db, now);
      return { links: links.length, accounts: accounts.length };
    },
  };
};
