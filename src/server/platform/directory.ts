import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { profiles } from '../db/schema';
import { rowsOf } from '../lib/db';

/*
 * What the directories' repositories share (events, projects, mentors, blog, companies, tenders, job
 * offers, the network): the member shown beside a row, and the count of a numbered page.
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
