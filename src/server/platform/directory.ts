import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { profiles } from '../db/schema';
import { rowsOf } from '../lib/db';
import { keptFor } from '../lib/kept-for';
import { preparedById } from '../lib/prepared';
import { notBlockedBy } from './blocks';
import { shownToOthers } from './person';

/*
 * What the directories share (events, projects, mentors, blog, companies, tenders, job offers, the
 * network): the member shown beside a row, the count of a numbered page (read, and kept a while) and the
 * page's answer.
 */

/** A member named beside a row (an event's creator, a project's owner, a comment's author). */
export interface BylineRow {
  id: string;
  fullName: string | null;
  username: string;
  avatarUrl: string | null;
  title: string | null;
}

/** The columns of a `BylineRow` for a query's select. */
export const bylineColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  username: profiles.username,
  avatarUrl: profiles.avatarUrl,
  title: profiles.title,
};

/**
 * The rows of `from` (a table or a join) matching `where`, counted up to `cap + 1` and no further: a
 * directory's count reads at most one row past its cap, which says "more than the cap".
 */
export const countUpTo = async (
  db: DbOrTx,
  from: PgTable | SQL,
  where: SQL | undefined,
  cap: number,
): Promise<number> => {
  const [counted] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${from}${where ? sql` where ${where}` : sql``} limit ${cap + 1}) m`,
    ),
  );
  return Number(counted?.n ?? 0);
};

/** The viewer of a prepared statement (null for a visitor, whom no block hides anything from). */
export const preparedViewer = sql`${sql.placeholder('viewerId')}::uuid`;

/**
 * A byline's join in a prepared statement: the member in `memberColumn`, unless they are hidden from
 * others (`shownToOthers`: deletion pending, blocked or suspended) or a block keeps them apart from the
 * statement's viewer.
 */
export const bylineJoin = (memberColumn: AnyPgColumn) =>
  and(eq(profiles.id, memberColumn), shownToOthers, notBlockedBy(preparedViewer, profiles.id));

/**
 * A prepared point read (statement `name`): the row of `table` with the given id and its byline, the
 * member in `memberColumn`; the byline is null when there is none, the member is hidden from others or
 * a block keeps them apart from the viewer.
 */
export const rowWithByline = <T extends PgTable & { id: AnyPgColumn }>(
  name: string,
  table: T,
  memberColumn: AnyPgColumn,
) => {
  const source: PgTable = table;
  const read = preparedById(name, table.id, (db) =>
    db
      .select({ row: source, byline: bylineColumns })
      .from(source)
      .leftJoin(profiles, bylineJoin(memberColumn))
      .$dynamic(),
  );
  return async (
    db: DbOrTx,
    id: string,
    viewerId: string | null,
  ): Promise<{ row: T['$inferSelect']; byline: BylineRow | null } | undefined> => {
    const found = await read(db, id, viewerId);
    return found && { row: found.row as T['$inferSelect'], byline: found.byline as BylineRow | null };
  };
};

/**
 * A directory's match counts, kept a while per filter and shared by every viewer (the pager's total;
 * pages are always read fresh). `upTo(filter, end)` reads the count again when the page ending at `end`
 * reaches the kept total (it may hide new rows); `clear()` after a write changes what matches.
 */
export const keptCounts = <Filter>(
  count: (filter: Filter) => Promise<number>,
  options: { ttlMs: number; max: number; now?: () => number } = { ttlMs: 60_000, max: 10_000 },
) => {
  const counts = keptFor<number>(options);
  return {
    upTo: (filter: Filter, end: number): Promise<number> =>
      counts.checked(
        JSON.stringify(filter),
        () => count(filter),
        (kept) => end < kept,
      ),
    clear: (): void => counts.clear(),
  };
};

/** What a directory's pager is sized by: its `limits` entry (`countCap`: Infinity for a list counted whole). */
export interface PagerLimits {
  pageSize: number;
  countCap: number;
}

/**
 * A directory page's rows and count: the count of `filter` as `counts` keeps it (read again when this
 * page reaches it), then the page's rows from `read`, none for a page past the count or the cap.
 */
export const countedRows = async <Filter, Row>(
  counts: Pick<ReturnType<typeof keptCounts<Filter>>, 'upTo'>,
  filter: Filter,
  page: number,
  limits: PagerLimits,
  read: (window: { limit: number; offset: number }) => Promise<Row[]>,
): Promise<{ rows: Row[]; counted: number }> => {
  const offset = (page - 1) * limits.pageSize;
  const counted = await counts.upTo(filter, offset + limits.pageSize);
  const rows =
    offset < Math.min(counted, limits.countCap) ? await read({ limit: limits.pageSize, offset }) : [];
  return { rows, counted };
};

/**
 * A directory's numbered page (`directoryPageOf` in `common/contracts/directory.ts`): `counted` is what
 * the count read, up to the cap and one past; `total`, what the pager shows, is that count up to the cap
 * unless the area discounts rows the viewer may not see.
 */
export const directoryPage = <Item>(
  items: Item[],
  page: number,
  limits: PagerLimits,
  counted: number,
  total: number = Math.min(counted, limits.countCap),
) => ({
  items,
  page,
  pageSize: limits.pageSize,
  total,
  totalPages: Math.ceil(total / limits.pageSize),
  totalCapped: counted > limits.countCap,
});
