import { createHash } from 'node:crypto';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import {
  type SearchFilters,
  type SearchKind,
  searchKinds,
  searchLimits,
} from '../../../common/contracts/search';
import type { DbOrTx } from '../../db/client';
import { searchRecent } from '../../db/schema';
import { likeLiteral, rowsOf } from '../../lib/db';
import { type Stem, stemsIn } from './search-estimates';
import { type KindSource, type SearchViewer, sources } from './search-sources';

export type { SearchViewer } from './search-sources';

/**
 * The network search's queries (issue 39): how a query matches and ranks the rows of each kind of
 * `search-sources.ts` (its table, its columns and its directory's visibility rule), within the reach
 * and the settings that keep a search cheap at scale (docs/areas/search.md).
 */

/** What a query is matched with: the folded text (trigrams), its words (names) and stems (texts). */
export interface SearchTerms {
  /** The query as typed; folded in SQL by `sankofa_fold`. */
  text: string;
  /** The query's folded words of 3 letters or digits or more, each matched as a part of a name or title. */
  words: string[];
  /** `word:* & wo` of the query's words (a prefix from 3 letters), or '' when it has none. */
  prefixQuery: string;
  /**
   * For each of `words`, the dictionary's words close to it in spelling (`closeWords`): what the close
   * arm looks for in the names besides the word itself. None (or no list) leaves the close arm empty.
   */
  close?: readonly (readonly string[])[];
  /** The query's French stems, as `to_tsquery('french', prefixQuery)` made them (`closeWords` with `stems`). */
  stems?: readonly Stem[];
}

/** One row found, before the service makes it a hit. */
export interface HitRow {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  /** What the hit's path carries: an id, an article's slug, a hashtag. */
  key: string;
  /** The rank, rounded so the keyset compares what was sent. */
  score: string;
}

/** The kind's filters as ` and …` after its WHERE, or nothing. */
const filtered = (source: KindSource, filters: SearchFilters | undefined): SQL => {
  const condition = filters && source.filter?.(filters);
  return condition ? sql` and ${condition}` : sql``;
};

const tsQuery = (terms: SearchTerms) => sql`to_tsquery('french', ${terms.prefixQuery})`;
const foldedText = (terms: SearchTerms) => sql`sankofa_fold(${terms.text})`;

/**
 * How a kind matches, in two arms. The sure arm holds the query's words: every French stem (results)
 * or every word of three letters or more in the name (suggestions), and a member's visible city. The
 * close arm holds, in the name, words of the dictionary close in spelling to the query's (a typo:
 * `closeWords`); it is read only when the sure arm finds fewer rows than are wanted (`gated`). Written
 * as the indexes are, so that PostgreSQL reads them.
 */
type Arm = 'sure' | 'close';

/** `name` holds `word` (a trigram index reads it). */
const holds = (name: SQL, word: string) => sql`${name} like ${`%${likeLiteral(word)}%`}`;

/**
 * The close arm: a name that holds, for each word of the query, the word or a word of the dictionary
 * close to it in spelling. Nothing to read when a word has no spelling in any name (no name can hold
 * it), nor, for suggestions, when each word's only spelling is itself (the sure arm's own test).
 */
const closeTest = (terms: SearchTerms, name: SQL, suggesting: boolean): SQL | undefined => {
  const close = terms.close;
  if (!close || close.some((spellings) => spellings.length === 0)) return undefined;
  if (suggesting && close.every((spellings, i) => spellings.every((one) => one === terms.words[i]))) {
    return undefined;
  }
  const each = close.map(
    (spellings) =>
      sql`(${sql.join(
        spellings.map((one) => holds(name, one)),
        sql` or `,
      )})`,
  );
  return sql`(${sql.join(each, sql` and `)})`;
};

const textTest =
  (terms: SearchTerms, suggesting: boolean, arm: Arm) =>
  (vector: SQL, name?: SQL): SQL => {
    const parts: SQL[] = [];
    if (arm === 'close') {
      const close = name && closeTest(terms, name, suggesting);
      if (close) parts.push(close);
    } else if (!suggesting) {
      if (terms.prefixQuery) parts.push(sql`${vector} @@ ${tsQuery(terms)}`);
    } else if (name && terms.words.length > 0) {
      const words = terms.words.map((word) => holds(name, word));
      parts.push(sql`(${sql.join(words, sql` and `)})`);
    }
    return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
  };

