import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobSearchAlerts, profiles, users } from '../../db/schema';
import { shownToOthers } from '../../platform/person';
import { rowsById } from '../../platform/rows';

export type JobAlertRow = typeof jobSearchAlerts.$inferSelect;

export const listOfUser = (db: DbOrTx, userId: string): Promise<JobAlertRow[]> =>
  db
    .select()
    .from(jobSearchAlerts)
    .where(eq(jobSearchAlerts.userId, userId))
    .orderBy(desc(jobSearchAlerts.createdAt), desc(jobSearchAlerts.id));

export const countOfUser = async (db: DbOrTx, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobSearchAlerts)
    .where(eq(jobSearchAlerts.userId, userId));
  return Number(row?.n ?? 0);
};

export const { insert } = rowsById(jobSearchAlerts, 'job alert');

/** Removes an alert; with `userId`, only that member's. The number of rows removed. */
export const remove = async (db: DbOrTx, id: string, userId?: string): Promise<number> => {
  const removed = await db
    .delete(jobSearchAlerts)
    .where(
      userId
        ? and(eq(jobSearchAlerts.id, id), eq(jobSearchAlerts.userId, userId))
        : eq(jobSearchAlerts.id, id),
    )
    .returning({ id: jobSearchAlerts.id });
  return removed.length;
};

/**
 * A batch of alerts not mailed since `before`, oldest first, with their member's address. Members
 * blocked or suspended (no session) and members whose account deletion is pending (they asked to
 * leave: no mail inviting them back) are left out: the platform's rule, `shownToOthers`.
 */
export const dueBatch = (db: DbOrTx, before: Date, limit: number) =>
  db
    .select({ alert: jobSearchAlerts, email: users.email })
    .from(jobSearchAlerts)
    .innerJoin(users, eq(users.id, jobSearchAlerts.userId))
    .innerJoin(profiles, eq(profiles.id, jobSearchAlerts.userId))
    .where(and(lt(jobSearchAlerts.lastSentAt, before), shownToOthers))
    .orderBy(asc(jobSearchAlerts.lastSentAt), asc(jobSearchAlerts.id))
    .limit(limit);

export const markSent = async (db: DbOrTx, id: string, at: Date): Promise<void> => {
  await db.update(jobSearchAlerts).set({ lastSentAt: at }).where(eq(jobSearchAlerts.id, id));
};
