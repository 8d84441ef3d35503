import { type SQL, sql } from 'drizzle-orm';
import type { SearchFilters, SearchKind } from '../../../common/contracts/search';
import { listedStatuses } from '../../../common/contracts/tenders';
import { notBlockedBy } from '../../platform/blocks';
import {
  cityVisibleTo,
  connectionsOf,
  listedInDirectory,
  shownToOthersAs,
  writtenByShown,
} from '../../platform/person';
import { kindFilters } from './search-filters';

/*
 * What the network search reads of each kind (issue 39): its table, the columns a hit shows, the index
 * migration 0048 keeps on it (`search_vector`: weighted French stems of the folded texts;
 * `search_name`: the folded name or title for trigrams) and, in one SQL condition, what its own
 * directory lets this viewer list (docs/areas/search.md has the table). Nothing else decides what a
 * search shows. How a query matches and ranks them is `search.repository.ts`.
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

export interface KindSource {
  /** The table (alias `t`) and its joins. */
  from: SQL;
  /** The table whose `search_vector` statistics estimate how many rows hold a word (search-estimates.ts). */
  table?: string;
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
  /**
   * The rows only their owner finds besides the `visible` ones (an article's draft): read through the
   * owner's own index and always ranked, so that `visible` stays the public rule the kind's partial
   * index holds (a search for a word thousands of drafts hold never reads them for another member).
   */
  own?: (viewer: SearchViewer) => SQL | undefined;
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
/** The predicate of the network's partial indexes on profiles (migration 0063: `listable` on `t`). */
const networkListable = sql`${shownToOthersAs('t')} and btrim(coalesce(t.full_name, '')) <> '' and btrim(coalesce(t.location->>'ville', '') || coalesce(t.location->>'pays', '')) <> ''`;
const shortened = (column: SQL) => sql`nullif(left(${column}, 160), '')`;

/**
 * A hit's line of facts: the non-empty `columns` joined by `separator` (a literal of this file), null
 * when all are empty.
 */
const facts = (separator: ' · ' | ', ', ...columns: SQL[]): SQL =>
  sql`nullif(concat_ws(${sql.raw(`'${separator}'`)}, ${sql.join(
    columns.map((column) => sql`nullif(${column}, '')`),
    sql`, `,
  )}), '')`;

/** The columns most kinds read the same way; a kind's own spelling wins. */
type KindColumns = Omit<KindSource, 'id' | 'key' | 'vector' | 'name' | 'at' | 'from' | 'table'> &
  Partial<KindSource>;

/**
 * A kind on its `table` (alias `t`, unless `from` says otherwise): its id as key, the index's columns,
 * its creation as recency, its filters.
 */
const kind = (name: SearchKind, table: string, source: KindColumns): KindSource => ({
  from: sql.raw(`${table} t`),
  table,
  id: sql`t.id::text`,
  key: sql`t.id::text`,
  vector: sql`t.search_vector`,
  name: sql`t.search_name`,
  at: sql`t.created_at`,
  filter: name === 'hashtags' ? undefined : kindFilters[name],
  ...source,
});