const matching =
  (suggesting: boolean) =>
  (source: KindSource, viewer: SearchViewer, terms: SearchTerms, arm: Arm): SQL => {
    const test = textTest(terms, suggesting, arm);
    const text = source.matchOn ? source.matchOn(test) : test(source.vector, source.name);
    const more =
      arm === 'sure' && source.alsoMatches
        ? sql` or ${source.alsoMatches(viewer, foldedText(terms))}`
        : sql``;
    return sql`(${text}${more})`;
  };

type Match = ReturnType<typeof matching>;
/** The results' matches: stems of every text (and a visible city), or a name close to the query. */
const matches = matching(false);
/** The suggestions' matches: the words in names and titles (and a visible city), or a close name. */
const namesMatch = matching(true);

/** Both arms, for the few rows always read (the viewer's connections, the viewer's own). */
const eitherArm = (match: Match, source: KindSource, viewer: SearchViewer, terms: SearchTerms): SQL =>
  sql`(${match(source, viewer, terms, 'sure')} or ${match(source, viewer, terms, 'close')})`;

/**
 * `rows` (a select of one column set from `source`, without its match) for `match`: the sure arm's
 * first `reach` rows, as `sure_rows`, and the close arm's only while the sure arm found fewer than
 * `wanted` (a condition PostgreSQL checks once, before reading the close arm's index).
 */
const gated = (
  rows: (condition: SQL) => SQL,
  arms: { sure: SQL; close: SQL; more: SQL[] },
  reach: number,
  wanted: number,
): SQL => {
  const parts = [
    sql`select * from sure_rows`,
    sql`(${rows(arms.close)} and (select count(*) from sure_rows) < ${wanted} limit ${reach})`,
    ...arms.more,
  ];
  return sql`with sure_rows as materialized (${rows(arms.sure)} limit ${reach}) ${sql.join(parts, sql` union `)}`;
};

/**
 * The rank: how closely the name or title holds the query (`word_similarity`, 1 when it holds each
 * word whole, lower for a typo or a match in the description only), then up to 0.05 for recent items
 * and, for members, 0.2 for a connection. It reads only the short name: the texts' stems decide what
 * matches, never the order, so a long article's index entry is not unpacked for every match.
 */
const score = (source: KindSource, viewer: SearchViewer, terms: SearchTerms): SQL => {
  const near = source.near?.(viewer);
  const bonus = near ? sql`case when ${near} then 0.2 else 0 end` : sql`0`;
  return sql`round((word_similarity(${foldedText(terms)}, ${source.name}) + 0.05 * exp(-greatest(date_part('epoch', now() - ${source.at}), 0) / 31536000.0) + ${bonus})::numeric, 6)`;
};

/**
 * The rows of one kind this viewer may see and `match` finds, ranked, among the first `reach` found,
 * those near the viewer and the viewer's own. A word that thousands of rows hold would otherwise have every one of
 * them read and ranked for a page of 20: the search ranks the first `reach` the index yields (the tabs
 * say "100+" and the member narrows the search), and always a member's own connections. Names close in
 * spelling are read when the words found fewer than `wanted`.
 */
const ranked = (
  kind: SearchKind,
  viewer: SearchViewer,
  terms: SearchTerms,
  match: Match,
  reach: number,
  wanted: number,
  filters?: SearchFilters,
): SQL => {
  const source = sources[kind];
  const selected = (condition: SQL) =>
    sql`select ${kind}::text as kind, ${source.id} as id, ${source.title} as title, ${source.subtitle} as subtitle, ${source.image} as image, ${source.key} as key, ${score(source, viewer, terms)} as score from ${source.from} where ${condition}${filtered(source, filters)}`;
  const visible = (condition: SQL) => sql`${selected(condition)} and ${source.visible(viewer)}`;
  const either = eitherArm(match, source, viewer, terms);
  const near = source.near?.(viewer);
  const own = source.own?.(viewer);
  return gated(
    visible,
    {
      sure: match(source, viewer, terms, 'sure'),
      close: match(source, viewer, terms, 'close'),
      more: [
        ...(near ? [sql`(${visible(either)} and ${near})`] : []),
        ...(own ? [sql`(${selected(either)} and ${own})`] : []),
      ],
    },
    reach,
    wanted,
  );
};

