import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  authChallenges,
  passkeys,
  profiles,
  recoveryCodes,
  trustedDevices,
  twoFactors,
} from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { countCapped, type PageWindow } from '../../lib/numbered-page';

/** Whether the member has a confirmed authenticator or a passkey (SQL, for the session query). */
export const hasSecondFactorSql = (userId: unknown) =>
  sql<boolean>`(exists (select 1 from ${twoFactors} where ${twoFactors.userId} = ${userId} and ${twoFactors.enabledAt} is not null) or exists (select 1 from ${passkeys} where ${passkeys.userId} = ${userId}))`;

export const hasSecondFactor = async (db: DbOrTx, userId: string): Promise<boolean> => {
  const [row] = rowsOf(await db.execute(sql`select ${hasSecondFactorSql(sql`${userId}::uuid`)} as found`));
  return row?.found === true;
};

export const findTotp = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(twoFactors).where(eq(twoFactors.userId, userId));
  return row;
};

/** A new, unconfirmed secret (replacing one not confirmed yet; never a confirmed one). */
export const upsertPendingTotp = (db: DbOrTx, userId: string, secret: string) =>
  db
    .insert(twoFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: twoFactors.userId,
      set: { secret, lastStep: 0, createdAt: new Date() },
      where: isNull(twoFactors.enabledAt),
    });

export const enableTotp = (db: DbOrTx, userId: string, step: number) =>
  db
    .update(twoFactors)
    .set({ enabledAt: new Date(), lastStep: step })
    .where(and(eq(twoFactors.userId, userId), isNull(twoFactors.enabledAt)))
    .returning({ userId: twoFactors.userId });

/** Records `step` as used, only if it is later than the last one: false for a replayed code. */
export const claimStep = async (db: DbOrTx, userId: string, step: number): Promise<boolean> => {
  const rows = await db
    .update(twoFactors)
    .set({ lastStep: step })
    .where(and(eq(twoFactors.userId, userId), sql`${twoFactors.lastStep} < ${step}`))
    .returning({ userId: twoFactors.userId });
  return rows.length > 0;
};

export const deleteTotp = async (db: DbOrTx, userId: string) => {
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
};

export const replaceRecoveryCodes = async (db: DbOrTx, userId: string, hashes: string[]) => {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
};

/** Spends a recovery code: true when it was unused. */
export const spendRecoveryCode = async (db: DbOrTx, userId: string, codeHash: string): Promise<boolean> => {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
};

export const countRecoveryCodesLeft = async (db: DbOrTx, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
};

export const insertTrustedDevice = (db: DbOrTx, userId: string, tokenHash: string, expiresAt: Date) =>
  db.insert(trustedDevices).values({ userId, tokenHash, expiresAt });

export const isTrustedDevice = async (db: DbOrTx, userId: string, tokenHash: string): Promise<boolean> => {
  const [row] = await db
    .select({ userId: trustedDevices.userId })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.tokenHash, tokenHash),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, new Date()),
      ),
    );
  return row !== undefined;
};

export const deleteTrustedDevices = (db: DbOrTx, userId: string) =>
  db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));

export const insertChallenge = (
  db: DbOrTx,
  values: { key: string; kind: string; userId: string | null; expiresAt: Date },
) => db.insert(authChallenges).values(values);

/** Counts an attempt on a live challenge and answers it (attempts included), or undefined. */
export const countChallengeAttempt = async (db: DbOrTx, key: string, kind: string) => {
  const [row] = await db
    .update(authChallenges)
    .set({ attempts: sql`${authChallenges.attempts} + 1` })
    .where(
      and(
        eq(authChallenges.key, key),
        eq(authChallenges.kind, kind),
        gt(authChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authChallenges.userId, attempts: authChallenges.attempts });
  return row;
};

/** Spends a live challenge: its member (null for a visitor's), or undefined when unknown or spent. */
export const consumeChallenge = async (db: DbOrTx, key: string, kind: string) => {
  const [row] = await db
    .delete(authChallenges)
    .where(
      and(
        eq(authChallenges.key, key),
        eq(authChallenges.kind, kind),
        gt(authChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ userId: authChallenges.userId });
  return row;
};

export const deleteChallengesOf = (db: DbOrTx, userId: string, kind: string) =>
  db.delete(authChallenges).where(and(eq(authChallenges.userId, userId), eq(authChallenges.kind, kind)));

export const listPasskeys = (db: DbOrTx, userId: string) =>
  db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(passkeys.createdAt);

export const findPasskeyByCredential = async (db: DbOrTx, credentialId: string) => {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
};

export const insertPasskey = async (db: DbOrTx, values: typeof passkeys.$inferInsert) => {
  const [row] = await db.insert(passkeys).values(values).returning();
  return row;
};

export const renamePasskey = async (db: DbOrTx, userId: string, id: string, name: string) => {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  return row;
};

/** Deletes the member's passkey; answers its name, undefined when it was not theirs. */
export const deletePasskey = async (db: DbOrTx, userId: string, id: string): Promise<string | undefined> => {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ name: passkeys.name });
  return row?.name;
};

export const recordPasskeyUse = (db: DbOrTx, id: string, counter: number) =>
  db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));

/** Challenges and remembered devices past their lifetime (the clean-up job). */
export const deleteExpired = async (db: DbOrTx, now: Date) => {
  await db.delete(authChallenges).where(lte(authChallenges.expiresAt, now));
  await db.delete(trustedDevices).where(lte(trustedDevices.expiresAt, now));
};

/** Members of `roles` with no confirmed authenticator and no passkey, oldest accounts first. */
const unenrolledOf = (roles: readonly string[]) =>
  and(inArray(profiles.role, [...roles]), sql`not ${hasSecondFactorSql(profiles.id)}`);

export const listUnenrolled = (db: DbOrTx, roles: readonly string[], window: PageWindow) =>
  db
    .select({
      id: profiles.id,
      email: profiles.email,
      fullName: profiles.fullName,
      role: profiles.role,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(unenrolledOf(roles))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
    .limit(window.limit)
    .offset(window.offset);

/** How many members of `roles` have no second factor, counted up to `cap + 1`. */
export const countUnenrolled = (db: DbOrTx, roles: readonly string[], cap: number) =>
  countCapped(db, profiles, profiles.id, unenrolledOf(roles), cap);
