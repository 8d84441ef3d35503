import { AsyncLocalStorage } from 'node:async_hooks';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { magicLink } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import { limits } from '../../common/limits';
import type { Config } from '../config';
import type { Db, DbOrTx } from '../db/client';
import * as schema from '../db/schema';
import { clientIpHeader } from '../lib/http';

/** argon2id with the OWASP minimum (DESIGN.md §2). */
const argon2Options = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** The one password hash of the platform (better-auth's credential and our own writes). */
export const hashPassword = (password: string) => hash(password, argon2Options);
export const verifyPassword = (digest: string, password: string) => verify(digest, password);

export const authBasePath = '/api/auth';
/** Where confirmation and magic links land, signed in (000 §2.2). */
export const afterLinkPath = '/profile/complete';
/** Where a dead or used link lands: the landing with the login dialog and a message. */
export const linkErrorPath = '/?authError=link_invalid';
/** Where a link for another account lands while a member is signed in: unspent, with a message. */
export const linkOtherAccountPath = '/?authError=link_other_account';

export interface AuthHooks {
  /** Sends the confirmation mail; `url` is the link to follow; `tx`: written with that transaction. */
  sendVerificationEmail(email: string, url: string, tx?: DbOrTx): Promise<void>;
  sendMagicLink(email: string, url: string): Promise<void>;
  /** Creates the profile that goes with a new account; throwing undoes the account. */
  onUserCreated(user: { id: string; email: string }): Promise<void>;
  /** False when the member may not have a session (blocked or suspended). */
  canOpenSession(userId: string): Promise<boolean>;
  /** A session was opened (password or magic link): the member's last sign-in is now. */
  onSessionCreated(userId: string): Promise<void>;
}

/** The better-auth instance: accounts, sessions, verification and magic-link tokens. */
export const createAuth = (db: Db, config: Config, hooks: AuthHooks, log: FastifyBaseLogger) =>
  withAsyncContextReleased(
    betterAuth({
      appName: 'Sankofa',
      baseURL: config.publicUrl,
      basePath: authBasePath,
      secret: config.authSecret,
      trustedOrigins: [config.publicUrl],
      database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
      // Our own routes apply the abuse limits (DESIGN.md, issue "accounts"), in the database.
      rateLimit: { enabled: false },
      telemetry: { enabled: false },
      // Into our logs; "user not found" and the like are expected answers, not warnings.
      logger: {
        level: 'error',
        log: (level, message) =>
          level === 'error' ? log.error({ source: 'better-auth' }, message) : log.debug(message),
      },
      advanced: {
        database: { generateId: 'uuid' },
        cookiePrefix: 'sankofa',
        // The address Fastify resolved, as `callerOf` passes it: never a header the client wrote.
        ipAddress: { ipAddressHeaders: [clientIpHeader] },
        useSecureCookies: config.publicUrl.startsWith('https://'),
      },
      session: { expiresIn: limits.sessionTtlSeconds, updateAge: limits.sessionRefreshSeconds },
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: true,
        autoSignIn: false,
        minPasswordLength: limits.passwordMin,
        maxPasswordLength: limits.passwordMax,
        password: {
          hash: hashPassword,
          verify: ({ hash: digest, password }) => verifyPassword(digest, password),
        },
      },
      emailVerification: {
        // features/auth mails the confirmation itself, bound to the sign-up attempt (issue 11 §1).
        sendOnSignUp: false,
        sendOnSignIn: false,
        autoSignInAfterVerification: true,
        expiresIn: limits.verificationTtlSeconds,
        sendVerificationEmail: async ({ user, url }) => hooks.sendVerificationEmail(user.email, url),
      },
      plugins: [
        magicLink({
          expiresIn: limits.magicLinkTtlSeconds,
          storeToken: 'hashed',
          sendMagicLink: async ({ email, url }) => hooks.sendMagicLink(email, url),
        }),
      ],
      databaseHooks: {
        user: {
          create: {
            after: async (user) => hooks.onUserCreated({ id: user.id, email: user.email }),
          },
        },
        session: {
          create: {
            before: async (session) => {
              if (!(await hooks.canOpenSession(session.userId))) {
                throw new APIError('FORBIDDEN', { code: 'ACCOUNT_BLOCKED', message: 'account blocked' });
              }
            },
            after: async (session) => hooks.onSessionCreated(session.userId),
          },
        },
      },
    }),
  );

export type Auth = ReturnType<typeof createAuth>;

/*
 * better-auth keeps its request state in AsyncLocalStorage. On Node 20, the first `run()` turns on
 * async hooks for the whole process and they stay on: every promise of every later request then pays
 * for them (15 % of a point read's CPU, issue 13), although only better-auth's own calls (sign-in,
 * sign-up, a session refresh) need them. Its storages are disabled again whenever none of its calls is
 * in flight, which turns the hooks off; the next call enables them for its own duration.
 */
let callsInFlight = 0;

const betterAuthGlobal = Symbol.for('better-auth:global');

const releaseAsyncContexts = () => {
  const global: unknown = Reflect.get(globalThis, betterAuthGlobal);
  const context: unknown =
    typeof global === 'object' && global !== null ? Reflect.get(global, 'context') : undefined;
  if (typeof context !== 'object' || context === null) return;
  for (const value of Object.values(context)) if (value instanceof AsyncLocalStorage) value.disable();
};

const counted = async <T>(call: () => Promise<T>): Promise<T> => {
  callsInFlight++;
  try {
    return await call();
  } finally {
    callsInFlight--;
    if (callsInFlight === 0) releaseAsyncContexts();
  }
};

/** The same instance, its `api` calls and `handler` counted (see above). */
const withAsyncContextReleased = <
  A extends { api: object; handler: (request: Request) => Promise<Response> },
>(
  auth: A,
): A => {
  const api = new Proxy(auth.api, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => counted(async () => Reflect.apply(value, target, args));
    },
  });
  const handler = (request: Request) => counted(() => auth.handler(request));
  return { ...auth, api, handler };
};