/** Every kind, with its directory's rule. */
export const sources: Record<SearchKind, KindSource> = {
  // The network is for members only; never a blocked, suspended or leaving member, a nameless account,
  // anyone who opted out of the directory, or anyone kept apart by a block. A city matches only where
  // the viewer may see it (platform/person.ts), so a search never confirms a hidden city.
  members: kind('members', 'profiles', {
    title: sql`t.full_name`,
    subtitle: facts(' · ', sql`t.title`, sql`t.company`),
    image: sql`t.avatar_url`,
    visible: (viewer) =>
      viewer.id
        ? sql`${shownToOthersAs('t')} and btrim(coalesce(t.full_name, '')) <> '' and ${listedInDirectory(sql`t.id`)} and ${notKeptApart(viewer, sql`t.id`)}`
        : noOne,
    // The city arm repeats the predicate of `profiles_network_city_idx` (migration 0063), which a
    // matching city implies, so that the arm reads that index instead of folding every member's city.
    alsoMatches: (viewer, folded) =>
      sql`(sankofa_fold(coalesce(t.location->>'ville', '')) = ${folded} and ${networkListable} and ${cityVisibleTo(viewer.id, sql`t.id`)})`,
    near: (viewer) => (viewer.id ? sql`t.id in ${connectionsOf(viewer.id)}` : undefined),
  }),
  // The groups directory: a secret group only for its members. Others' groups through the listed
  // groups' partial indexes (migration 0054), the viewer's own secret ones through their memberships.
  groups: kind('groups', 'groups', {
    title: sql`t.name`,
    subtitle: shortened(sql`t.description`),
    image: sql`t.logo_url`,
    visible: () => sql`t.type <> 'secret'`,
    own: (viewer) =>
      viewer.id
        ? sql`t.type = 'secret' and t.id in (select gm.group_id from group_members gm where gm.user_id = ${viewerId(viewer)})`
        : undefined,
  }),
  // The companies directory: active companies; an inactive one only for its managers (002 §4).
  companies: kind('companies', 'african_companies', {
    title: sql`t.nom`,
    subtitle: facts(', ', sql`t.ville`, sql`t.pays`),
    image: sql`t.logo_url`,
    visible: (viewer) => (viewer.managesCompanies ? always : sql`t.active`),
  }),
  // The job board: active offers not past their last day (a UTC calendar day, as the list counts it,
  // whatever the database's time zone), none by a member kept apart.
  jobs: kind('jobs', 'job_offers', {
    title: sql`t.title`,
    subtitle: facts(' · ', sql`t.company`, sql`t.location`),
    image: sql`t.logo_url`,
    visible: (viewer) =>
      sql`t.is_active and (t.expires_at is null or t.expires_at >= (now() at time zone 'UTC')::date) and ${notKeptApart(viewer, sql`t.user_id`)}`,
  }),
  // The events list shows every event to everyone.
  events: kind('events', 'events', {
    title: sql`t.title`,
    subtitle: sql`nullif(concat_ws(' · ', to_char(t.start_date at time zone 'UTC', 'DD/MM/YYYY'), nullif(t.location, '')), '')`,
    image: sql`t.cover_image_url`,
    at: sql`t.start_date`,
    visible: () => always,
  }),
  // The blog: published articles by an author shown to others; a draft or an unpublished one only for
  // its author; none by a member kept apart.
  articles: kind('articles', 'blog_posts', {
    title: sql`t.title`,
    subtitle: shortened(sql`t.excerpt`),
    image: sql`t.featured_image_url`,
    key: sql`t.slug`,
    at: sql`coalesce(t.published_at, t.created_at)`,
    // Published ones through the published articles' index (migration 0052), and the viewer's own.
    visible: (viewer) =>
      sql`t.status = 'published' and ${notKeptApart(viewer, sql`t.author_id`)} and ${writtenByShown(sql`t.author_id`)}`,
    own: (viewer) => (viewer.id ? sql`t.author_id = ${viewerId(viewer)}` : undefined),
  }),
  // Projects (project.policy canSee): a draft only for its owner and moderators.
  projects: kind('projects', 'projects', {
    title: sql`t.title`,
    subtitle: shortened(sql`t.description`),
    image: sql`t.cover_image_url`,
    visible: (viewer) =>
      viewer.moderatesProjects
        ? always
        : viewer.id
          ? sql`(t.status <> 'draft' or t.owner_id = ${viewerId(viewer)}) and ${notKeptApart(viewer, sql`t.owner_id`)}`
          : sql`t.status <> 'draft'`,
  }),
  // Calls for tenders (tender.policy canSee): the owner and moderators always; others a public one in
  // a listed status, 'prive' ones to members only, 'confidentiel' ones to nobody else.
  tenders: kind('tenders', 'appels_offres', {
    title: sql`t.titre`,
    subtitle: facts(' · ', sql`t.organisme_emetteur`, sql`t.localisation`),
    image: sql`null::text`,
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
  }),
  // The mentors directory: active mentors in good standing, listed in the directory, not kept apart.
  mentors: kind('mentors', 'mentors', {
    from: sql`mentors t join profiles p on p.id = t.profile_id`,
    title: sql`p.full_name`,
    subtitle: facts(' · ', sql`p.title`, sql`sankofa_join(t.domains)`),
    image: sql`p.avatar_url`,
    name: sql`p.search_name`,
    // The mentor's own texts, or their profile's (name, title, company) through the profiles' mentor
    // indexes (migration 0050), read once as a list of ids the mentors' key index looks up.
    matchOn: (test) =>
      sql`(${test(sql`t.search_vector`)} or t.profile_id = any(array(select pp.id from profiles pp where pp.is_mentor and ${test(sql`pp.search_vector`, sql`pp.search_name`)})))`,
    visible: (viewer) =>
      sql`t.is_active and p.is_mentor and ${shownToOthersAs('p')} and btrim(coalesce(p.full_name, '')) <> '' and ${listedInDirectory(sql`p.id`)} and ${notKeptApart(viewer, sql`p.id`)}`,
  }),
  // Hashtags in use by a post shown to others and to the viewer (the feed's hashtag pages are public; a
  // hidden member's posts hide with them, their tags too, and a blocked member's from the blocker).
  hashtags: kind('hashtags', 'hashtags', {
    id: sql`t.tag`,
    title: sql`'#' || t.display`,
    subtitle: sql`null::text`,
    image: sql`null::text`,
    key: sql`t.tag`,
    visible: (viewer) =>
      sql`t.post_count > 0 and exists (select 1 from microblog_post_hashtags mph join microblog_posts mp on mp.id = mph.post_id where mph.tag = t.tag and mp.group_id is null and ${writtenByShown(sql`mp.user_id`)} and ${notKeptApart(viewer, sql`mp.user_id`)})`,
  }),
};
