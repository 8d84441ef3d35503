import { z } from 'zod';
import { endpoint } from '../endpoint';
import { blankToUndefined } from './blank';
import { jobTypes } from './job-offers';
import { mentorLimits } from './mentors';
import { listedStatuses, tenderSectors } from './tender-values';

/**
 * One search across the network (issue 39): the header's suggestions, the results page per kind and
 * a member's recent searches. What each kind may show a viewer is the server's (docs/areas/search.md).
 */

/** The kinds a search finds, in the order the suggestions and the tabs show them. */
export const searchKinds = [
  'members',
  'groups',
  'companies',
  'jobs',
  'events',
  'articles',
  'projects',
  'tenders',
  'mentors',
  'hashtags',
] as const;
export type SearchKind = (typeof searchKinds)[number];

export const searchLimits = {
  /** Suggestions start at 2 characters (issue 39 §1). */
  queryMin: 2,
  queryMax: 100,
  /** At most 3 suggestions per kind. */
  suggestionsPerKind: 3,
  /** A page of results. */
  pageSize: 20,
  /**
   * Counts per kind stop here ("100+"), and a kind's pages rank the first this many matches: a search
   * narrows, nobody reads the hundredth result, and at scale each counted match costs a row read.
   */
  countCap: 100,
  /** Recent searches kept per member. */
  recentMax: 8,
} as const;

const SearchText = z
  .string({ error: 'search.errors.queryInvalid' })
  .trim()
  .min(searchLimits.queryMin, { error: 'search.errors.queryTooShort' })
  .max(searchLimits.queryMax, { error: 'search.errors.queryTooLong' });

export const SearchSuggestionsQuery = z.object({ q: SearchText });
export type SearchSuggestionsQuery = z.infer<typeof SearchSuggestionsQuery>;

const filterInvalid = 'search.errors.filterInvalid';
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  optional(z.enum(values, { error: filterInvalid }));

/**
 * The values of each kind's main filters on the results page: those its own directory offers, with
 * the directory's values. A group's type is public or private (a secret group is never a filter), a
 * project's status published or archived (drafts are their owners'), a tender's status a listed one.
 */
export const searchFilterValues = {
  groupType: ['public', 'private'],
  jobType: jobTypes,
  when: ['upcoming', 'past'],
  projectStatus: ['published', 'archived'],
  secteur: tenderSectors,
  statut: listedStatuses,
} as const;

/**
 * The filters' query parameters, named as the kinds' directories name them (but `groupType` and
 * `jobType`: `type` is the tab). Members are filtered by country only, which everyone sees: never by
 * city, which a member may hide (issue 32 §4).
 */
export const searchFilterParams = {
  /** ISO code: members, companies and job offers. */
  country: optional(
    z
      .string({ error: filterInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: filterInvalid }),
  ),
  /** A company's sector: a top-level professional category (or one of its specialities). */
  categoryId: optional(z.uuid({ error: filterInvalid })),
  groupType: oneOf(searchFilterValues.groupType),
  jobType: oneOf(searchFilterValues.jobType),
  when: oneOf(searchFilterValues.when),
  /** An article's category (the blog's). */
  category: optional(z.uuid({ error: filterInvalid })),
  status: oneOf(searchFilterValues.projectStatus),
  secteur: oneOf(searchFilterValues.secteur),
  statut: oneOf(searchFilterValues.statut),
  /** One of a mentor's domains, as written. */
  domain: optional(
    z.string({ error: filterInvalid }).trim().max(mentorLimits.domainMax, { error: filterInvalid }),
  ),
};
export type SearchFilterKey = keyof typeof searchFilterParams;

/** The filters of each kind, in the order the filter bar shows them; a kind without any has none. */
export const searchKindFilters: Record<SearchKind, readonly SearchFilterKey[]> = {
  members: ['country'],
  groups: ['groupType'],
  companies: ['country', 'categoryId'],
  jobs: ['jobType', 'country'],
  events: ['when'],
  articles: ['category'],
  projects: ['status'],
  tenders: ['secteur', 'statut'],
  mentors: ['domain'],
  hashtags: [],
};
export const searchFilterKeys = Object.keys(searchFilterParams) as SearchFilterKey[];

