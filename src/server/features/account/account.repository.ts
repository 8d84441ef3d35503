import { and, desc, eq, gt, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deleteMemberRecounting } from '../../db/recount';
import {
  accountSettings,
  accounts,
  dataExports,
  messages,
  notifications,
  profiles,
  sessions,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { notBlockedBy } from '../../platform/blocks';
import { writtenByShown } from '../../platform/person';

export type DataExportRow = typeof dataExports.$inferSelect;

export const findSettings = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.userId, userId));
  return row;
};

export const upsertSettings = async (
  db: DbOrTx,
  userId: string,
  set: Partial<Omit<typeof accountSettings.$inferInsert, 'userId'>>,
) => {
  const [row] = await db
    .insert(accountSettings)
    .values({ userId, ...set })
    .onConflictDoUpdate({ target: accountSettings.userId, set: { ...set, updatedAt: new Date() } })
    .returning();
  return row;
};

export const findUser = async (db: DbOrTx, userId: string) => {
  const [row] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  return row;
};

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email));
  return row;
};

/**
 * Deletes the account of `email` if its address was never proven (a sign-up nobody confirmed); its
 * profile goes with it (cascade).
 */
export const deleteUnconfirmedAccountOf = (db: DbOrTx, email: string) =>
  db.delete(users).where(and(eq(users.email, email), eq(users.emailVerified, false)));

export const findPasswordHash = async (db: DbOrTx, userId: string): Promise<string | undefined> => {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(
      and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'), isNotNull(accounts.password)),
    );
  return row?.password ?? undefined;
};

/** The address moves on the account and its profile together. */
export const changeEmail = async (db: DbOrTx, userId: string, email: string) => {
  await db
    .update(users)
    .set({ email, emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await db.update(profiles).set({ email, updatedAt: new Date() }).where(eq(profiles.id, userId));
};

export const listSessions = (db: DbOrTx, userId: string, now: Date) =>
  db
    .select({
      id: sessions.id,
      token: sessions.token,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.updatedAt));

/** Ends one session of the member; none when the id is another member's. */
export const deleteSession = async (db: DbOrTx, userId: string, sessionId: string) => {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
};

/** Whether the member signed in after `since` (a sign-in recorded on the profile, or a newer session). */
export const signedInSince = async (db: DbOrTx, userId: string, since: Date) => {
  const [profile] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, userId), gt(profiles.lastSignInAt, since)));
  if (profile) return true;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
};

// Exports

export const insertExport = async (db: DbOrTx, userId: string) => {
  const [row] = await db.insert(dataExports).values({ userId }).returning();
  if (!row) throw new Error('export not inserted');
  return row;
};

export const listExports = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt))
    .limit(5);

export const findExport = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)));
  return row;
};

/**
 * Takes the oldest pending export (or one left running by a crash an hour ago), marking it running;
 * `skip locked` lets two instances take two different ones.
 */
export const claimExport = async (db: DbOrTx, now: Date, id?: string) => {
  const stale = new Date(now.getTime() - 60 * 60 * 1000);
  const result = await db.execute(sql`
    update ${dataExports} set status = 'running', started_at = ${now.toISOString()}::timestamptz
    where id = (
      select id from ${dataExports}
      where (status = 'pending' or (status = 'running' and started_at < ${stale.toISOString()}::timestamptz))
        ${id ? sql`and id = ${id}` : sql``}
      order by created_at limit 1 for update skip locked)
    returning id, user_id`);
  const [row] = rowsOf(result);
  return row ? { id: String(row.id), userId: String(row.user_id) } : undefined;
};

export const markExportReady = (
  db: DbOrTx,
  id: string,
  key: string,
  size: number,
  readyAt: Date,
  expiresAt: Date,
) =>
  db
    .update(dataExports)
    .set({ status: 'ready', storageKey: key, size, readyAt, expiresAt })
    .where(eq(dataExports.id, id));

export const markExportFailed = (db: DbOrTx, id: string) =>
  db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, id));

/** Ready exports whose link expired: their files go, the rows stay as history without a key. */
export const expiredExports = (db: DbOrTx, now: Date) =>
  db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), lte(dataExports.expiresAt, now)));

