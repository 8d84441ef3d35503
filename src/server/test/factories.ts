import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import type { SessionResponse, SessionUser } from '../../common/contracts/auth';
import { can, Role } from '../../common/permissions';
import type { Db } from '../db/client';
import { notifications, profiles, users } from '../db/schema';
import * as mailRepo from '../platform/mail/mail.repository';

let counter = 0;

/** A unique, valid address per call. */
export const uniqueEmail = (prefix = 'membre') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}@example.com`;

/** A distinct client IP, so a test's requests do not share rate-limit windows with another test's. */
export const uniqueIp = () =>
  `10.${counter++ % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

export const cookieOf = (response: LightMyRequestResponse): string =>
  response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** GET /api/v1/auth/session with `cookie`, as a browser holding it asks who is signed in. */
export const getSession = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/v1/auth/session', headers: { cookie } });

/** The member `cookie` stands for, as the session endpoint answers (null when it stands for no one). */
export const sessionUserOf = async (app: FastifyInstance, cookie: string): Promise<SessionUser | null> =>
  (await getSession(app, cookie)).json<SessionResponse>().user;

export interface CreatedUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
  /** The authenticator's secret of a staff member (enrolled by `createUser`), else undefined. */
  totpSecret?: string;
}

/** The current code of an authenticator secret, as the member's app would show it. */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

/**
 * Enrols an authenticator for the signed-in member of `cookie` through the real routes; answers its
 * secret and the recovery codes.
 */
export const enrolTotp = async (app: FastifyInstance, cookie: string) => {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/two-factor/setup',
    headers: { cookie },
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup failed: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/two-factor/enable',
    headers: { cookie },
    payload: { code: totpCode(secret) },
  });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.body}`);
  return { secret, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
};

/**
 * A member through the real sign-up route, then confirmed in the database (or not), with the
 * profile flags asked for, and signed in when confirmed. A staff role (one that opens the back office)
 * also enrols an authenticator, as the back office requires (issue 33 §4); `secondFactor: false`
 * leaves it out, for the tests of that rule.
 */
export const createUser = async (
  app: FastifyInstance,
  db: Db,
  options: {
    email?: string;
    password?: string;
    confirmed?: boolean;
    role?: string;
    secondFactor?: boolean;
  } = {},
): Promise<CreatedUser> => {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'motdepasse-solide';
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error('user not stored');
  if (options.role) await db.update(profiles).set({ role: options.role }).where(eq(profiles.id, user.id));
  // Unconfirmed: the browser holds only its sign-up attempt cookie (no session).
  if (options.confirmed === false) return { id: user.id, email, password, cookie: cookieOf(signUp) };
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
    remoteAddress: uniqueIp(),
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.body}`);
  const cookie = cookieOf(signIn);
  const staff = Role.safeParse(options.role).success && can(Role.parse(options.role), 'admin.open');
  if (!staff || options.secondFactor === false) return { id: user.id, email, password, cookie };
  const { secret } = await enrolTotp(app, cookie);
  return { id: user.id, email, password, cookie, totpSecret: secret };
};

/** The mails sent to an address, newest first. */
export const mailsTo = (db: Db, email: string, kind?: string) => mailRepo.listTo(db, email, kind);

/** The in-app notifications of `type` a member has received. */
export const notificationsFor = (db: Db, userId: string, type: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

/** A notification to `userId` whose data names an item (`{ tender_id }`): what deleting the item must withdraw. */
export const notifyAbout = (db: Db, userId: string, about: Record<string, string>) =>
  db.insert(notifications).values({ userId, type: 'test', title: 'Test', body: 'Test', data: about });

/** How many notifications still name that item. */
export const notificationsAbout = async (db: Db, about: Record<string, string>): Promise<number> =>
  (
    await db
      .select()
      .from(notifications)
      .where(sql`${notifications.data} @> ${JSON.stringify(about)}::jsonb`)
  ).length;

/** The main link of the newest mail of that kind to that address. */
export const lastLinkTo = async (db: Db, email: string, kind: string): Promise<string> => {
  const [mail] = await mailRepo.listTo(db, email, kind);
  if (!mail?.link) throw new Error(`no ${kind} mail to ${email}`);
  return mail.link;
};

/** The one-click unsubscribe token a mail's text carries (`/desabonnement?token=…`). */
export const unsubscribeTokenIn = (text: string | undefined): string =>
  /\/desabonnement\?token=([A-Za-z0-9_.-]+)/.exec(text ?? '')?.[1] ?? '';

/** RFC 8058's one-click: the POST a mail provider makes, with no cookie. */
export const oneClickUnsubscribe = (app: FastifyInstance, token: string) =>
  app.inject({
    method: 'POST',
    url: `/desabonnement?token=${token}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

/** The path and query of an absolute link, for app.inject. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

/**
 * Signs `user` in through the route (a new session, as on another browser) from an address of its
 * own; `headers` are the browser's (a user agent).
 */
export const signInAgain = (
  app: FastifyInstance,
  user: { email: string; password: string },
  headers: Record<string, string> = {},
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: user.email, password: user.password },
    headers,
    remoteAddress: uniqueIp(),
  });

/** A message from `from` to `to` through the route (their conversation begins with the first). */
export const sendMessage = (
  app: FastifyInstance,
  from: { cookie: string },
  to: { id: string },
  content: string,
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/messages',
    headers: { cookie: from.cookie },
    payload: { recipientId: to.id, content, clientId: randomUUID() },
  });

/** A one-file multipart body (field `file`) for app.inject, with its content-type header. */
export const multipartFile = (filename: string, content: Buffer, type = 'application/octet-stream') => {
  const boundary = '----sankofa-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