/**
 * The results page's query. A filter narrows the page and the count of the kind `type` only (the other
 * tabs keep their unfiltered counts); a filter needs `type` and must be one of that kind's.
 */
export const SearchResultsQuery = z
  .object({
    q: SearchText,
    /** The tab; absent: the first kind with results. */
    type: z.enum(searchKinds, { error: 'search.errors.typeInvalid' }).optional(),
    cursor: z.string().max(200).optional(),
    ...searchFilterParams,
  })
  .superRefine((query, context) => {
    const allowed: readonly SearchFilterKey[] = query.type ? searchKindFilters[query.type] : [];
    for (const key of searchFilterKeys) {
      if (query[key] !== undefined && !allowed.includes(key)) {
        context.addIssue({ code: 'custom', path: [key], message: 'search.errors.filterKind' });
      }
    }
  });
export type SearchResultsQuery = z.infer<typeof SearchResultsQuery>;
/** The filters of one request (those of its `type`). */
export type SearchFilters = Partial<Pick<SearchResultsQuery, SearchFilterKey>>;

/** One thing found, as the suggestions and the results show it. */
export const SearchHit = z.object({
  kind: z.enum(searchKinds),
  id: z.string(),
  /** The name or title. */
  title: z.string(),
  /** A second line: a member's title and company, a group's description, an offer's company… */
  subtitle: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Where the hit opens in the web app. */
  path: z.string(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const SearchSuggestions = z.object({
  /** Only the kinds with a suggestion, in `searchKinds` order. */
  groups: z.array(
    z.object({ kind: z.enum(searchKinds), items: z.array(SearchHit).max(searchLimits.suggestionsPerKind) }),
  ),
});
export type SearchSuggestions = z.infer<typeof SearchSuggestions>;

/** Matches per kind, each counted up to `countCap` (a count equal to it reads "100+"). */
export const SearchCounts = z.object(
  Object.fromEntries(searchKinds.map((kind) => [kind, z.number().int().min(0)])) as Record<
    SearchKind,
    z.ZodNumber
  >,
);
export type SearchCounts = z.infer<typeof SearchCounts>;

export const SearchResults = z.object({
  /** The kind of `items`. */
  type: z.enum(searchKinds),
  counts: SearchCounts,
  items: z.array(SearchHit),
  nextCursor: z.string().nullable(),
  /** When nothing matched: the nearest name or title the viewer may see, to search instead. */
  didYouMean: z.string().nullable(),
});
export type SearchResults = z.infer<typeof SearchResults>;

export const RecentSearches = z.object({
  items: z.array(z.object({ query: z.string(), searchedAt: z.string() })).max(searchLimits.recentMax),
});
export type RecentSearches = z.infer<typeof RecentSearches>;

export const RecordSearchBody = z.object({ query: SearchText });
export type RecordSearchBody = z.infer<typeof RecordSearchBody>;

/**
 * The search endpoints (under `/api/v1`). Suggestions and results are public: a visitor finds what the
 * public directories show them (no members, who only members may look up); recent searches are a
 * member's own.
 */
export const searchEndpoints = {
  suggestions: endpoint('GET', '/search/suggestions', {
    query: SearchSuggestionsQuery,
    response: SearchSuggestions,
    access: 'public',
  }),
  results: endpoint('GET', '/search', {
    query: SearchResultsQuery,
    response: SearchResults,
    access: 'public',
  }),
  recent: endpoint('GET', '/search/recent', { response: RecentSearches, access: 'member' }),
  /** The results page keeps the query among the member's recent searches. */
  record: endpoint('POST', '/search/recent', {
    body: RecordSearchBody,
    response: z.null(),
    status: 204,
    access: 'member',
    limit: 'own',
  }),
  clearRecent: endpoint('DELETE', '/search/recent', {
    response: z.null(),
    status: 204,
    access: 'member',
    limit: 'own',
  }),
};
