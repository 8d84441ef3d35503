import { randomBytes } from 'node:crypto';
import { APIError, createEmailVerificationToken } from 'better-auth/api';
import type {
  EmailCheckResponse,
  MagicLinkBody,
  ResendVerificationBody,
  SessionUser,
  SignInBody,
  SignInResponse,
  SignUpBody,
} from '../../../common/contracts/auth';
import { InterfaceLanguage } from '../../../common/contracts/auth';
import { limits, rateLimits } from '../../../common/limits';
import { abilitiesOf, can, Role } from '../../../common/permissions';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor, Caller, ProfileRow, WithCookies } from '../../platform/actor';
import type { RateLimitService } from '../../platform/rate-limits/rate-limit.service';
import type { SessionCache } from '../../platform/session-cache';
import {
  type Auth,
  afterLinkPath,
  authBasePath,
  hashPassword,
  linkErrorPath,
  verifyPassword,
} from '../../plugins/auth';
import type { ProfileService } from '../profiles/profile.service';
import * as repo from './auth.repository';
import type { BrowserCookies } from './browser-cookies';
import { assertAcceptablePassword } from './password-policy';
import type { SecondStepGate } from './second-step';
import type { SessionCookieReader } from './session-cookie';
import { isWrongPassword, type SignInGuard } from './sign-in-guard';
import * as twoFactorRepo from './two-factor.repository';

export type AuthService = ReturnType<typeof createAuthService>;

/** A stored role this version does not know counts as a member's (built once: it runs per request). */
const storedRole = Role.catch('user');

const toSessionUser = (
  profile: ProfileRow,
  language: InterfaceLanguage | null = null,
  secondFactor = false,
): SessionUser => {
  const role = storedRole.parse(profile.role);
  return {
    id: profile.id,
    email: profile.email,
    username: profile.username,
    fullName: profile.fullName,
    avatarUrl: profile.avatarUrl,
    role,
    abilities: [...abilitiesOf(role)],
    isComplete: profile.isComplete,
    language,
    secondFactor,
  };
};

export const isBlocked = (profile: Pick<ProfileRow, 'isBlocked' | 'isSuspended'>) =>
  profile.isBlocked || profile.isSuspended;

/** The code better-auth put in an error's body, if any. */
export const errorCodeOf = (error: APIError): string | undefined => {
  const body: unknown = error.body;
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
};