const toHit = (row: Record<string, unknown>): HitRow => ({
  kind: row.kind as SearchKind,
  id: String(row.id),
  title: String(row.title ?? ''),
  subtitle: row.subtitle == null ? null : String(row.subtitle),
  image: row.image == null ? null : String(row.image),
  key: String(row.key),
  score: String(row.score),
});

/**
 * The search's own pool (`Database.dedicated`): a few connections, so that a burst of searches waits
 * for its own and never for the site's; a 1.5 s statement timeout (the member is then asked to narrow
 * the search); and reads through the search indexes only. The planner prices testing a row's text
 * index at almost nothing, so for a word thousands of rows hold it would walk a table (or its date
 * index) testing each row, tens of milliseconds, where the index's bitmap takes one.
 */
export const searchPool = {
  max: 4,
  options: '-c statement_timeout=1500 -c enable_seqscan=off -c enable_indexscan=off',
  // Its connections are kept 10 minutes unused (node-postgres closes them after 10 s): a connection
  // closed takes its prepared plans with it, and the first searches after a pause of seconds paid a
  // new connection and a plan for each shape (p95 of the next 2 s: 300-400 ms at 150 a second).
  idleMs: 600_000,
} as const;

const dialect = new PgDialect();

/**
 * Runs a search statement as a prepared statement named after its text, which node-postgres keeps on
 * its connection: PostgreSQL then plans each shape of search (its kinds, its number of words, the
 * viewer's kind, its filters) once per connection rather than on every keystroke. At scale, planning
 * a ten-kind suggestion took about as long as running it (10 of 20 ms). PGlite runs it as any
 * statement. They run on the search's pool, so a cached plan is always made under its settings.
 */
