import { and, eq, gt, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  accountSettings,
  accounts,
  knownDevices,
  profiles,
  sessions,
  users,
  verifications,
} from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { preparedRow } from '../../lib/prepared';
import { keptApartFromAnyone } from '../../platform/blocks';
import { deleteChallengesOf, hasSecondFactorSql } from './two-factor.repository';

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  return row;
};

/**
 * A sign-in waiting for its second factor is a session halfway open: it ends wherever the member's
 * sessions end (sign-out everywhere, a password changed, set or reset, a block), or the password of
 * before, with a code, would still open one.
 */
export const deletePendingSignIns = (db: DbOrTx, userId: string) =>
  deleteChallengesOf(db, userId, 'second-factor');

/** Ends every session of the member, and every sign-in halfway to one. */
export const deleteSessionsOfUser = async (db: DbOrTx, userId: string) => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await deletePendingSignIns(db, userId);
};

/** A new account starts in the language its visitor was reading (issue 36 §3: its first mails too). */
export const saveStartLanguage = (db: DbOrTx, userId: string, language: string) =>
  db.insert(accountSettings).values({ userId, language }).onConflictDoNothing();

/**
 * The member's last sign-in is now (a session was just opened); a member a business rule had marked
 * inactive is back (plans/001 decision 7: the mark is reversible; the rule's steps stay done).
 */
export const recordSignIn = async (db: DbOrTx, userId: string) => {
  await db
    .update(profiles)
    // Back at once: a pending deletion is cancelled by this sign-in (issue 38 §3; account.service).
    .set({ lastSignInAt: new Date(), markedInactiveAt: null, isLeaving: false })
    .where(eq(profiles.id, userId));
};

export const deleteUser = (db: DbOrTx, userId: string) => db.delete(users).where(eq(users.id, userId));

/** A session by its token with its member's profile: one indexed query for the hot path. */
const sessionWithProfile = preparedRow('auth_session_with_profile', (db, statement) =>
  db
    .select({
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      profile: profiles,
      keptApart: sql<boolean>`${keptApartFromAnyone(profiles.id)}`,
      secondFactor: hasSecondFactorSql(profiles.id),
    })
    .from(sessions)
    .innerJoin(profiles, eq(profiles.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare(statement),
);

/** Whether any block, either way, involves the member (`Actor.keptApart`, off the hot path). */
export const isKeptApart = async (db: DbOrTx, memberId: string): Promise<boolean> => {
  const [row] = rowsOf(await db.execute(sql`select ${keptApartFromAnyone(sql`${memberId}::uuid`)} as kept`));
  return row?.kept === true;
};

/** The interface language the member chose in their settings, if they ever did. */
export const findLanguage = async (db: DbOrTx, userId: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ language: accountSettings.language })
    .from(accountSettings)
    .where(eq(accountSettings.userId, userId));
  return row?.language;
};

export const findSessionWithProfile = (db: DbOrTx, token: string) => sessionWithProfile(db, { token });

export const findUserById = async (db: DbOrTx, id: string) => {
  const [row] = await db
    .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

/** The identifier of a pending sign-up's attempt in `verifications` (one row per unconfirmed account). */
const attemptIdentifier = (userId: string) => `sign-up-attempt:${userId}`;

/** The current sign-up attempt of an unconfirmed account: its nonce, or undefined. */
export const findSignUpAttempt = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ value: verifications.value, expiresAt: verifications.expiresAt })
    .from(verifications)
    .where(eq(verifications.identifier, attemptIdentifier(userId)));
  return row;
};

/** Makes `nonce` the account's only sign-up attempt: the links of earlier attempts stop working. */
export const replaceSignUpAttempt = async (db: DbOrTx, userId: string, nonce: string, expiresAt: Date) => {
  await db.delete(verifications).where(eq(verifications.identifier, attemptIdentifier(userId)));
  await db.insert(verifications).values({ identifier: attemptIdentifier(userId), value: nonce, expiresAt });
};

export const deleteSignUpAttempt = (db: DbOrTx, userId: string) =>
  db.delete(verifications).where(eq(verifications.identifier, attemptIdentifier(userId)));

