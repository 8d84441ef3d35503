import { and, count, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notificationPreferences, notifications, notificationTemplates } from '../../db/schema';
import type { Cursor } from '../../lib/cursor';
import { writtenByShown } from '../../platform/person';
import { rowsById } from '../../platform/rows';

export type NotificationRow = typeof notifications.$inferSelect;
export type TemplateRow = typeof notificationTemplates.$inferSelect;
export type PreferenceRow = typeof notificationPreferences.$inferSelect;

export const { insert } = rowsById(notifications, 'notification');

/**
 * Whether the member still has unread the same notification from the same member: the same type and
 * the same data (a like taken back and given again, the same article commented on twice).
 */
export const hasUnreadSame = async (
  db: DbOrTx,
  row: { userId: string; type: string; causedBy: string; data: Record<string, unknown> },
): Promise<boolean> =>
  (
    await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, row.userId),
          isNull(notifications.readAt),
          eq(notifications.type, row.type),
          eq(notifications.causedBy, row.causedBy),
          sql`${notifications.data} = ${JSON.stringify(row.data)}::jsonb`,
        ),
      )
      .limit(1)
  ).length > 0;

/**
 * What a member's bell shows: not what a member now hidden from others (banned or suspended by staff,
 * leaving) caused; their notifications' stored text names them. Back when they are shown again.
 */
const causeShown = writtenByShown(notifications.causedBy);

/** A member's notifications, newest first by keyset; `unread` keeps the unread ones (partial index). */
export const list = (
  db: DbOrTx,
  userId: string,
  filter: { unread?: boolean; cursor?: Cursor; limit: number },
) => {
  const conditions: (SQL | undefined)[] = [eq(notifications.userId, userId), causeShown];
  if (filter.unread) conditions.push(isNull(notifications.readAt));
  if (filter.cursor) {
    const { at, id } = filter.cursor;
    conditions.push(
      or(lt(notifications.createdAt, at), and(eq(notifications.createdAt, at), lt(notifications.id, id))),
    );
  }
  return db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(filter.limit + 1);
};

export const countUnread = async (db: DbOrTx, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), causeShown));
  return row?.n ?? 0;
};

/** Marks one of the member's notifications read; undefined when it is not theirs or does not exist. */
export const markRead = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row;
};

export const markAllRead = async (db: DbOrTx, userId: string): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
};

/** Deletes one of the member's notifications; false when it is not theirs or does not exist. */
export const deleteOwned = async (db: DbOrTx, userId: string, id: string): Promise<boolean> => {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
};

/** The member's notifications of `type` whose data names `id` under `field` (connection_id, conversation_id). */
const about = (userId: string, type: string, field: 'connection_id' | 'conversation_id', id: string) =>
  and(
    eq(notifications.userId, userId),
    eq(notifications.type, type),
    sql`${notifications.data}->>${field} = ${id}`,
  );
const aboutConnection = (userId: string, type: string, connectionId: string) =>
  about(userId, type, 'connection_id', connectionId);

/** Marks read the member's unread notifications of `type` about a connection or a conversation. */
export const markReadAbout = async (
  db: DbOrTx,
  userId: string,
  type: string,
  field: 'connection_id' | 'conversation_id',
  id: string,
): Promise<number> => {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(about(userId, type, field, id), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
};

/** Deletes the member's notifications of `type` about a connection; how many went. */
export const deleteForConnection = async (
  db: DbOrTx,
  userId: string,
  type: string,
  connectionId: string,
): Promise<number> => {
  const rows = await db
    .delete(notifications)
    .where(aboutConnection(userId, type, connectionId))
    .returning({ id: notifications.id });
  return rows.length;
};

/**
 * Deletes the notifications whose data holds every field of `about` (`{ post_id }`, `{ group_id }`: the
 * GIN index on `data` finds them), only `userId`'s and only of `types` when given; the recipients who
 * lost any.
 */
export const deleteAbout = async (
  db: DbOrTx,
  about: Record<string, string>,
  only: { userId?: string; types?: readonly string[]; causedBy?: string } = {},
): Promise<string[]> => {
  const rows = await db
    .delete(notifications)
    .where(
      and(
        sql`${notifications.data} @> ${JSON.stringify(about)}::jsonb`,
        only.userId ? eq(notifications.userId, only.userId) : undefined,
        only.causedBy ? eq(notifications.causedBy, only.causedBy) : undefined,
        only.types ? inArray(notifications.type, [...only.types]) : undefined,
      ),
    )
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((row) => row.userId))];
};

/** Deletes the notifications that `a` caused `b` and that `b` caused `a`; the recipients who lost any. */
export const deleteBetween = async (db: DbOrTx, a: string, b: string): Promise<string[]> => {
  const rows = await db
    .delete(notifications)
    .where(
      or(
        and(eq(notifications.userId, a), eq(notifications.causedBy, b)),
        and(eq(notifications.userId, b), eq(notifications.causedBy, a)),
      ),
    )
    .returning({ userId: notifications.userId });
  return [...new Set(rows.map((row) => row.userId))];
};

export const findTemplate = async (db: DbOrTx, type: string): Promise<TemplateRow | undefined> => {
  const [row] = await db.select().from(notificationTemplates).where(eq(notificationTemplates.type, type));
  return row;
};

/** Seeds templates by type, never overwriting an admin's edit. */
export const insertMissingTemplates = (db: DbOrTx, rows: (typeof notificationTemplates.$inferInsert)[]) =>
  db.insert(notificationTemplates).values(rows).onConflictDoNothing({ target: notificationTemplates.type });

export const listPreferences = (db: DbOrTx, userId: string) =>
  db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));

export const findPreference = async (
  db: DbOrTx,
  userId: string,
  type: string,
): Promise<PreferenceRow | undefined> => {
  const [row] = await db
    .select()
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
  return row;
};

export const upsertPreferences = (
  db: DbOrTx,
  userId: string,
  items: { type: string; inApp: boolean; email: boolean }[],
) =>
  db
    .insert(notificationPreferences)
    .values(items.map((item) => ({ userId, ...item })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.type],
      set: {
        inApp: sql`excluded.in_app`,
        email: sql`excluded.email`,
        updatedAt: sql`now()`,
      },
    });
