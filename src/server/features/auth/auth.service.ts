import { APIError } from 'better-auth/api';
import type {
  EmailCheckResponse,
  MagicLinkBody,
  SessionUser,
  SignInBody,
  SignUpBody,
} from '../../../common/contracts/auth';
import { Role } from '../../../common/contracts/auth';
import { limits, rateLimits } from '../../../common/limits';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Auth, afterLinkPath, linkErrorPath } from '../../plugins/auth';
import type { ProfileRow } from '../profiles/profile.repository';
import type { ProfileService } from '../profiles/profile.service';
import type { RateLimitService } from '../rate-limits/rate-limit.service';
import * as repo from './auth.repository';
import type { SessionCookieReader } from './session-cookie';

/** The signed-in member a request acts for. */
export interface Actor {
  id: string;
  email: string;
  role: Role;
  profile: ProfileRow;
}

/** Who is calling, as the routes know it. */
export interface Caller {
  ip: string;
  headers: Headers;
}

/** A result that also carries cookies for the route to set. */
export interface WithCookies<T> {
  value: T;
  setCookies: string[];
}

export type AuthService = ReturnType<typeof createAuthService>;

const toSessionUser = (profile: ProfileRow): SessionUser => ({
  id: profile.id,
  email: profile.email,
  username: profile.username,
  fullName: profile.fullName,
  avatarUrl: profile.avatarUrl,
  role: Role.catch('user').parse(profile.role),
  isComplete: profile.isComplete,
});

export const isBlocked = (profile: Pick<ProfileRow, 'isBlocked' | 'isSuspended'>) =>
  profile.isBlocked || profile.isSuspended;

const errorCodeOf = (error: APIError): string | undefined => {
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
}) => {
  const { db, auth } = deps;

  /** The actor of a profile, or null when the member may not act (blocked or suspended: sessions end). */
  const actorOf = async (profile: ProfileRow): Promise<Actor | null> => {
    if (isBlocked(profile)) {
      await repo.deleteSessionsOfUser(db, profile.id);
      return null;
    }
    const role = Role.catch('user').parse(profile.role);
    return { id: profile.id, email: profile.email, role, profile };
  };

  /**
   * Whether the session is live and not yet due for better-auth's sliding refresh (which extends it
   * and rewrites the cookie once a day): then the request needs nothing more than the query that read it.
   */
  const isFresh = (expiresAt: Date, now = Date.now()) =>
    expiresAt.getTime() > now &&
    expiresAt.getTime() - limits.sessionTtlSeconds * 1000 + limits.sessionRefreshSeconds * 1000 > now;

  /** One budget per address for confirmation and magic-link mails (000 §8 "rate limit"). */
  const consumeMailBudget = (email: string) =>
    deps.rateLimits.consume('auth-mail', email, rateLimits.authMail, 'mail_rate_limited');

  const service = {
    /** check_email_exists of the spec: whether an account uses the address, and if it is confirmed. */
    async checkEmail(caller: Caller, email: string): Promise<EmailCheckResponse> {
      await deps.rateLimits.consume('email-check', caller.ip, rateLimits.emailCheck);
      const user = await repo.findUserByEmail(db, email);
      return { exists: Boolean(user), confirmed: Boolean(user?.emailVerified) };
    },

    /**
     * Creates an unconfirmed account and its profile, and sends the confirmation mail.
     * Throws email_taken / email_unconfirmed for a used address, rate_limited, mail_rate_limited.
     */
    async signUp(caller: Caller, body: SignUpBody): Promise<void> {
      await deps.rateLimits.consume('sign-up', caller.ip, rateLimits.signUp);
      const existing = await repo.findUserByEmail(db, body.email);
      if (existing) throw new AppError(existing.emailVerified ? 'email_taken' : 'email_unconfirmed');
      await consumeMailBudget(body.email);
      try {
        await auth.api.signUpEmail({
          body: { email: body.email, password: body.password, name: '', callbackURL: afterLinkPath },
          headers: caller.headers,
        });
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof APIError && errorCodeOf(error)?.includes('ALREADY_EXISTS')) {
          throw new AppError('email_taken');
        }
        throw new AppError('profile_creation_failed', { cause: error });
      }
    },

    /** Password sign-in; returns the member and the session cookie. */
    async signIn(caller: Caller, body: SignInBody): Promise<WithCookies<SessionUser>> {
      await deps.rateLimits.consume('sign-in', caller.ip, rateLimits.signIn);
      let result: { headers: Headers; response: { user: { id: string } } };
      try {
        result = await auth.api.signInEmail({ body, headers: caller.headers, returnHeaders: true });
      } catch (error) {
        if (error instanceof APIError) {
          const code = errorCodeOf(error);
          if (code === 'EMAIL_NOT_VERIFIED') throw new AppError('email_not_verified');
          if (code === 'ACCOUNT_BLOCKED') throw new AppError('account_blocked');
          if (error.statusCode === 401) throw new AppError('invalid_credentials');
        }
        throw error;
      }
      const profile = await deps.profiles.get(result.response.user.id);
      if (!profile) throw new AppError('profile_creation_failed');
      return { value: toSessionUser(profile), setCookies: result.headers.getSetCookie() };
    },

    /** Mails a one-time link that signs in (and creates the account of a new address). */
    async requestMagicLink(caller: Caller, body: MagicLinkBody): Promise<void> {
      await consumeMailBudget(body.email);
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

    /** Sends the confirmation mail again, for an unconfirmed account; silent otherwise. */
    async resendVerification(caller: Caller, email: string): Promise<void> {
      await consumeMailBudget(email);
      const user = await repo.findUserByEmail(db, email);
      if (!user || user.emailVerified) return;
      await auth.api.sendVerificationEmail({
        body: { email, callbackURL: afterLinkPath },
        headers: caller.headers,
      });
    },

    async signOut(caller: Caller): Promise<string[]> {
      try {
        const result = await auth.api.signOut({ headers: caller.headers, returnHeaders: true });
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
      // Hot path: a signed token and one query (session + profile), no cookie to rewrite.
      const token = deps.sessionCookie.tokenOf(cookie);
      if (!token) return { value: null, setCookies: [] };
      const found = await repo.findSessionWithProfile(db, token);
      if (!found) return { value: null, setCookies: [] };
      if (isFresh(found.expiresAt)) return { value: await actorOf(found.profile), setCookies: [] };
      // Expired or due for its refresh: better-auth extends or ends it, and sets the cookie.
      const result = await auth.api.getSession({ headers, returnHeaders: true });
      const setCookies = result.headers.getSetCookie();
      const session = result.response;
      if (!session) return { value: null, setCookies };
      const profile = await deps.profiles.get(session.user.id);
      if (!profile) return { value: null, setCookies };
      return { value: await actorOf(profile), setCookies };
    },

    toSessionUser,

    /** Ends every session of a member (used when an admin blocks or suspends). */
    revokeSessions: (userId: string) => repo.deleteSessionsOfUser(db, userId).then(() => undefined),
  };
  return service;
};
