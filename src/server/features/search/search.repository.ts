import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type SearchKind, searchKinds } from '../../../common/contracts/search';
import { listedStatuses } from '../../../common/contracts/tenders';
import type { DbOrTx } from '../../db/client';
import { searchRecent } from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { notBlockedBy } from '../../platform/blocks';
import { cityVisibleTo, listedInDirectory, shownToOthersAs } from '../../platform/person';

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

/** What a query is matched with: the folded text (trigrams) and the French prefix query (stems). */
export interface SearchTerms {
  /** The query as typed; folded in SQL by `sankofa_fold`. */
  text: string;
  /** `word:* & word:*` of the query's letters and digits, or '' when it has none. */
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
  /** Matches besides the name and the stems. */
  alsoMatches?: (viewer: SearchViewer, folded: SQL) => SQL;
  /** A bonus for this viewer (connections rank higher). */
  bonus?: (viewer: SearchViewer) => SQL;
}

const viewerId = (viewer: SearchViewer) => sql`${viewer.id}::uuid`;
const noOne = sql`false`;
const always = sql`true`;
/** Hides a member kept apart from the viewer by a block, either way (platform/blocks.ts). */
const notKeptApart = (viewer: SearchViewer, column: SQL): SQL =>
  viewer.id && viewer.keptApart ? notBlockedBy(viewerId(viewer), column) : always;
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
    alsoMatches: (viewer, folded) =>
      sql`(sankofa_fold(coalesce(t.location->>'ville', '')) = ${folded} and ${cityVisibleTo(viewer.id, sql`t.id`)})`,
    bonus: (viewer) =>
      viewer.id
        ? sql`case when exists (select 1 from connections c where c.status = 'accepted' and ((c.requester_id = ${viewerId(viewer)} and c.recipient_id = t.id) or (c.recipient_id = ${viewerId(viewer)} and c.requester_id = t.id))) then 0.2 else 0 end`
        : sql`0`,
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
  },
  // The mentors directory: active mentors in good standing, listed in the directory, not kept apart.
  mentors: {
    from: sql`mentors t join profiles p on p.id = t.profile_id`,
    id: sql`t.id::text`,
    title: sql`p.full_name`,
    subtitle: sql`nullif(concat_ws(' · ', nullif(p.title, ''), nullif(sankofa_join(t.domains), '')), '')`,
    image: sql`p.avatar_url`,
    key: sql`t.id::text`,
    vector: sql`(p.search_vector || t.search_vector)`,
    name: sql`p.search_name`,
    at: sql`t.created_at`,
    visible: (viewer) =>
      sql`t.is_active and p.is_mentor and ${shownToOthersAs('p')} and btrim(coalesce(p.full_name, '')) <> '' and ${listedInDirectory(sql`p.id`)} and ${notKeptApart(viewer, sql`p.id`)}`,
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

const tsQuery = (terms: SearchTerms) => sql`to_tsquery('french', ${terms.prefixQuery})`;
const foldedText = (terms: SearchTerms) => sql`sankofa_fold(${terms.text})`;

/** The stems (prefixes included), a name close to the query (typos), or the kind's own matches. */
const matches = (source: KindSource, viewer: SearchViewer, terms: SearchTerms): SQL => {
  const stems = terms.prefixQuery ? sql`${source.vector} @@ ${tsQuery(terms)} or ` : sql``;
  const more = source.alsoMatches ? sql` or ${source.alsoMatches(viewer, foldedText(terms))}` : sql``;
  return sql`(${stems}${foldedText(terms)} <% ${source.name}${more})`;
};

/**
 * The rank: a row matching every word's stem gets 0.5 plus `ts_rank` (names and titles weigh A, so a
 * title outranks a description); a row found only by its name's trigrams (a typo) gets that closeness
 * (0.6–1). Then up to 0.05 for recent items and, for members, 0.2 for a connection. Word similarity is
 * computed only for the typo matches and the age in float8: both cost more than the rest per row.
 */
const score = (source: KindSource, viewer: SearchViewer, terms: SearchTerms): SQL => {
  const closeness = sql`word_similarity(${foldedText(terms)}, ${source.name})`;
  const textual = terms.prefixQuery
    ? sql`case when ${source.vector} @@ ${tsQuery(terms)} then 0.5 + ts_rank(${source.vector}, ${tsQuery(terms)}) else ${closeness} end`
    : closeness;
  const bonus = source.bonus ? source.bonus(viewer) : sql`0`;
  return sql`round((${textual} + 0.05 * exp(-greatest(date_part('epoch', now() - ${source.at}), 0) / 31536000.0) + ${bonus})::numeric, 6)`;
};

/** The rows of one kind this viewer may see and the query matches, ranked. */
const ranked = (kind: SearchKind, viewer: SearchViewer, terms: SearchTerms): SQL => {
  const source = sources[kind];
  return sql`select ${kind}::text as kind, ${source.id} as id, ${source.title} as title, ${source.subtitle} as subtitle, ${source.image} as image, ${source.key} as key, ${score(source, viewer, terms)} as score from ${source.from} where ${source.visible(viewer)} and ${matches(source, viewer, terms)}`;
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
      sql`(select * from (${ranked(kind, viewer, terms)}) r order by r.score desc, r.id desc limit ${perKind})`,
  );
  return rowsOf(await db.execute(sql.join(parts, sql` union all `))).map(toHit);
};

/** One page of a kind, best first, after the `(score, id)` of the previous page's last row. */
export const page = async (
  db: DbOrTx,
  viewer: SearchViewer,
  terms: SearchTerms,
  kind: SearchKind,
  after: { score: string; id: string } | undefined,
  limit: number,
): Promise<HitRow[]> => {
  const keyset = after ? sql`where (r.score, r.id) < (${after.score}::numeric, ${after.id})` : sql``;
  return rowsOf(
    await db.execute(
      sql`select * from (${ranked(kind, viewer, terms)}) r ${keyset} order by r.score desc, r.id desc limit ${limit}`,
    ),
  ).map(toHit);
};

/** The matches of every kind of `kinds`, each counted up to `cap`, in one statement. */
export const count = async (
  db: DbOrTx,
  viewer: SearchViewer,
  terms: SearchTerms,
  kinds: readonly SearchKind[],
  cap: number,
): Promise<Map<SearchKind, number>> => {
  const counted = new Map<SearchKind, number>(searchKinds.map((kind) => [kind, 0]));
  if (kinds.length === 0) return counted;
  const columns = kinds.map((kind) => {
    const source = sources[kind];
    return sql`(select count(*)::int from (select 1 from ${source.from} where ${source.visible(viewer)} and ${matches(source, viewer, terms)} limit ${cap}) c) as ${sql.identifier(kind)}`;
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
    return sql`(select ${source.title} as title, similarity(${source.name}, ${foldedText(terms)}) as closeness from ${source.from} where ${source.visible(viewer)} and ${source.name} % ${foldedText(terms)} order by closeness desc limit 1)`;
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
