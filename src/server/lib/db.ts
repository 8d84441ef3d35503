import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';

/** The SQLSTATE of a database error, looking through Drizzle's wrapper (`cause`). */
export const sqlStateOf = (error: unknown): string | undefined => {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof current.code === 'string') {
      if (/^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    }
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

/** A unique index refused the write (a concurrent request won the race). */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505';

/**
 * The database cannot be reached: refused or cut connections (a restart, a failover), a server shutting
 * down or starting up (SQLSTATE class 08, 57P01–57P03), or no connection within the pool's wait. A
 * refused or cut connection to another peer (the S3 endpoint, whose fetch error carries it as `cause`)
 * is the same for the member: 503 `temporarily_unavailable`.
 */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const state = sqlStateOf(error);
  if (state && (state.startsWith('08') || ['57P01', '57P02', '57P03'].includes(state))) return true;
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT'].includes(code))
      return true;
    if (
      typeof message === 'string' &&
      /^Connection terminated|timeout exceeded when trying to connect/.test(message)
    )
      return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
};

/** The rows of a raw `db.execute` result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = (result: unknown): Record<string, unknown>[] => {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as Record<string, unknown>[];
  }
  return [];
};

/** A LIKE pattern matching `value` literally (its `%`, `_` and `\\` escaped). */
export const likeLiteral = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** A search's words, at most 8: each must match (the lists' text filters). */
export const words = (value: string) => value.split(/\s+/).filter(Boolean).slice(0, 8);

/** How many rows of `table` match `where` (all of them without it): `select count(*) from … where …`. */
export const countRows = async (db: DbOrTx, table: PgTable, where?: SQL): Promise<number> =>
  (await db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;

/** Every row of `query` (a dynamic select, in its order), `size` at a time: a CSV export's reads. */
export async function* inBatches<Query extends PgSelect>(
  query: Query,
  size: number,
): AsyncGenerator<Awaited<Query>> {
  for (let offset = 0; ; offset += size) {
    const rows = await query.limit(size).offset(offset);
    yield rows;
    if (rows.length < size) return;
  }
}
