import { asc, eq, inArray, not } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { homepageStats } from '../../db/schema';
import { countRows } from '../../lib/db';

export type HomeStatRow = typeof homepageStats.$inferSelect;
export type HomeStatValues = Omit<typeof homepageStats.$inferInsert, 'id'>;

/** Every figure in the landing's order (a handful: no index needed). */
export const listHomeStats = (db: DbOrTx) =>
  db.select().from(homepageStats).orderBy(asc(homepageStats.position), asc(homepageStats.id));

export const countHomeStats = (db: DbOrTx): Promise<number> => countRows(db, homepageStats);

export const insertHomeStats = (db: DbOrTx, values: HomeStatValues[]) =>
  values.length === 0
    ? Promise.resolve()
    : db
        .insert(homepageStats)
        .values(values)
        .then(() => undefined);

export const updateHomeStat = async (db: DbOrTx, id: number, values: HomeStatValues): Promise<boolean> =>
  (
    await db
      .update(homepageStats)
      .set(values)
      .where(eq(homepageStats.id, id))
      .returning({ id: homepageStats.id })
  ).length > 0;

/** Removes every figure but `keep`. */
export const deleteHomeStatsExcept = (db: DbOrTx, keep: number[]) =>
  keep.length === 0
    ? db.delete(homepageStats)
    : db.delete(homepageStats).where(not(inArray(homepageStats.id, keep)));