/** Spends a pending magic link (its sign-in waits for a second factor instead). */
export const deleteMagicLink = (db: DbOrTx, storedToken: string) =>
  db.delete(verifications).where(eq(verifications.identifier, `magic-link:${storedToken}`));

/** Pending magic links mailed to an address (better-auth keeps `{ type, email }` as the value). */
export const deleteMagicLinksTo = (db: DbOrTx, email: string) =>
  db
    .delete(verifications)
    .where(
      sql`${verifications.identifier} like 'magic-link:%' and (case when ${verifications.identifier} like 'magic-link:%' then ${verifications.value}::jsonb ->> 'email' end) = ${email}`,
    );

/** The address a pending magic link was mailed to, by the link's stored (hashed) token. */
export const findMagicLinkEmail = async (db: DbOrTx, storedToken: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ value: verifications.value })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, `magic-link:${storedToken}`), gt(verifications.expiresAt, new Date())),
    );
  if (!row) return undefined;
  try {
    const parsed: unknown = JSON.parse(row.value);
    return parsed && typeof parsed === 'object' && 'email' in parsed && typeof parsed.email === 'string'
      ? parsed.email
      : undefined;
  } catch {
    return undefined;
  }
};

/** The member's password hash, when they have one (magic-link-only members have none). */
export const findPasswordHash = async (db: DbOrTx, userId: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? undefined;
};

/** Sets the password of the account's credential, creating the credential when there is none. */
export const upsertPasswordHash = async (db: DbOrTx, userId: string, hash: string) => {
  const updated = await db
    .update(accounts)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .returning({ id: accounts.id });
  if (updated.length === 0) {
    await db.insert(accounts).values({ accountId: userId, providerId: 'credential', userId, password: hash });
  }
};

/** Removes every way into the account but its address (password, linked providers). */
export const deleteCredentials = (db: DbOrTx, userId: string) =>
  db.delete(accounts).where(eq(accounts.userId, userId));

/** Ends every session of a member but `keepToken`'s. */
/** Ends every session of the member but `keepToken`'s, and every sign-in halfway to one. */
export const deleteOtherSessions = async (db: DbOrTx, userId: string, keepToken: string) => {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.token, keepToken)));
  await deletePendingSignIns(db, userId);
};

export const deleteSessionByToken = (db: DbOrTx, token: string) =>
  db.delete(sessions).where(eq(sessions.token, token));

export const countSessions = async (db: DbOrTx, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  return row?.n ?? 0;
};

/** Drops the links and sign-up attempts that can no longer be used. */
export const deleteExpiredVerifications = (db: DbOrTx, now: Date) =>
  db.delete(verifications).where(lte(verifications.expiresAt, now)).returning({ id: verifications.id });

/**
 * Deletes the accounts whose address was never proven, created before `createdBefore`, with no live
 * sign-up attempt left (a new sign-up renews the attempt). Their profiles go with them (cascade).
 */
export const deleteUnconfirmedAccounts = (db: DbOrTx, createdBefore: Date, now: Date) =>
  db
    .delete(users)
    .where(
      and(
        eq(users.emailVerified, false),
        lt(users.createdAt, createdBefore),
        sql`not exists (select 1 from ${verifications} where ${verifications.identifier} = 'sign-up-attempt:' || ${users.id}::text and ${verifications.expiresAt} > ${now})`,
      ),
    )
    .returning({ id: users.id });

/**
 * Records that the member signed in from this browser (its hashed device id). Returns whether the
 * browser was new, and whether the member had signed in from any browser before.
 */
export const rememberDevice = async (db: DbOrTx, userId: string, deviceHash: string) => {
  const known = await db
    .select({ deviceHash: knownDevices.deviceHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId));
  const isNew = !known.some((row) => row.deviceHash === deviceHash);
  await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoUpdate({
      target: [knownDevices.userId, knownDevices.deviceHash],
      set: { lastSeenAt: new Date() },
    });
  return { isNew, hadOthers: known.length > 0 };
};
