import { z } from 'zod';
import { endpoint } from '../endpoint';
import { limits } from '../limits';
import { blankToUndefined } from './blank';
import { ConnectionStatusResponse } from './connections';
import { directoryPage, directoryPageOf } from './directory';
import { ProfileCard } from './profiles';

const n = limits.network;

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, { error: 'errors.validation_failed' }).optional(),
  );

/** Availability filter of the advanced drawer (000 §2.6). */
export const Availability = z.enum(['all', 'open_to_work', 'mentoring']);
export type Availability = z.infer<typeof Availability>;

/**
 * Découvrir's search (000 §2.6), every filter applied on the server:
 * - q: words that must all appear in the name, title, company, city or country (accents and case ignored);
 * - sector: a top-level professional category; matches members who chose it or one of its specialities;
 * - country: an ISO code (`SN`) or the start of a country name; city: the start of a city name;
 * - job: words of the professional title;
 * - minYears: years since the member's earliest experience started (0 = no filter);
 * - languages: comma-separated names of skills of the Languages category; the member has them all;
 * - availability: open to new opportunities, or available for mentoring;
 * - page: 20 members a page.
 */
export const NetworkSearchQuery = z.object({
  q: optionalText(n.queryMax),
  sector: z.preprocess(blankToUndefined, z.uuid({ error: 'errors.validation_failed' }).optional()),
  country: optionalText(n.queryMax),
  city: optionalText(n.queryMax),
  job: optionalText(n.queryMax),
  minYears: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'network.minYearsInvalid' })
      .int({ error: 'network.minYearsInvalid' })
      .min(0, { error: 'network.minYearsInvalid' })
      .max(n.minYearsMax, { error: 'network.minYearsInvalid' })
      .optional(),
  ),
  languages: z.preprocess((value) => {
    // `languages=Français,Anglais` or the parameter repeated.
    const list = typeof value === 'string' ? [value] : value;
    if (!Array.isArray(list)) return list;
    const items = list.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
    const names = items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter(Boolean);
    return names.length > 0 ? names : undefined;
  }, z.array(z.string().max(60)).max(n.languagesMax).optional()),
  availability: z.preprocess(blankToUndefined, Availability.default('all')),
  page: directoryPage(n),
});
export type NetworkSearchQuery = z.infer<typeof NetworkSearchQuery>;

/** A card of the grid, with the connect button as the actor sees this member. */
export const NetworkCard = ProfileCard.extend({
  isOpenToWork: z.boolean(),
  connection: ConnectionStatusResponse,
});
export type NetworkCard = z.infer<typeof NetworkCard>;

/**
 * One page of results and what the pager needs (000 §9: all pages up to 7, ellipses beyond); `total`:
 * matching members, counted up to 2 000, `totalCapped` says there are more.
 */
export const NetworkSearchResponse = directoryPageOf(NetworkCard);
export type NetworkSearchResponse = z.infer<typeof NetworkSearchResponse>;

/** A mutual connection shown on a suggestion (name and avatar). */
export const MutualConnection = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});
export type MutualConnection = z.infer<typeof MutualConnection>;

/** 'People you may know': why this member is suggested. */
export const NetworkSuggestion = z.object({
  member: ProfileCard,
  mutualCount: z.number().int().min(0),
  /** Up to 3 of the mutual connections, sampled; the web shows 2 avatars (000 §9). */
  mutuals: z.array(MutualConnection).max(n.mutualSample),
  sharedCategories: z.number().int().min(0),
  sameCity: z.boolean(),
  sameCountry: z.boolean(),
});
export type NetworkSuggestion = z.infer<typeof NetworkSuggestion>;

export const NetworkSuggestionsResponse = z.object({
  items: z.array(NetworkSuggestion).max(n.suggestionsMax),
});
export type NetworkSuggestionsResponse = z.infer<typeof NetworkSuggestionsResponse>;

/** How many of the ranked suggestions to answer: 8 on the network page, 4 in the feed's block (002 §9). */
export const NetworkSuggestionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(n.suggestionsMax).default(n.suggestionsMax),
});
export type NetworkSuggestionsQuery = z.input<typeof NetworkSuggestionsQuery>;

/** The endpoints of the network page (under `/api/v1`), members only. */
export const networkEndpoints = {
  /** Découvrir: one page of 20 members matching every filter. */
  search: endpoint('GET', '/network/profiles', {
    query: NetworkSearchQuery,
    response: NetworkSearchResponse,
    access: 'member',
  }),
  /** "Personnes que vous pourriez connaître": at most 8, ranked. */
  suggestions: endpoint('GET', '/network/suggestions', {
    query: NetworkSuggestionsQuery,
    response: NetworkSuggestionsResponse,
    access: 'member',
  }),
};
