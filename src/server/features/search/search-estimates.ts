import { sql } from 'drizzle-orm';
import type { SearchKind } from '../../../common/contracts/search';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../lib/db';
import { sources } from './search-sources';

/*
 * Which kinds hold a query's words so often that their count is surely past its cap (issue 39 §5).
 * A count reads its matches up to the cap (100, "100+"), but the text index has no lazy scan: for a
 * word thousands of rows hold (at scale, "financ" is in 90 % of the articles), PostgreSQL builds the
 * bitmap of every match before the first 100 are read: 15 ms for one kind. The planner's statistics
 * already say how often each common stem occurs (`pg_stats.most_common_elems` of `search_vector`,
 * refreshed by ANALYZE: autovacuum on PostgreSQL, the hourly job on PGlite), so such a kind's tab shows
 * "100+" without counting. Conservative by construction: only stems the statistics list count (a rarer
 * word is counted as before), a table never analysed counts, and the margin is fifty times the cap.
 */

/** A kind is not counted when its statistics say this many rows hold every word of the query. */
export const surelyMany = 5000;

/** What the statistics of one table say of the words its rows hold. */
export interface WordStats {
  /** The table's rows, as last analysed (0 when never). */
  rows: number;
  /** Each common stem, and the share of rows holding it. */
  frequencies: Map<string, number>;
}

/** A stem of the query, as `to_tsquery('french', …)` made it: whole, or a prefix (`inge:*`). */
export interface Stem {
  lexeme: string;
  prefix: boolean;
}

/** The tables `sources` name, each with the statistics of its `search_vector`. */
export const readWordStats = async (db: DbOrTx): Promise<Map<string, WordStats>> => {
  const tables = [...new Set(Object.values(sources).flatMap((source) => source.table ?? []))];
  const rows = rowsOf(
    await db.execute(
      sql`select c.relname as name, greatest(c.reltuples, 0)::float8 as rows, s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs
          from pg_class c left join pg_stats s on s.schemaname = 'public' and s.tablename = c.relname and s.attname = 'search_vector'
          where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname in (${sql.join(
            tables.map((table) => sql`${table}`),
            sql`, `,
          )})`,
    ),
  );
  const stats = new Map<string, WordStats>();
  for (const row of rows) {
    const elems = Array.isArray(row.elems) ? row.elems.map(String) : [];
    const freqs = Array.isArray(row.freqs) ? row.freqs.map(Number) : [];
    // The frequencies end with three summaries (minimum, maximum, empty rows) past the elements.
    stats.set(String(row.name), {
      rows: Number(row.rows) || 0,
      frequencies: new Map(elems.map((elem, i) => [elem, freqs[i] ?? 0])),
    });
  }
  return stats;
};

/** The stems of a `tsquery` as text (`'inge':* & 'civil'`): whole, or a prefix. */
export const stemsIn = (query: string): Stem[] =>
  [...query.matchAll(/'((?:[^']|'')*)'(:\*)?/g)].map((match) => ({
    lexeme: (match[1] ?? '').replaceAll("''", "'"),
    prefix: match[2] !== undefined,
  }));

/**
 * How many rows of a table the statistics say hold every stem: its rows times, per stem, the share
 * of rows holding it (the sum over the common stems it begins, for a prefix; at most every row),
 * as the planner estimates a match. 0 when a stem is not among the common ones.
 */
export const estimatedMatches = (stats: WordStats | undefined, stems: readonly Stem[]): number => {
  if (!stats || stems.length === 0) return 0;
  let share = 1;
  for (const stem of stems) {
    let held = 0;
    for (const [elem, frequency] of stats.frequencies) {
      if (elem === stem.lexeme || (stem.prefix && elem.startsWith(stem.lexeme))) held += frequency;
    }
    share *= Math.min(held, 1);
  }
  return share * stats.rows;
};

/** The kinds of `kinds` whose statistics say at least `surelyMany` rows hold every stem. */
export const crowdedKinds = (
  stats: Map<string, WordStats>,
  stems: readonly Stem[],
  kinds: readonly SearchKind[],
): Set<SearchKind> =>
  new Set(
    kinds.filter((kind) => {
      const table = sources[kind].table;
      return table !== undefined && estimatedMatches(stats.get(table), stems) >= surelyMany;
    }),
  );