export const createAuthService = (deps: {
  db: Db;
  auth: Auth;
  rateLimits: RateLimitService;
  profiles: ProfileService;
  sessionCookie: SessionCookieReader;
  /** The sign-up attempt cookie (issue 33 §1). */
  browserCookies: BrowserCookies;
  /** Sessions read in the last seconds, told of every change that ends or alters one. */
  sessionCache: SessionCache;
  /** Signs confirmation tokens (better-auth checks them with the same secret). */
  secret: string;
  publicUrl: string;
  /** Mails the confirmation link (`auth.hooks.ts`), with the transaction that starts its attempt. */
  sendConfirmationMail: (email: string, url: string, tx: DbOrTx) => Promise<void>;
  /** Mails "your password was changed" (`password-reset.service.ts`). */
  notifyPasswordChanged: (email: string) => Promise<void>;
  /** Failed sign-ins and the browsers of the member's sign-ins (`sign-in-guard.ts`). */
  guard: SignInGuard;
  /** The second step of a sign-in, for members with a second factor (issue 33 §4–5). */
  secondStep: SecondStepGate;
}) => {
  const { db, auth, sessionCache } = deps;

  /** The member as the session shows them, with the language chosen in their settings (if ever). */
  const sessionUserOf = async (profile: ProfileRow): Promise<SessionUser> => {
    const [language, secondFactor] = await Promise.all([
      repo.findLanguage(db, profile.id),
      twoFactorRepo.hasSecondFactor(db, profile.id),
    ]);
    return toSessionUser(profile, InterfaceLanguage.safeParse(language).data ?? null, secondFactor);
  };

  /** The actor of a profile, or null when the member may not act (blocked or suspended: sessions end). */
  const actorOf = async (
    profile: ProfileRow,
    sessionToken: string,
    keptApart: boolean,
    secondFactor: boolean,
  ): Promise<Actor | null> => {
    if (isBlocked(profile)) {
      await repo.deleteSessionsOfUser(db, profile.id);
      await sessionCache.invalidate(profile.id);
      return null;
    }
    const stored = storedRole.parse(profile.role);
    // Staff abilities need a second factor: until then, the server treats the member as a member.
    const staffLocked = !secondFactor && can(stored, 'admin.open');
    const role = staffLocked ? 'user' : stored;
    return {
      id: profile.id,
      email: profile.email,
      role,
      profile,
      sessionToken,
      keptApart,
      secondFactor,
      staffLocked,
    };
  };

  /** Whether a session has outlived its absolute lifetime, however often it was used (ASVS 7.3.2). */
  const isPastAbsoluteLifetime = (createdAt: Date, now = Date.now()) =>
    createdAt.getTime() + limits.sessionAbsoluteSeconds * 1000 <= now;

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
   * Whether the session is live and not yet due for better-auth's sliding refresh (which extends it
   * and rewrites the cookie once a day): then the request needs nothing more than the query that read it.
   */
  const isFresh = (expiresAt: Date, now = Date.now()) =>
    expiresAt.getTime() > now &&
    expiresAt.getTime() - limits.sessionTtlSeconds * 1000 + limits.sessionRefreshSeconds * 1000 > now;

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

  const service = {
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
     * Password sign-in; returns the member and the session cookie, or, for a member with a second factor
     * on a browser they did not ask to remember, the methods of the second step and its cookie (no
     * session yet: a password alone never opens one).
     */
    async signIn(caller: Caller, body: SignInBody): Promise<WithCookies<SignInResponse>> {
      // A backstop per network, high enough for a carrier's CGNAT (issue 32 §6); what stops a guess is
      // the failures per address and network (issue 33 §6): one IP cannot lock a member out elsewhere.
      await deps.rateLimits.consume('sign-in-ip', caller.ip, rateLimits.signInIp);
      await deps.guard.assertNotLocked(caller, body.email);
      // A member with a second factor: the password is checked here, and a wrong one counts as a failure.
      const pending = await deps.secondStep.afterPassword(caller, body).catch(async (error: unknown) => {
        if (isWrongPassword(error)) await deps.guard.recordFailure(caller, body.email);
        throw error;
      });
      if (pending) return pending;
      let result: { headers: Headers; response: { user: { id: string } } };
      try {
        result = await auth.api.signInEmail({ body, headers: caller.headers, returnHeaders: true });
      } catch (error) {
        if (error instanceof APIError) {
          const code = errorCodeOf(error);
          if (code === 'EMAIL_NOT_VERIFIED') throw new AppError('email_not_verified');
          if (code === 'ACCOUNT_BLOCKED') throw new AppError('account_blocked');
          if (error.statusCode === 401) {
            await deps.guard.recordFailure(caller, body.email);
            throw new AppError('invalid_credentials');
          }
        }
        throw error;
      }
      const profile = await deps.profiles.get(result.response.user.id);
      if (!profile) throw new AppError('profile_creation_failed');
      const deviceCookies = await deps.guard.noteDevice(caller, profile.id, profile.email);
      return {
        value: { user: await sessionUserOf(profile) },
        setCookies: [...result.headers.getSetCookie(), ...deviceCookies],
      };
    },

    /** The member a second step or a passkey just signed in. */
    async signedInUser(userId: string): Promise<SessionUser> {
      const profile = await deps.profiles.get(userId);
      if (!profile) throw new AppError('profile_creation_failed');
      return sessionUserOf(profile);
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

    async signOut(caller: Caller): Promise<string[]> {
      const token = deps.sessionCookie.tokenOf(caller.headers.get('cookie') ?? '');
      const session = token ? await repo.findSessionWithProfile(db, token) : undefined;
      try {
        const result = await auth.api.signOut({ headers: caller.headers, returnHeaders: true });
        if (token) sessionCache.forget(token);
        if (session) await sessionCache.invalidate(session.profile.id);
        return result.headers.getSetCookie();
      } catch (error) {
        if (error instanceof APIError) return [];
        throw error;
      }
    },

    /**
     * The member behind the request's cookie, or null. A blocked or suspended member loses every
     * session here, so a block takes effect on the next request.
     */
    async resolveActor(headers: Headers): Promise<WithCookies<Actor | null>> {
      const cookie = headers.get('cookie');
      if (!cookie) return { value: null, setCookies: [] };
      // Hot path: a signed token and one query (session + profile), or none when this instance read
      // it in the last seconds (session-cache.ts); no cookie to rewrite.
      const token = deps.sessionCookie.tokenOf(cookie);
      if (!token) return { value: null, setCookies: [] };
      const found = await sessionCache.read(token, () => repo.findSessionWithProfile(db, token));
      if (!found) return { value: null, setCookies: [] };
      if (isPastAbsoluteLifetime(found.createdAt)) {
        await repo.deleteSessionByToken(db, token);
        sessionCache.forget(token);
        await sessionCache.invalidate(found.profile.id);
        return { value: null, setCookies: [] };
      }
      if (isFresh(found.expiresAt))
        return {
          value: await actorOf(found.profile, token, found.keptApart, found.secondFactor),
          setCookies: [],
        };
      // Expired or due for its refresh: better-auth extends or ends it, and sets the cookie.
      sessionCache.forget(token);
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      const setCookies = result.headers.getSetCookie();
      const session = result.response;
      if (!session) return { value: null, setCookies };
      const profile = await deps.profiles.get(session.user.id);
      if (!profile) return { value: null, setCookies };
      const [keptApart, secondFactor] = await Promise.all([
        repo.isKeptApart(db, profile.id),
        twoFactorRepo.hasSecondFactor(db, profile.id),
      ]);
      return { value: await actorOf(profile, session.session.token, keptApart, secondFactor), setCookies };
    },

    sessionUserOf,

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

    /** Ends every session of the member, this one included; returns the cookies that clear it. */
    async signOutEverywhere(caller: Caller, actor: Actor): Promise<string[]> {
      const cookies = await service.signOut(caller);
      await repo.deleteSessionsOfUser(db, actor.id);
      await sessionCache.invalidate(actor.id);
      return cookies;
    },

    /** Ends every session of a member (used when an admin blocks or suspends). */
    async revokeSessions(userId: string): Promise<void> {
      await repo.deleteSessionsOfUser(db, userId);
      await sessionCache.invalidate(userId);
    },
  };
  return service;
};
