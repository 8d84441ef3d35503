import { and, desc, eq, gt, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountSettings, pushSubscriptions, sessions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** The id of the session with this token, if it is still open. */
export const sessionIdOf = async (db: DbOrTx, token: string): Promise<string | undefined> => {
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.token, token));
  return row?.id;
};

/**
 * Saves a device's subscription for the member in their session; an endpoint another member (or another
 * session) had moves to this one.
 */
export const upsert = async (
  db: DbOrTx,
  row: { userId: string; sessionId: string; endpoint: string; p256dh: string; auth: string },
): Promise<void> => {
  const { endpoint: _, ...owner } = row;
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...owner, createdAt: new Date() } });
};

/** Keeps the member's `keep` newest subscriptions, deleting the others. */
export const keepNewest = async (db: DbOrTx, userId: string, keep: number): Promise<void> => {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.createdAt))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
};

/** Deletes the member's subscription at `endpoint`, if any. */
export const deleteOwned = async (db: DbOrTx, userId: string, endpoint: string): Promise<void> => {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
};

/** The member's subscriptions in sessions still valid, and the language they read the site in. */
export const listForUser = async (db: DbOrTx, userId: string) => {
  const liveSessions = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      language: accountSettings.language,
    })
    .from(pushSubscriptions)
    .leftJoin(accountSettings, eq(accountSettings.userId, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, userId), inArray(pushSubscriptions.sessionId, liveSessions)));
};

/** Subscriptions the push service said are gone (404, 410). */
export const deleteByIds = async (db: DbOrTx, ids: readonly string[]): Promise<void> => {
  if (ids.length === 0) return;
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, [...ids]));
};
