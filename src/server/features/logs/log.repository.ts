import { and, desc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { logs, profiles } from '../../db/schema';
import type { Cursor } from '../../lib/cursor';

export const insert = (db: DbOrTx, row: typeof logs.$inferInsert) => db.insert(logs).values(row);

/** Newest first, by keyset; `q` searches the action, the details and the member's e-mail. */
export const list = (db: DbOrTx, filter: { q?: string; action?: string; cursor?: Cursor; limit: number }) => {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(logs.action, filter.action));
  if (filter.q) {
    const pattern = `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`;
    const match = or(
      ilike(logs.action, pattern),
      ilike(sql`${logs.details}::text`, pattern),
      ilike(profiles.email, pattern),
    );
    if (match) conditions.push(match);
  }
  if (filter.cursor) {
    const id = Number(filter.cursor.id);
    const older = or(
      lt(logs.createdAt, filter.cursor.at),
      and(eq(logs.createdAt, filter.cursor.at), lt(logs.id, id)),
    );
    if (older) conditions.push(older);
  }
  return db
    .select({
      id: logs.id,
      userId: logs.userId,
      email: profiles.email,
      action: logs.action,
      details: logs.details,
      createdAt: logs.createdAt,
    })
    .from(logs)
    .leftJoin(profiles, eq(profiles.id, logs.userId))
    .where(and(...conditions))
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .limit(filter.limit + 1);
};