export const forgetExportFile = (db: DbOrTx, id: string) =>
  db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, id));

export const exportKeysOf = async (db: DbOrTx, userId: string) => {
  const rows = await db
    .select({ key: dataExports.storageKey })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), isNotNull(dataExports.storageKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
};

// Deletion

export const dueDeletions = (db: DbOrTx, now: Date) =>
  db
    .select({
      userId: accountSettings.userId,
      requestedAt: accountSettings.deletionRequestedAt,
    })
    .from(accountSettings)
    .where(and(isNotNull(accountSettings.deletionDueAt), lte(accountSettings.deletionDueAt, now)))
    .limit(100);

export const clearDeletion = async (db: DbOrTx, userId: string) => {
  await db
    .update(accountSettings)
    .set({ deletionRequestedAt: null, deletionDueAt: null, updatedAt: new Date() })
    .where(eq(accountSettings.userId, userId));
  await setLeaving(db, userId, false);
};

/** Hides the member from everyone while their deletion is pending, or shows them again (issue 38 §3). */
export const setLeaving = async (db: DbOrTx, userId: string, leaving: boolean) => {
  await db.update(profiles).set({ isLeaving: leaving }).where(eq(profiles.id, userId));
};

/** Deletes the member and recounts what the cascade changed (`deleteMemberRecounting`, db/recount.ts). */
export const purgeMember = deleteMemberRecounting;

// Weekly digest

/**
 * Members opted in whose digest for `week` is not sent yet: not leaving, nor banned or suspended by staff
 * (a digest invites back; `notify` skips them likewise).
 */
export const digestRecipients = (db: DbOrTx, week: string) =>
  db
    .select({ userId: accountSettings.userId })
    .from(accountSettings)
    .where(
      and(
        eq(accountSettings.weeklyDigest, true),
        isNull(accountSettings.deletionDueAt),
        writtenByShown(accountSettings.userId),
        or(isNull(accountSettings.lastDigestWeek), ne(accountSettings.lastDigestWeek, week)),
      ),
    )
    .limit(500);

/** Marks the week sent for the member; false when another run already did (never twice). */
export const claimDigestWeek = async (db: DbOrTx, userId: string, week: string) => {
  const rows = await db
    .update(accountSettings)
    .set({ lastDigestWeek: week })
    .where(
      and(
        eq(accountSettings.userId, userId),
        eq(accountSettings.weeklyDigest, true),
        or(isNull(accountSettings.lastDigestWeek), ne(accountSettings.lastDigestWeek, week)),
      ),
    )
    .returning({ userId: accountSettings.userId });
  return rows.length > 0;
};

/**
 * What the member missed since `since`: unread notifications (the latest titles) and unread messages,
 * but those of a conversation a block hides (as the header badge counts them, issue 22 §3).
 */
export const missedSince = async (db: DbOrTx, userId: string, since: Date) => {
  // As the bell shows them: not what a member now hidden from others caused.
  const causeShown = writtenByShown(notifications.causedBy);
  const titles = await db
    .select({ title: notifications.title })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        gt(notifications.createdAt, since),
        causeShown,
      ),
    )
    .orderBy(desc(notifications.createdAt))
    .limit(10);
  const result = await db.execute(sql`
    select
      (select count(*) from ${notifications} where ${notifications.userId} = ${userId}
        and ${notifications.readAt} is null and ${notifications.createdAt} > ${since.toISOString()}::timestamptz
        and ${causeShown})::int as notifications,
      (select count(*) from ${messages} where ${messages.receiverId} = ${userId}
        and ${messages.readAt} is null and not ${messages.isDeleted}
        and ${messages.sentAt} > ${since.toISOString()}::timestamptz
        and ${notBlockedBy(sql`${userId}::uuid`, messages.senderId)})::int as messages`);
  const [row] = rowsOf(result);
  return {
    notifications: Number(row?.notifications ?? 0),
    messages: Number(row?.messages ?? 0),
    titles: titles.map((t) => t.title),
  };
};
