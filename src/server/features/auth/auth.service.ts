import { APIError } from 'better-auth/api';
import type { SessionUser, SignInBody, SignInResponse } from '../../../common/contracts/auth';
import { InterfaceLanguage } from '../../../common/contracts/auth';
import { limits, rateLimits } from '../../../common/limits';
import { can } from '../../../common/permissions';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Actor, Caller, ProfileRow, WithCookies } from '../../platform/actor';
import type { Auth } from '../../plugins/auth';
import { storedRole, toSessionUser } from './auth.presenter';
import * as repo from './auth.repository';
import type { SecondStepGate } from './second-step';
import type { SessionCookieReader } from './session-cookie';
import { isWrongPassword, type SignInGuard } from './sign-in-guard';
import * as twoFactorRepo from './two-factor.repository';

export type AuthService = ReturnType<typeof createAuthService>;

export const isBlocked = (profile: Pick<ProfileRow, 'isBlocked' | 'isSuspended'>) =>
  profile.isBlocked || profile.isSuspended;

/** The code better-auth put in an error's body, if any. */
export const errorCodeOf = (error: APIError): string | undefined => {
  const body: unknown = error.body;
  if (body && typeof body === 'object' && 'code' in body && typeof body.code === 'string') return body.code;
  return undefined;
};

/**
 * Sign-in and sessions (000 §2.2, §7 Auth): the password sign-in (with its second step and failure
 * counts), the member behind a request's cookie, sign-out (here or everywhere) and the revocation of a
 * member's sessions. Sign-up and the mails that prove an address are sign-up.service.ts's.
 */
export const createAuthService = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'profiles' | 'sessionCache'> & {
    auth: Auth;
    sessionCookie: SessionCookieReader;
    /** Failed sign-ins and the browsers of the member's sign-ins (`sign-in-guard.ts`). */
    guard: SignInGuard;
    /** The second step of a sign-in, for members with a second factor (issue 33 §4–5). */
    secondStep: SecondStepGate;
  },
) => {
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
   * Whether the session is live and not yet due for better-auth's sliding refresh (which extends it
   * and rewrites the cookie once a day): then the request needs nothing more than the query that read it.
   */
  const isFresh = (expiresAt: Date, now = Date.now()) =>
    expiresAt.getTime() > now &&
    expiresAt.getTime() - limits.sessionTtlSeconds * 1000 + limits.sessionRefreshSeconds * 1000 > now;

  const service = {
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
