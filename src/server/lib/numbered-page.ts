import { count, desc, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { NumberedPage, PageQuery } from '../../common/contracts/pagination';
import { numberedPages } from '../../common/contracts/pagination';
import type { DbOrTx } from '../db/client';

/** What a repository needs to read one numbered page: count up to `cap`, skip `offset`, take `limit`. */
export interface PageWindow {
  cap: number;
  offset: number;
  limit: number;
}

export const pageWindow = (query: PageQuery, cap: number = numberedPages.countCap): PageWindow => ({
  cap,
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});

/**
 * The response of a numbered page from a repository's rows and its count (counted up to `cap + 1`, so
 * one more than the cap says "more than that" without counting the rest).
 */
export const toNumberedPage = <Row, Item>(
  query: PageQuery,
  found: { rows: readonly Row[]; total: number },
  toItem: (row: Row) => Item,
  cap: number = numberedPages.countCap,
): NumberedPage<Item> => ({
  items: found.rows.map(toItem),
  total: Math.min(found.total, cap),
  totalCapped: found.total > cap,
  page: query.page,
  pageSize: query.pageSize,
});

/**
 * A numbered page's count: the rows of `table` matching `where` (its `id` column), counted up to
 * `cap + 1` and no further, which says "more than the cap".
 */
export const countCapped = async (
  db: DbOrTx,
  table: PgTable,
  id: AnyPgColumn,
  where: SQL | undefined,
  cap: number,
): Promise<number> => {
  const capped = db
    .select({ id })
    .from(table)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  const [counted] = await db.select({ n: count() }).from(capped);
  return counted?.n ?? 0;
};

/** A table a numbered page reads newest first: by its creation date, then its id. */
export type NewestFirstTable = PgTable & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * One numbered page of `query` (a dynamic select from `table`, its columns and joins: `.$dynamic()`)
 * where `where` holds, newest first, with the matches of `table` counted up to `page.cap + 1`
 * (`countCapped`).
 */
export const newestFirstPage = async <Query extends PgSelect>(
  db: DbOrTx,
  table: NewestFirstTable,
  where: SQL | undefined,
  page: PageWindow,
  query: Query,
): Promise<{ rows: Awaited<Query>; total: number }> => {
  const total = await countCapped(db, table, table.id, where, page.cap);
  const rows = await query
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .offset(page.offset)
    .limit(page.limit);
  return { rows, total };
};

/** A subquery of the matches' ids and creation dates, newest first, at most `cap + 1` of them. */
export type NewestMatches = Subquery & { id: AnyPgColumn; createdAt: AnyPgColumn };

/**
 * The matches `pageOfNewest` pages: `scoped` (a dynamic select of `table`'s id and creation date, with
 * the joins `where` needs) where `where` holds, newest first, at most `cap + 1` of them.
 */
export const newestMatches = <Query extends PgSelect>(
  scoped: Query,
  table: NewestFirstTable,
  where: SQL | undefined,
  page: PageWindow,
) =>
  scoped
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(page.cap + 1)
    .as('matches');

/**
 * One numbered page of `matches` (skip `offset`, take `limit`), each id with the number of matches
 * (`count(*) over ()`), for the repository to join its rows on: one scan answers the page and its count.
 */
export const pageOfNewest = (db: DbOrTx, matches: NewestMatches, page: PageWindow) =>
  db
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .offset(page.offset)
    .limit(page.limit)
    .as('page');

/**
 * The page's rows and the count they carry (`pageOfNewest`). A page past the end has no rows, hence no
 * count: the same capped matches are counted apart.
 */
export const withTotal = async <Found extends { total: number }, Row>(
  db: DbOrTx,
  matches: Subquery,
  page: PageWindow,
  found: Found[],
  toRow: (found: Found) => Row,
): Promise<{ rows: Row[]; total: number }> => {
  if (found.length > 0) return { rows: found.map(toRow), total: Number(found[0]?.total ?? 0) };
  if (page.offset === 0) return { rows: [], total: 0 };
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return { rows: [], total: counted?.n ?? 0 };
};
