import { and, desc, eq, gte, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { listedStatuses } from '../../../common/contracts/tenders';
import type { DbOrTx } from '../../db/client';
import {
  appelsOffres,
  blogPosts,
  companies,
  events,
  groups,
  jobOffers,
  profiles,
  staticPages,
} from '../../db/schema';
import { listedInDirectory, refusesIndexing, shownToOthers, writtenByShown } from '../../platform/person';

/** One address of the sitemap: the page's path and when it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod: Date;
}

/** What a kind of page is listed from: its table, the key its path carries, its last change. */
interface Source {
  from: PgTable;
  key: AnyPgColumn;
  lastmod: AnyPgColumn;
  /** Only what a visitor may open (the same rules as the pages and their share previews). */
  where: SQL | undefined;
  path: (key: string) => string;
}

/** The newest changes of a source first, at most `limit`. */
const newest = async (db: DbOrTx, source: Source, limit: number): Promise<SitemapEntry[]> =>
  (
    await db
      .select({ key: source.key, lastmod: source.lastmod })
      .from(source.from)
      .where(source.where)
      .orderBy(desc(source.lastmod))
      .limit(limit)
  ).map((row) => ({ path: source.path(String(row.key)), lastmod: row.lastmod as Date }));

/** Every kind of page listed, in the order the cap keeps them; `now` decides what is over. */
export const sources = (now: Date): Source[] => [
  {
    from: staticPages,
    key: staticPages.slug,
    lastmod: staticPages.updatedAt,
    where: eq(staticPages.published, true),
    path: (slug) => `/page/${slug}`,
  },
  // Published articles only (never a draft or an unpublished one), by an author shown to others.
  {
    from: blogPosts,
    key: blogPosts.slug,
    lastmod: blogPosts.updatedAt,
    where: and(eq(blogPosts.status, 'published'), writtenByShown(blogPosts.authorId)),
    path: (slug) => `/blog/${slug}`,
  },
  // Events not over yet.
  {
    from: events,
    key: events.id,
    lastmod: events.updatedAt,
    where: gte(events.endDate, now),
    path: (id) => `/events/${id}`,
  },
  // Open offers: active and not past their last day.
  {
    from: jobOffers,
    key: jobOffers.id,
    lastmod: jobOffers.updatedAt,
    where: and(
      eq(jobOffers.isActive, true),
      or(isNull(jobOffers.expiresAt), sql`${jobOffers.expiresAt} >= ${now.toISOString().slice(0, 10)}::date`),
    ),
    path: (id) => `/emplois/${id}`,
  },
  // Public groups only: a private or a secret one is never listed.
  {
    from: groups,
    key: groups.id,
    lastmod: groups.updatedAt,
    where: eq(groups.type, 'public'),
    path: (id) => `/groups/${id}`,
  },
  // What tender.policy's canSee lets a visitor read: public, in a listed status, not private.
  {
    from: appelsOffres,
    key: appelsOffres.id,
    lastmod: appelsOffres.updatedAt,
    where: and(
      eq(appelsOffres.estPublic, true),
      inArray(appelsOffres.statut, [...listedStatuses]),
      eq(appelsOffres.niveauConfidentialite, 'public'),
    ),
    path: (id) => `/appels-offres/${id}`,
  },
  // Active companies of the directory.
  {
    from: companies,
    key: companies.id,
    lastmod: companies.updatedAt,
    where: eq(companies.active, true),
    path: (id) => `/entreprises/${id}`,
  },
  // Profiles that allow indexing: named, shown to others (not blocked, suspended or leaving), and whose
  // member opted neither out of the directory nor out of search engines (privacy settings, issue 22 §2).
  {
    from: profiles,
    key: profiles.id,
    lastmod: profiles.updatedAt,
    where: and(
      shownToOthers,
      sql`coalesce(btrim(${profiles.fullName}), '') <> ''`,
      listedInDirectory(profiles.id),
      sql`not ${refusesIndexing}`,
    ),
    path: (id) => `/profile/${id}`,
  },
];

/** The entries of `sources(now)` in order, at most `limit` in all. */
export const listEntries = async (db: DbOrTx, now: Date, limit: number): Promise<SitemapEntry[]> => {
  const list: SitemapEntry[] = [];
  for (const source of sources(now)) {
    if (list.length >= limit) break;
    list.push(...(await newest(db, source, limit - list.length)));
  }
  return list;
};