const execute = (db: DbOrTx, query: SQL) => {
  const built = dialect.sqlToQuery(query);
  const name = `search_${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const { session } = (db as unknown as { _: { session: PgSession } })._;
  return session.prepareQuery(built, undefined, name, false).execute();
};

/** A word is corrected from this many letters (a shorter one is a word being typed, not a typo). */
const correctedFrom = 4;
/** At most this many spellings per word, the closest first. */
const spellingsPerWord = 3;
/**
 * How much of a word a close spelling holds (`word_similarity`: the share of the word's trigrams found
 * in it, as `name %> query` measured a name before): "kuame" and "kouame", "kaolack" and "kaolak" are
 * close; "ngzeabcd" and "abcd" are not (a word's part is no spelling of it).
 */
const closestSimilarity = 0.6;

/**
 * `terms` with each word's spellings in the names: the word itself when a word of the dictionary
 * (migration 0055) holds it, and, for a word of 4 letters or more, the dictionary's words closest to it
 * in spelling (a typo). One short statement on the dictionary's trigram index, instead of a trigram
 * scan of every kind's names. With `stems`, the same statement also says the query's French stems
 * (what the results' counts are estimated from, search-estimates.ts): one round trip, not two.
 */
export const closeWords = async (
  db: DbOrTx,
  terms: SearchTerms,
  options: { stems?: boolean } = {},
): Promise<SearchTerms> => {
  const asked = terms.words.filter((word) => word.length >= correctedFrom);
  const stemmed = options.stems === true && terms.prefixQuery !== '';
  const parts = [
    ...(stemmed
      ? [sql`select null::text as asked, to_tsquery('french', ${terms.prefixQuery})::text as word`]
      : []),
    ...(asked.length > 0
      ? [
          sql`select q.word as asked, s.word from unnest(array[${sql.join(
            asked.map((word) => sql`${word}`),
            sql`, `,
          )}]::text[]) q(word) cross join lateral (select d.word from search_words d where d.word %> q.word and word_similarity(q.word, d.word) >= ${closestSimilarity} order by word_similarity(q.word, d.word) desc, similarity(d.word, q.word) desc, d.word limit ${spellingsPerWord}) s`,
        ]
      : []),
  ];
  const rows = parts.length === 0 ? [] : rowsOf(await execute(db, sql.join(parts, sql` union all `)));
  const stems = stemmed ? stemsIn(String(rows.find((row) => row.asked == null)?.word ?? '')) : undefined;
  if (terms.words.length === 0) return stems ? { ...terms, stems } : terms;
  const close = terms.words.map((word) => {
    if (word.length < correctedFrom) return [word];
    const found = rows.filter((row) => row.asked === word).map((row) => String(row.word));
    // A word that holds the query's is found by the query's own (`like '%word%'`).
    return [...new Set(found.map((spelling) => (spelling.includes(word) ? word : spelling)))];
  });
  return { ...terms, close, ...(stems ? { stems } : {}) };
};

/**
 * Forgets the dictionary's words that no name holds any more (a member gone, a title changed): a
 * name's words are added by the database as it changes, never taken out. Returns how many went.
 */
export const pruneWords = async (db: DbOrTx): Promise<number> => {
  const names = sql.join(
    [
      'profiles',
      'groups',
      'african_companies',
      'job_offers',
      'events',
      'blog_posts',
      'projects',
      'appels_offres',
      'hashtags',
    ].map((table) => sql`select search_name from ${sql.identifier(table)}`),
    sql` union all `,
  );
  const gone = await db.execute(
    sql`delete from search_words d where not exists (select 1 from (select distinct w from (${names}) n, regexp_split_to_table(n.search_name, '[^[:alnum:]]+') w) held where held.w = d.word) returning d.word`,
  );
  return rowsOf(gone).length;
};

/** How many names a suggestion ranks per kind (the first the index yields, the viewer's connections first). */
const suggestionReach = 100;

/** At most `perKind` best rows of each kind of `kinds`, in one statement. */
export const suggest = async (
  db: DbOrTx,
  viewer: SearchViewer,
  terms: SearchTerms,
  kinds: readonly SearchKind[],
  perKind: number,
): Promise<HitRow[]> => {
  if (kinds.length === 0) return [];
  const parts = kinds.map(
    (kind) =>
      sql`(select * from (${ranked(kind, viewer, terms, namesMatch, suggestionReach, perKind)}) r order by r.score desc, r.id desc limit ${perKind})`,
  );
  return rowsOf(await execute(db, sql.join(parts, sql` union all `))).map(toHit);
};

/** One page of a kind (narrowed by its `filters`), best first, after the previous page's `(score, id)`. */
export const page = async (
  db: DbOrTx,
  viewer: SearchViewer,
  terms: SearchTerms,
  kind: SearchKind,
  after: { score: string; id: string } | undefined,
  limit: number,
  filters?: SearchFilters,
): Promise<HitRow[]> => {
  const keyset = after ? sql`where (r.score, r.id) < (${after.score}::numeric, ${after.id})` : sql``;
  return rowsOf(
    await execute(
      db,
      sql`select * from (${ranked(kind, viewer, terms, matches, searchLimits.countCap, searchLimits.countCap, filters)}) r ${keyset} order by r.score desc, r.id desc limit ${limit}`,
    ),
  ).map(toHit);
};

/**
 * The matches of every kind, each up to `cap`, in one statement; only `narrowed.kind`'s filtered. The
 * kinds of `crowded` (search-estimates.ts: the statistics say thousands of rows hold the words) are
 * `cap` without being read.
 */
export const count = async (
  db: DbOrTx,
  viewer: SearchViewer,
  terms: SearchTerms,
  kinds: readonly SearchKind[],
  cap: number,
  narrowed?: { kind: SearchKind; filters: SearchFilters },
  crowded: ReadonlySet<SearchKind> = new Set(),
): Promise<Map<SearchKind, number>> => {
  const counted = new Map<SearchKind, number>(searchKinds.map((kind) => [kind, 0]));
  if (kinds.length === 0) return counted;
  const columns = kinds.map((kind) => {
    if (crowded.has(kind) && narrowed?.kind !== kind) return sql`${cap}::int as ${sql.identifier(kind)}`;
    const source = sources[kind];
    const only = narrowed?.kind === kind ? filtered(source, narrowed.filters) : sql``;
    const found = (condition: SQL) =>
      sql`select ${source.id} as id from ${source.from} where ${condition}${only}`;
    const own = source.own?.(viewer);
    const rows = gated(
      (condition) => sql`${found(condition)} and ${source.visible(viewer)}`,
      {
        sure: matches(source, viewer, terms, 'sure'),
        close: matches(source, viewer, terms, 'close'),
        more: own ? [sql`(${found(eitherArm(matches, source, viewer, terms))} and ${own})`] : [],
      },
      cap,
      cap,
    );
    return sql`(select least(count(*), ${cap})::int from (${rows}) c) as ${sql.identifier(kind)}`;
  });
  const [row] = rowsOf(await execute(db, sql`select ${sql.join(columns, sql`, `)}`));
  for (const kind of kinds) counted.set(kind, Number(row?.[kind] ?? 0));
  return counted;
};

/** How many of the dictionary's words, per word of the query, a "did you mean" looks for in the names. */
const nearestPerWord = 3;

/**
 * The name or title closest in spelling to the query among what this viewer may see (trigram
 * similarity), to suggest when nothing matched. The names looked at are those holding one of the
 * dictionary's words nearest each word of the query (`%`, similarity ≥ 0.3: looser than a typo's
 * spelling), so that it reads a few names through their trigram index rather than every kind's names
 * against the whole query (16 ms at scale).
 */
export const nearest = async (
  db: DbOrTx,
  viewer: SearchViewer,
  terms: SearchTerms,
  kinds: readonly SearchKind[],
): Promise<string | undefined> => {
  if (kinds.length === 0 || terms.words.length === 0) return undefined;
  const near = rowsOf(
    await execute(
      db,
      sql`select distinct s.word from unnest(array[${sql.join(
        terms.words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) q(word) cross join lateral (select d.word from search_words d where d.word % q.word order by similarity(d.word, q.word) desc, d.word limit ${nearestPerWord}) s`,
    ),
  ).map((row) => String(row.word));
  if (near.length === 0) return undefined;
  const parts = kinds.map((kind) => {
    const source = sources[kind];
    const holding = sql.join(
      near.map((word) => holds(source.name, word)),
      sql` or `,
    );
    return sql`(select * from (select ${source.title} as title, similarity(${source.name}, ${foldedText(terms)}) as closeness from ${source.from} where ${source.visible(viewer)} and (${holding}) limit ${suggestionReach}) c order by c.closeness desc limit 1)`;
  });
  const [row] = rowsOf(
    await execute(
      db,
      sql`select title from (${sql.join(parts, sql` union all `)}) n order by closeness desc limit 1`,
    ),
  );
  return row?.title == null ? undefined : String(row.title);
};

/** The member's recent searches, newest first. */
export const listRecent = (db: DbOrTx, userId: string, limit: number) =>
  db
    .select({ query: searchRecent.query, searchedAt: searchRecent.searchedAt })
    .from(searchRecent)
    .where(eq(searchRecent.userId, userId))
    .orderBy(desc(searchRecent.searchedAt))
    .limit(limit);

/** Keeps `query` as the member's newest search (one row per folded query) and only the newest `keep`. */
export const recordRecent = async (
  db: DbOrTx,
  entry: { userId: string; folded: string; query: string; at: Date },
  keep: number,
): Promise<void> => {
  await db
    .insert(searchRecent)
    .values({ userId: entry.userId, folded: entry.folded, query: entry.query, searchedAt: entry.at })
    .onConflictDoUpdate({
      target: [searchRecent.userId, searchRecent.folded],
      set: { query: entry.query, searchedAt: entry.at },
    });
  await db.execute(
    sql`delete from search_recent where user_id = ${entry.userId}::uuid and folded not in (select folded from search_recent where user_id = ${entry.userId}::uuid order by searched_at desc limit ${keep})`,
  );
};

/** Forgets every recent search of the member. */
export const clearRecent = async (db: DbOrTx, userId: string): Promise<void> => {
  await db.delete(searchRecent).where(and(eq(searchRecent.userId, userId)));
};
