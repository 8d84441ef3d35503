import { hashtagPath } from '../../../common/contracts/feed';
import {
  type RecentSearches,
  type SearchFilters,
  type SearchHit,
  type SearchKind,
  type SearchResults,
  type SearchResultsQuery,
  type SearchSuggestions,
  searchKindFilters,
  searchKinds,
  searchLimits,
} from '../../../common/contracts/search';
import { can } from '../../../common/permissions';
import type { AreaDeps } from '../../area';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cursorParts, invalidCursor } from '../../lib/cursor';
import { sqlStateOf } from '../../lib/db';
import { keptFor } from '../../lib/kept-for';
import type { Actor } from '../../platform/actor';
import type { CompanyService, DirectoryClient } from '../companies/company.service';
import * as repo from './search.repository';
import { crowdedKinds, readWordStats, type WordStats } from './search-estimates';

export type SearchClient = DirectoryClient;

/** Where each kind's hit opens in the web app. */
const paths: Record<SearchKind, (key: string) => string> = {
  members: (id) => `/profile/${id}`,
  groups: (id) => `/groups/${id}`,
  companies: (id) => `/entreprises/${id}`,
  jobs: (id) => `/emplois/${id}`,
  events: (id) => `/events/${id}`,
  articles: (slug) => `/blog/${encodeURIComponent(slug)}`,
  projects: (id) => `/projects/${id}`,
  tenders: (id) => `/appels-offres/${id}`,
  mentors: (id) => `/mentors/${id}`,
  hashtags: hashtagPath,
};

/** Accent- and case-free, as `sankofa_fold` does in SQL (a recent search is kept once per fold). */
export const foldQuery = (value: string): string =>
  value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** At most this many words of a query are matched (each one adds a condition per kind). */
const maxWords = 4;

/**
 * The query's terms: its text, and its folded words of two or more letters or digits (at most 4): a
 * lone letter ("l'", "à", an initial) would match nearly every row, and cost as much. Each word of three
 * or more is a French stem prefix (`ingé` → `inge:*`); a word of two is a whole word (`ma` is not the
 * prefix of every "ma…" in the network, which the names' trigrams already cover).
 */
export const termsOf = (q: string): repo.SearchTerms => {
  const words = foldQuery(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, maxWords);
  return {
    text: q,
    words: words.filter((word) => word.length >= 3),
    prefixQuery: words.map((word) => (word.length >= 3 ? `${word}:*` : word)).join(' & '),
  };
};

const viewerOf = (actor: Actor | null): repo.SearchViewer => ({
  id: actor?.id ?? null,
  keptApart: actor?.keptApart ?? false,
  managesCompanies: actor !== null && can(actor.role, 'companies.manage'),
  moderatesProjects: actor !== null && can(actor.role, 'projects.moderate'),
  moderatesTenders: actor !== null && can(actor.role, 'tenders.moderate'),
});

/** The kinds a viewer may search: members only for members (the network is theirs). */
const kindsFor = (actor: Actor | null): SearchKind[] =>
  searchKinds.filter((kind) => actor !== null || kind !== 'members');

const toHit = (row: repo.HitRow): SearchHit => ({
  kind: row.kind,
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  imageUrl: row.image,
  path: paths[row.kind](row.key),
});

interface PageCursor {
  score: string;
  id: string;
  /** The page this cursor opens (the companies' viewing limits count pages). */
  page: number;
}

const encodeCursor = (cursor: PageCursor) =>
  Buffer.from(JSON.stringify([cursor.score, cursor.id, cursor.page])).toString('base64url');

/** A cursor this server made, or validation_failed (never a database error). */
const decodeCursor = (value: string | undefined): PageCursor | undefined => {
  if (!value) return undefined;
  const [score, id, page] = cursorParts(value, 3);
  if (typeof score !== 'string' || !/^-?\d{1,6}(\.\d{1,6})?$/.test(score)) throw invalidCursor();
  if (typeof id !== 'string' || id.length === 0 || id.length > 100) throw invalidCursor();
  if (typeof page !== 'number' || !Number.isInteger(page) || page < 2 || page > 10_000) throw invalidCursor();
  return { score, id, page };
};

/** The filters of the query's `type` that are set (the contract refuses any other kind's). */
const filtersOf = (query: SearchResultsQuery): SearchFilters | undefined => {
  if (!query.type) return undefined;
  const set = searchKindFilters[query.type].filter((key) => query[key] !== undefined);
  return set.length > 0 ? Object.fromEntries(set.map((key) => [key, query[key]])) : undefined;
};

/** A search cancelled at its statement timeout asks the member to narrow it (503, never a 500). */
const narrowing = async <T>(run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    // 57014: a statement ran past the search pool's timeout and was cancelled.
    if (sqlStateOf(error) === '57014') {
      throw new AppError('temporarily_unavailable', { messageKey: 'search.errors.tooBroad' });
    }
    throw error;
  }
};

export type SearchService = ReturnType<typeof createSearchService>;

/**
 * One search across the network (issue 39): suggestions for the header, result pages per kind with
 * counts, and the member's recent searches. What each kind shows is the repository's rules; company
 * results also pass the companies directory's viewing limits (`companies.allowsSearch`).
 */
