import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import {
  type SearchFilters,
  type SearchKind,
  searchKinds,
  searchLimits,
} from '../../../common/contracts/search';
import { listedStatuses } from '../../../common/contracts/tenders';
import type { Db, DbOrTx } from '../../db/client';
import { searchRecent } from '../../db/schema';
import { likeLiteral, rowsOf } from '../../lib/db';
import { notBlockedBy } from '../../platform/blocks';
import { cityVisibleTo, connectionsOf, listedInDirectory, shownToOthersAs } from '../../platform/person';
import { kindFilters } from './search-filters';

/**
 * The network search's queries (issue 39). Each kind reads its own table through the index migration
 * 0048 keeps on it (`search_vector`: weighted French stems of the folded texts; `search_name`: the
 * folded name or title for trigrams) and repeats, in one SQL condition, what its own directory lets
 * this viewer list (docs/areas/search.md has the table). Nothing else decides what a search shows.
 */

/** Who searches, as the visibility rules need them (all false and null for a visitor). */
export interface SearchViewer {
  id: string | null;
  /** Some block involves the viewer (`Actor.keptApart`): only then do the block tests run. */
  keptApart: boolean;
  managesCompanies: boolean;
  moderatesProjects: boolean;
  moderatesTenders: boolean;
}

/** What a query is matched with: the folded text (trigrams), its words (names) and stems (texts). */
export interface SearchTerms {
  /** The query as typed; folded in SQL by `sankofa_fold`. */
  text: string;
  /** The query's folded words of 3 letters or digits or more, each matched as a part of a name or title. */
  words: string[];
  /** `word:* & wo` of the query's words (a prefix from 3 letters), or '' when it has none. */
  prefixQuery: string;
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

interface KindSource {
  /** The table (alias `t`) and its joins. */
  from: SQL;
  id: SQL;
  title: SQL;
  subtitle: SQL;
  image: SQL;
  key: SQL;
  vector: SQL;
  name: SQL;
  /** The recency the rank leans on a little. */
  at: SQL;
  /** The kind's own visibility for this viewer (its directory's rule). */
  visible: (viewer: SearchViewer) => SQL;
  /**
   * Where the stems and the name are matched when they are not both on `t` (a mentor's name is on
   * the profile): `test` gives the condition for a vector and a name column.
   */
  matchOn?: (test: (vector: SQL, name?: SQL) => SQL) => SQL;
  /** Matches besides the name and the stems. */
  alsoMatches?: (viewer: SearchViewer, folded: SQL) => SQL;
  /** The rows closest to this viewer (a member's connections): always ranked, and 0.2 higher. */
  near?: (viewer: SearchViewer) => SQL | undefined;
  /** The kind's main filters (its directory's: search-filters.ts), undefined when none is set. */
  filter?: (filters: SearchFilters) => SQL | undefined;
}

const viewerId = (viewer: SearchViewer) => sql`${viewer.id}::uuid`;
const noOne = sql`false`;
const always = sql`true`;
/** Hides a member kept apart from the viewer by a block, either way (platform/blocks.ts). */
const notKeptApart = (viewer: SearchViewer, column: SQL): SQL =>
  viewer.id && viewer.keptApart ? notBlockedBy(viewerId(viewer), column) : always;
/** The predicate of the network's partial indexes on profiles (migration 0004). */
const networkListable = sql`not t.is_blocked and not t.is_suspended and btrim(coalesce(t.full_name, '')) <> '' and btrim(coalesce(t.location->>'ville', '') || coalesce(t.location->>'pays', '')) <> ''`;
const shortened = (column: SQL) => sql`nullif(left(${column}, 160), '')`;

/** Every kind, with its directory's rule. */
const sources: Record<SearchKind, KindSource> = {
  // The network is for members only; never a blocked, suspended or leaving member, a nameless account,
  // anyone who opted out of the directory, or anyone kept apart by a block. A city matches only where
  // the viewer may see it (platform/person.ts), so a search never confirms a hidden city.
  members: {
    from: sql`profiles t`,
    id: sql`t.id::text`,
    title: sql`t.full_name`,
    subtitle: sql`nullif(concat_ws(' · ', nullif(t.title, ''), nullif(t.company, '')), '')`,
    image: sql`t.avatar_url`,
    key: sql`t.id::text`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`t.created_at`,
    visible: (viewer) =>
      viewer.id
        ? sql`${shownToOthersAs('t')} and btrim(coalesce(t.full_name, '')) <> '' and ${listedInDirectory(sql`t.id`)} and ${notKeptApart(viewer, sql`t.id`)}`
        : noOne,
    // The city arm repeats the predicate of `profiles_network_city_idx` (migration 0004), which a
    // matching city implies, so that the arm reads that index instead of folding every member's city.
    alsoMatches: (viewer, folded) =>
      sql`(sankofa_fold(coalesce(t.location->>'ville', '')) = ${folded} and ${networkListable} and ${cityVisibleTo(viewer.id, sql`t.id`)})`,
    near: (viewer) => (viewer.id ? sql`t.id in ${connectionsOf(viewer.id)}` : undefined),
    filter: kindFilters.members,
  },
  // The groups directory: a secret group only for its members.
  groups: {
    from: sql`groups t`,
    id: sql`t.id::text`,
    title: sql`t.name`,
    subtitle: shortened(sql`t.description`),
    image: sql`t.logo_url`,
    key: sql`t.id::text`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`t.created_at`,
    visible: (viewer) =>
      viewer.id
        ? sql`(t.type <> 'secret' or exists (select 1 from group_members gm where gm.group_id = t.id and gm.user_id = ${viewerId(viewer)}))`
        : sql`t.type <> 'secret'`,
    filter: kindFilters.groups,
  },
  // The companies directory: active companies; an inactive one only for its managers (002 §4).
  companies: {
    from: sql`african_companies t`,
    id: sql`t.id::text`,
    title: sql`t.nom`,
    subtitle: sql`nullif(concat_ws(', ', nullif(t.ville, ''), nullif(t.pays, '')), '')`,
    image: sql`t.logo_url`,
    key: sql`t.id::text`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`t.created_at`,
    visible: (viewer) => (viewer.managesCompanies ? always : sql`t.active`),
    filter: kindFilters.companies,
  },
  // The job board: active offers not past their last day, none by a member kept apart.
  jobs: {
    from: sql`job_offers t`,
    id: sql`t.id::text`,
    title: sql`t.title`,
    subtitle: sql`nullif(concat_ws(' · ', nullif(t.company, ''), nullif(t.location, '')), '')`,
    image: sql`t.logo_url`,
    key: sql`t.id::text`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`t.created_at`,
    visible: (viewer) =>
      sql`t.is_active and (t.expires_at is null or t.expires_at >= current_date) and ${notKeptApart(viewer, sql`t.user_id`)}`,
    filter: kindFilters.jobs,
  },
  // The events list shows every event to everyone.
  events: {
    from: sql`events t`,
    id: sql`t.id::text`,
    title: sql`t.title`,
    subtitle: sql`nullif(concat_ws(' · ', to_char(t.start_date at time zone 'UTC', 'DD/MM/YYYY'), nullif(t.location, '')), '')`,
    image: sql`t.cover_image_url`,
    key: sql`t.id::text`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`t.start_date`,
    visible: () => always,
    filter: kindFilters.events,
  },
  // The blog: published articles; a draft or an unpublished one only for its author; none by a member
  // kept apart.
  articles: {
    from: sql`blog_posts t`,
    id: sql`t.id::text`,
    title: sql`t.title`,
    subtitle: shortened(sql`t.excerpt`),
    image: sql`t.featured_image_url`,
    key: sql`t.slug`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`coalesce(t.published_at, t.created_at)`,
    visible: (viewer) =>
      viewer.id
        ? sql`(t.status = 'published' or t.author_id = ${viewerId(viewer)}) and ${notKeptApart(viewer, sql`t.author_id`)}`
        : sql`t.status = 'published'`,
    filter: kindFilters.articles,
  },
  // Projects (project.policy canSee): a draft only for its owner and moderators.
  projects: {
    from: sql`projects t`,
    id: sql`t.id::text`,
    title: sql`t.title`,
    subtitle: shortened(sql`t.description`),
    image: sql`t.cover_image_url`,
    key: sql`t.id::text`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`t.created_at`,
    visible: (viewer) =>
      viewer.moderatesProjects
        ? always
        : viewer.id
          ? sql`(t.status <> 'draft' or t.owner_id = ${viewerId(viewer)}) and ${notKeptApart(viewer, sql`t.owner_id`)}`
          : sql`t.status <> 'draft'`,
    filter: kindFilters.projects,
  },
  // Calls for tenders (tender.policy canSee): the owner and moderators always; others a public one in
  // a listed status, 'prive' ones to members only, 'confidentiel' ones to nobody else.
  tenders: {
    from: sql`appels_offres t`,
    id: sql`t.id::text`,
    title: sql`t.titre`,
    subtitle: sql`nullif(concat_ws(' · ', nullif(t.organisme_emetteur, ''), nullif(t.localisation, '')), '')`,
    image: sql`null::text`,
    key: sql`t.id::text`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`t.created_at`,
    visible: (viewer) => {
      const listed = sql`t.est_public and t.statut in (${sql.join(
        listedStatuses.map((status) => sql`${status}`),
        sql`, `,
      )})`;
      if (viewer.moderatesTenders) return always;
      return viewer.id
        ? sql`(t.user_id = ${viewerId(viewer)} or (${listed} and t.niveau_confidentialite in ('public', 'prive')))`
        : sql`(${listed} and t.niveau_confidentialite = 'public')`;
    },
    filter: kindFilters.tenders,
  },
  // The mentors directory: active mentors in good standing, listed in the directory, not kept apart.
  mentors: {
    from: sql`mentors t join profiles p on p.id = t.profile_id`,
    id: sql`t.id::text`,
    title: sql`p.full_name`,
    subtitle: sql`nullif(concat_ws(' · ', nullif(p.title, ''), nullif(sankofa_join(t.domains), '')), '')`,
    image: sql`p.avatar_url`,
    key: sql`t.id::text`,
    vector: sql`t.search_vector`,
    name: sql`p.search_name`,
    // The mentor's own texts, or their profile's (name, title, company) through the profiles' mentor
    // indexes (migration 0050), read once as a list of ids the mentors' key index looks up.
    matchOn: (test) =>
      sql`(${test(sql`t.search_vector`)} or t.profile_id = any(array(select pp.id from profiles pp where pp.is_mentor and ${test(sql`pp.search_vector`, sql`pp.search_name`)})))`,
    at: sql`t.created_at`,
    visible: (viewer) =>
      sql`t.is_active and p.is_mentor and ${shownToOthersAs('p')} and btrim(coalesce(p.full_name, '')) <> '' and ${listedInDirectory(sql`p.id`)} and ${notKeptApart(viewer, sql`p.id`)}`,
    filter: kindFilters.mentors,
  },
  // Hashtags in use (the feed's hashtag pages are public).
  hashtags: {
    from: sql`hashtags t`,
    id: sql`t.tag`,
    title: sql`'#' || t.display`,
    subtitle: sql`null::text`,
    image: sql`null::text`,
    key: sql`t.tag`,
    vector: sql`t.search_vector`,
    name: sql`t.search_name`,
    at: sql`t.created_at`,
    visible: () => sql`t.post_count > 0`,
  },
};

/** The kind's filters as ` and …` after its WHERE, or nothing. */
const filtered = (source: KindSource, filters: SearchFilters | undefined): SQL => {
  const condition = filters && source.filter?.(filters);
  return condition ? sql` and ${condition}` : sql``;
};

const tsQuery = (terms: SearchTerms) => sql`to_tsquery('french', ${terms.prefixQuery})`;
const foldedText = (terms: SearchTerms) => sql`sankofa_fold(${terms.text})`;

/**
 * A name or title close in spelling to the query (`name %> query`: typos, word order, a word being
 * typed) or, with `words`, holding every word of three letters or more of it (`like '%word%'`). Written
 * as the index is, so that PostgreSQL does not test it again on every row it reads.
 */
const nameMatches = (name: SQL, terms: SearchTerms, words: boolean): SQL => {
  const parts = (words ? terms.words : []).map((word) => sql`${name} like ${`%${likeLiteral(word)}%`}`);
  const all = parts.length > 0 ? sql` or (${sql.join(parts, sql` and `)})` : sql``;
  return sql`(${name} %> ${foldedText(terms)}${all})`;
};

/**
 * The condition for one vector and name column: the results test the French stems of every text
 * (prefixes included) or a name close to the query; the suggestions test names and titles only.
 */
const textTest =
  (terms: SearchTerms, suggesting: boolean) =>
  (vector: SQL, name?: SQL): SQL => {
    const parts: SQL[] = [];
    if (!suggesting && terms.prefixQuery) parts.push(sql`${vector} @@ ${tsQuery(terms)}`);
    if (name) parts.push(nameMatches(name, terms, suggesting));
    return parts.length > 0 ? sql`(${sql.join(parts, sql` or `)})` : sql`false`;
  };

const matching =
  (suggesting: boolean) =>
  (source: KindSource, viewer: SearchViewer, terms: SearchTerms): SQL => {
    const test = textTest(terms, suggesting);
    const text = source.matchOn ? source.matchOn(test) : test(source.vector, source.name);
    const more = source.alsoMatches ? sql` or ${source.alsoMatches(viewer, foldedText(terms))}` : sql``;
    return sql`(${text}${more})`;
  };

/** The results' matches: stems of every text, or a name close to the query (and a visible city). */
const matches = matching(false);
/** The suggestions' matches: names and titles only (and a member's visible city). */
const namesMatch = matching(true);

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
 * The rows of one kind this viewer may see and `match` finds, ranked, among the first `reach` found
 * and those near the viewer. A word that thousands of rows hold would otherwise have every one of
 * them read and ranked for a page of 20: the search ranks the first `reach` the index yields (the tabs
 * say "1 000+" and the member narrows the search), and always a member's own connections.
 */
const ranked = (
  kind: SearchKind,
  viewer: SearchViewer,
  terms: SearchTerms,
  match: typeof matches,
  reach: number,
  filters?: SearchFilters,
): SQL => {
  const source = sources[kind];
  const select = sql`select ${kind}::text as kind, ${source.id} as id, ${source.title} as title, ${source.subtitle} as subtitle, ${source.image} as image, ${source.key} as key, ${score(source, viewer, terms)} as score from ${source.from} where ${source.visible(viewer)} and ${match(source, viewer, terms)}${filtered(source, filters)}`;
  const near = source.near?.(viewer);
  return near ? sql`(${select} and ${near}) union (${select} limit ${reach})` : sql`${select} limit ${reach}`;
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

/** How long a search's statements may run (ms): a search must never hold a pooled connection long. */
export const searchStatementTimeoutMs = 1500;

/**
 * Runs a search's statements in one transaction that reads through the search indexes only. The
 * planner prices testing a row's text index at almost nothing, so for a word thousands of rows hold
 * it would walk a table (or its date index) testing each row, tens of milliseconds, where the index's
 * bitmap takes one. The settings and the timeout end with the transaction (`set_config(…, true)`).
 */
export const searching = <T>(db: Db, run: (tx: DbOrTx) => Promise<T>): Promise<T> =>
  db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('statement_timeout', ${String(searchStatementTimeoutMs)}, true), set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true)`,
    );
    return run(tx);
  });

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
      sql`(select * from (${ranked(kind, viewer, terms, namesMatch, suggestionReach)}) r order by r.score desc, r.id desc limit ${perKind})`,
  );
  return rowsOf(await db.execute(sql.join(parts, sql` union all `))).map(toHit);
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
    await db.execute(
      sql`select * from (${ranked(kind, viewer, terms, matches, searchLimits.countCap, filters)}) r ${keyset} order by r.score desc, r.id desc limit ${limit}`,
    ),
  ).map(toHit);
};

/** The matches of every kind, each up to `cap`, in one statement; only `narrowed.kind`'s filtered. */
export const count = async (
  db: DbOrTx,
  viewer: SearchViewer,
  terms: SearchTerms,
  kinds: readonly SearchKind[],
  cap: number,
  narrowed?: { kind: SearchKind; filters: SearchFilters },
): Promise<Map<SearchKind, number>> => {
  const counted = new Map<SearchKind, number>(searchKinds.map((kind) => [kind, 0]));
  if (kinds.length === 0) return counted;
  const columns = kinds.map((kind) => {
    const source = sources[kind];
    const only = narrowed?.kind === kind ? filtered(source, narrowed.filters) : sql``;
    return sql`(select count(*)::int from (select 1 from ${source.from} where ${source.visible(viewer)} and ${matches(source, viewer, terms)}${only} limit ${cap}) c) as ${sql.identifier(kind)}`;
  });
  const [row] = rowsOf(await db.execute(sql`select ${sql.join(columns, sql`, `)}`));
  for (const kind of kinds) counted.set(kind, Number(row?.[kind] ?? 0));
  return counted;
};

/**
 * The name or title closest in spelling to the query among what this viewer may see (trigram
 * similarity), to suggest when nothing matched.
 */
export const nearest = async (
  db: DbOrTx,
  viewer: SearchViewer,
  terms: SearchTerms,
  kinds: readonly SearchKind[],
): Promise<string | undefined> => {
  if (kinds.length === 0) return undefined;
  const parts = kinds.map((kind) => {
    const source = sources[kind];
    return sql`(select * from (select ${source.title} as title, similarity(${source.name}, ${foldedText(terms)}) as closeness from ${source.from} where ${source.visible(viewer)} and ${source.name} % ${foldedText(terms)} limit ${suggestionReach}) c order by c.closeness desc limit 1)`;
  });
  const [row] = rowsOf(
    await db.execute(
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
