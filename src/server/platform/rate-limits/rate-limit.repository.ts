import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

/**
 * Counts one hit on `key` in a fixed window, atomically; a window that has ended starts over.
 * Returns the count including this hit and when the window ends.
 */
export const hit = async (db: DbOrTx, key: string, windowSeconds: number) => {
  const resetAt = sql`now() + make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, count: 1, resetAt: sql`${resetAt}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.resetAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        resetAt: sql`case when ${rateLimitCounters.resetAt} <= now() then ${resetAt} else ${rateLimitCounters.resetAt} end`,
      },
    })
    .returning({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
};

/** Removes counters whose window has ended. */
export const deleteExpired = (db: DbOrTx) =>
  db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetAt, sql`now()`));

/** The count of `key` in its current window (0 when none or ended). */
export const peek = async (db: DbOrTx, key: string) => {
  const [row] = await db
    .select({ count: rateLimitCounters.count, resetAt: rateLimitCounters.resetAt })
    .from(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), gt(rateLimitCounters.resetAt, sql`now()`)));
  return row;
};

/** Removes every counter whose key starts with `prefix`. */
export const deleteWithPrefix = (db: DbOrTx, prefix: string) =>
  db.delete(rateLimitCounters).where(sql`starts_with(${rateLimitCounters.key}, ${prefix})`);
