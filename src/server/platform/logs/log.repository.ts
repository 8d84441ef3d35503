import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { logs, profiles } from '../../db/schema';
import { likeLiteral } from '../../lib/db';
import { newestMatches, type PageWindow, pageOfNewest, withTotal } from '../../lib/numbered-page';

export const insert = (db: DbOrTx, row: typeof logs.$inferInsert) => db.insert(logs).values(row);

/**
 * One numbered page of the log, newest first, and the number of matches counted up to `cap + 1`: one
 * scan of `logs_created_at_idx` answers both and stops at the cap. `q` searches the action, the details
 * and the member's e-mail (the only case that joins profiles before the cap). A page past the end has no
 * rows, hence no total: it is counted apart.
 */
export const listPage = async (
  db: DbOrTx,
  filter: { q?: string; action?: string },
  page: PageWindow,
): Promise<{ rows: LogRow[]; total: number }> => {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(logs.action, filter.action));
  if (filter.q) {
    const pattern = `%${likeLiteral(filter.q)}%`;
    const match = or(
      ilike(logs.action, pattern),
      ilike(sql`${logs.details}::text`, pattern),
      ilike(profiles.email, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = and(...conditions);
  const scoped = db.select({ id: logs.id, createdAt: logs.createdAt }).from(logs).$dynamic();
  const matches = newestMatches(
    filter.q ? scoped.leftJoin(profiles, eq(profiles.id, logs.userId)) : scoped,
    logs,
    where,
    page,
  );
  const pageOfMatches = pageOfNewest(db, matches, page);
  const found = await db
    .select({
      id: logs.id,
      userId: logs.userId,
      email: profiles.email,
      action: logs.action,
      details: logs.details,
      createdAt: logs.createdAt,
      total: pageOfMatches.total,
    })
    .from(pageOfMatches)
    .innerJoin(logs, eq(logs.id, pageOfMatches.id))
    .leftJoin(profiles, eq(profiles.id, logs.userId))
    .orderBy(desc(pageOfMatches.createdAt), desc(pageOfMatches.id));
  return withTotal(db, matches, page, found, ({ total: _, ...row }) => row);
};

export interface LogRow {
  id: number;
  userId: string | null;
  email: string | null;
  action: string;
  details: Record<string, unknown> | null;
  createdAt: Date;
}