export const createSearchService = (
  deps: Pick<AreaDeps, 'db'> & {
    /** The search's own pool (`repo.searchPool`); the main one on PGlite. */
    searchDb: Db;
    companies: Pick<CompanyService, 'allowsSearch'>;
    now?: () => Date;
    /** How long the tables' word statistics are kept (search-estimates.ts); 10 minutes. */
    statsTtlMs?: number;
  },
) => {
  const { db, searchDb, companies } = deps;
  const now = deps.now ?? (() => new Date());
  // The tables' word statistics change only when ANALYZE runs: read at most every 10 minutes.
  const wordStats = keptFor<Map<string, WordStats>>({ ttlMs: deps.statsTtlMs ?? 600_000, max: 1 });

  return {
    /** At most 3 per kind, only the kinds with a match; robots get no companies. */
    async suggestions(actor: Actor | null, q: string, client: SearchClient): Promise<SearchSuggestions> {
      const allowsCompanies = await companies.allowsSearch(actor, client, null);
      const kinds = kindsFor(actor).filter((kind) => kind !== 'companies' || allowsCompanies);
      const rows = await narrowing(async () =>
        repo.suggest(
          searchDb,
          viewerOf(actor),
          await repo.closeWords(searchDb, termsOf(q)),
          kinds,
          searchLimits.suggestionsPerKind,
        ),
      );
      return {
        groups: searchKinds
          .map((kind) => ({ kind, items: rows.filter((row) => row.kind === kind).map(toHit) }))
          .filter((group) => group.items.length > 0),
      };
    },

    /**
     * The counts of every kind and one page of `query.type` (or of the first kind with a match). The
     * type's filters narrow its page and its count only. A page of companies counts as a directory
     * page and may be refused (429/403) by its limits.
     */
    async results(
      actor: Actor | null,
      query: SearchResultsQuery,
      client: SearchClient,
    ): Promise<SearchResults> {
      const viewer = viewerOf(actor);
      const kinds = kindsFor(actor);
      const cursor = decodeCursor(query.cursor);
      const filters = filtersOf(query);
      const narrowed = query.type && filters ? { kind: query.type, filters } : undefined;
      const [terms, stats] = await narrowing(() =>
        Promise.all([
          repo.closeWords(searchDb, termsOf(query.q), { stems: true }),
          wordStats.get('tables', () => readWordStats(searchDb)),
        ]),
      );
      const crowded = crowdedKinds(stats, terms.stems ?? [], kinds);
      const pageOf = (kind: SearchKind) =>
        narrowing(() => repo.page(searchDb, viewer, terms, kind, cursor, searchLimits.pageSize + 1, filters));
      // A tab asked for by name is read beside the counts (not the companies', which their viewing
      // limits must allow first, and only when the count says there is something to show).
      const asked =
        query.type !== 'companies' && query.type && kinds.includes(query.type) ? query.type : undefined;
      const [counts, early] = await Promise.all([
        narrowing(() => repo.count(searchDb, viewer, terms, kinds, searchLimits.countCap, narrowed, crowded)),
        asked ? pageOf(asked) : undefined,
      ]);
      const type = query.type ?? kinds.find((kind) => (counts.get(kind) ?? 0) > 0) ?? kinds[0] ?? 'groups';
      let rows: repo.HitRow[] = [];
      if (kinds.includes(type) && (counts.get(type) ?? 0) > 0) {
        if (type === 'companies') await companies.allowsSearch(actor, client, cursor?.page ?? 1);
        rows = early ?? (await pageOf(type));
      }
      const counted = Object.fromEntries(searchKinds.map((kind) => [kind, counts.get(kind) ?? 0])) as Record<
        SearchKind,
        number
      >;
      const more = rows.length > searchLimits.pageSize;
      const items = rows.slice(0, searchLimits.pageSize);
      const last = items.at(-1);
      const nothing = kinds.every((kind) => counted[kind] === 0);
      return {
        type,
        counts: counted,
        items: items.map(toHit),
        nextCursor:
          more && last
            ? encodeCursor({ score: last.score, id: last.id, page: (cursor?.page ?? 1) + 1 })
            : null,
        // A spelling to try instead only when the words found nothing, not the filters.
        didYouMean:
          nothing && !filters
            ? ((await narrowing(() => repo.nearest(searchDb, viewer, terms, kinds))) ?? null)
            : null,
      };
    },

    /** The member's recent searches, newest first. */
    async recent(actor: Actor): Promise<RecentSearches> {
      const rows = await repo.listRecent(db, actor.id, searchLimits.recentMax);
      return { items: rows.map((row) => ({ query: row.query, searchedAt: row.searchedAt.toISOString() })) };
    },

    /** Keeps `query` as the member's newest search (the same query folded is kept once). */
    async record(actor: Actor, query: string): Promise<void> {
      await repo.recordRecent(
        db,
        { userId: actor.id, folded: foldQuery(query), query, at: now() },
        searchLimits.recentMax,
      );
    },

    /** Forgets the typo dictionary's words no name holds any more (a daily job). */
    async pruneWords(): Promise<number> {
      return repo.pruneWords(db);
    },

    async clearRecent(actor: Actor): Promise<void> {
      await repo.clearRecent(db, actor.id);
    },
  };
};
