import { createHash, createHmac, randomBytes } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../platform/actor';
import type { Auth } from '../../plugins/auth';
import * as authRepo from './auth.repository';
import { recordFactorAtOpening } from './recent-proof';
import type { SignInGuard } from './sign-in-guard';
import * as repo from './two-factor.repository';

/** How long a sign-in waits for its second factor, and how many codes it may try. */
export const secondStepTtlSeconds = 10 * 60;
export const secondStepMaxAttempts = 5;
/** "Se souvenir de cet appareil pendant 30 jours". */
export const trustedDeviceTtlSeconds = 30 * 24 * 60 * 60;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

interface CookieOptions {
  secure: boolean;
  sessionTtlSeconds: number;
  secret: string;
}

/**
 * The cookies and the session of a sign-in's last step (issue 33 §4–5), shared by the second factor and
 * the passkey sign-in, each of which remembers its browser as a password sign-in does (issue 33 §7):
 * - `sankofa.second_factor`: the browser that proved the password (or followed the magic link) holds a
 *   random token whose digest names the pending step in `auth_challenges` (10 minutes, 5 codes);
 * - `sankofa.trusted_device`: a browser remembered for 30 days skips the second step of its member;
 * - the session itself, opened through better-auth's adapter (its hooks run: a blocked member gets
 *   none) and its cookie signed as better-auth signs it (`session-cookie.ts` reads it back).
 */
export const createSignInStep = (
  deps: Pick<AreaDeps, 'db'> & {
    auth: Auth;
    cookies: CookieOptions;
    /** Remembers the browser of the sign-in, and mails the member about a new one (issue 33 §7). */
    guard: SignInGuard;
  },
) => {
  const { db } = deps;
  const prefix = deps.cookies.secure ? '__Secure-sankofa.' : 'sankofa.';
  const names = {
    session: `${prefix}session_token`,
    step: `${prefix}second_factor`,
    device: `${prefix}trusted_device`,
  };

  const cookie = (name: string, value: string, maxAge: number, path = '/') =>
    [
      `${name}=${encodeURIComponent(value)}`,
      `Max-Age=${maxAge}`,
      `Path=${path}`,
      'HttpOnly',
      'SameSite=Lax',
      ...(deps.cookies.secure ? ['Secure'] : []),
    ].join('; ');

  const read = (caller: Caller, name: string): string | undefined => {
    for (const part of (caller.headers.get('cookie') ?? '').split(';')) {
      const trimmed = part.trim();
      if (trimmed.startsWith(`${name}=`)) {
        try {
          return decodeURIComponent(trimmed.slice(name.length + 1));
        } catch {
          return undefined;
        }
      }
    }
    return undefined;
  };

  const clearStep = cookie(names.step, '', 0, '/api/v1/auth');

  return {
    /** Whether this browser was remembered by this member. */
    async trustsDevice(caller: Caller, userId: string): Promise<boolean> {
      const token = read(caller, names.device);
      return token !== undefined && repo.isTrustedDevice(db, userId, sha256(token));
    },

    /** Starts the second step for `userId`: the cookie that carries it to the code. */
    async begin(userId: string): Promise<string[]> {
      const token = randomBytes(32).toString('base64url');
      await repo.deleteChallengesOf(db, userId, 'second-factor');
      await repo.insertChallenge(db, {
        key: sha256(token),
        kind: 'second-factor',
        userId,
        expiresAt: new Date(Date.now() + secondStepTtlSeconds * 1000),
      });
      return [cookie(names.step, token, secondStepTtlSeconds, '/api/v1/auth')];
    },

    /**
     * Counts a code attempt on this browser's pending step: its member and the attempt's number, or
     * `second_factor_expired` when there is none (signed in again, past 10 minutes or 5 codes).
     */
    async attempt(caller: Caller): Promise<{ userId: string; key: string }> {
      const token = read(caller, names.step);
      const key = token ? sha256(token) : '';
      const found = key ? await repo.countChallengeAttempt(db, key, 'second-factor') : undefined;
      if (!found?.userId) throw new AppError('second_factor_expired');
      if (found.attempts > secondStepMaxAttempts) {
        await repo.consumeChallenge(db, key, 'second-factor');
        throw new AppError('second_factor_expired');
      }
      return { userId: found.userId, key };
    },

    /** Ends the pending step (its code was right). */
    async finish(key: string): Promise<void> {
      await repo.consumeChallenge(db, key, 'second-factor');
    },

    /** Opens a session for `userId`; with `rememberDevice`, this browser skips the second step 30 days. */
    async openSession(caller: Caller, userId: string, rememberDevice = false): Promise<string[]> {
      const context = await deps.auth.$context;
      let session: { token: string };
      try {
        session = await context.internalAdapter.createSession(userId, false, {
          ipAddress: caller.ip,
          userAgent: caller.headers.get('user-agent') ?? '',
        });
      } catch (error) {
        if (error instanceof APIError && error.statusCode === 403) throw new AppError('account_blocked');
        throw error;
      }
      // Opened by a code or a passkey: a proof of a second factor for the next 15 minutes.
      await recordFactorAtOpening(db, session.token);
      const signature = createHmac('sha256', deps.cookies.secret).update(session.token).digest('base64');
      const cookies = [
        cookie(names.session, `${session.token}.${signature}`, deps.cookies.sessionTtlSeconds),
        clearStep,
      ];
      if (rememberDevice) {
        const token = randomBytes(32).toString('base64url');
        await repo.insertTrustedDevice(
          db,
          userId,
          sha256(token),
          new Date(Date.now() + trustedDeviceTtlSeconds * 1000),
        );
        cookies.push(cookie(names.device, token, trustedDeviceTtlSeconds));
      }
      const user = await authRepo.findUserById(db, userId);
      if (user) cookies.push(...(await deps.guard.noteDevice(caller, userId, user.email)));
      return cookies;
    },
  };
};

export type SignInStep = ReturnType<typeof createSignInStep>;
