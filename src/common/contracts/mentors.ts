import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { Registered } from '../registry';
import { blankToNull, blankToUndefined } from './blank';
import { DirectoryPerson, directoryPage, directoryPageOf } from './directory';
import { pageNumber } from './pagination';

/*
 * Mentors (002 §2 "Mentors", §3 the mentor record and mentorship_requests, §5, §6, §8, §9; plan 002 B1).
 * Every mentor is a member who filled `/mentors/become`; a mentee asks, the mentor accepts or declines,
 * either side ends an accepted mentorship, and the mentee may then leave one review.
 */

/** Business constants of the area (002 §9, and the plan's decisions where the spec gives none). */
export const mentorLimits = {
  pageSize: 12,
  /** Counts stop here: the pager offers 100 pages at most. */
  countCap: 1_200,
  bioMax: 2_000,
  domainsMax: 8,
  domainMax: 60,
  languagesMax: 8,
  languageMax: 40,
  slotsMax: 500,
  /** Euros per session; empty is free. */
  tariffMax: 10_000,
  capacityMin: 1,
  capacityMax: 50,
  /** The request's message (plan 002 B1: 2000 characters). */
  messageMax: 2_000,
  reviewMax: 2_000,
  queryMax: 100,
  requestsPageSize: 20,
  /** Reviews shown on the mentor's page, newest first. */
  reviewsShown: 20,
  /** Requests a member may send per day. */
  requestsPerDay: 10,
} as const;

const l = mentorLimits;

export const mentorPath = (id: string) => `/mentors/${id}`;

/** A list of short labels: trimmed, empties and repeats (case-insensitive) dropped. */
const labels = (max: number, itemMax: number, requiredKey?: string) =>
  z
    .array(z.string().trim().max(itemMax, { error: 'mentors.validation.tooLong' }), {
      error: 'mentors.validation.required',
    })
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.toLocaleLowerCase('fr');
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(
      z
        .array(z.string())
        .min(requiredKey ? 1 : 0, { error: requiredKey ?? 'mentors.validation.required' })
        .max(max, { error: 'mentors.validation.tooMany' }),
    );

/** The `/mentors/become` form. */
export const MentorBody = z.object({
  bio: z
    .string({ error: 'mentors.validation.bioRequired' })
    .trim()
    .min(1, { error: 'mentors.validation.bioRequired' })
    .max(l.bioMax, { error: 'mentors.validation.tooLong' }),
  domains: labels(l.domainsMax, l.domainMax, 'mentors.validation.domainsRequired'),
  languages: labels(l.languagesMax, l.languageMax, 'mentors.validation.languagesRequired'),
  /** Open to new mentees (the directory's availability dot). */
  available: z.boolean({ error: 'mentors.validation.required' }),
  /** Free-text slots ("le mardi soir, heure de Dakar"). */
  slots: z.preprocess(
    blankToNull,
    z.string().trim().max(l.slotsMax, { error: 'mentors.validation.tooLong' }).nullable().default(null),
  ),
  /** Euros per session, at most 2 decimals; null is free. */
  tariff: z.preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z
      .number({ error: 'mentors.validation.tariff' })
      .min(0, { error: 'mentors.validation.tariff' })
      .max(l.tariffMax, { error: 'mentors.validation.tariff' })
      .refine((value) => Math.round(value * 100) === value * 100, { error: 'mentors.validation.tariff' })
      .nullable(),
  ),
  /** How many mentees at once (accepted, not ended). */
  capacity: z
    .number({ error: 'mentors.validation.capacity' })
    .int({ error: 'mentors.validation.capacity' })
    .min(l.capacityMin, { error: 'mentors.validation.capacity' })
    .max(l.capacityMax, { error: 'mentors.validation.capacity' }),
});
export type MentorBody = z.input<typeof MentorBody>;

export const MentorParams = z.object({ mentorId: z.uuid({ error: 'mentors.notFound' }) });
export const MentorshipRequestParams = z.object({
  requestId: z.uuid({ error: 'mentors.requests.notFound' }),
});

/** The directory's filters (002 §2: name, domain, country), all applied in SQL. */
export const MentorListQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'mentors.validation.tooLong' }).optional(),
  ),
  domain: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.domainMax, { error: 'mentors.validation.tooLong' }).optional(),
  ),
  country: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[A-Za-z]{2}$/)
      .transform((value) => value.toUpperCase())
      .optional(),
  ),
  page: directoryPage(l),
});
export type MentorListQuery = z.input<typeof MentorListQuery>;

export const MentorPerson = DirectoryPerson.extend({ countryCode: z.string().nullable() });
export type MentorPerson = z.infer<typeof MentorPerson>;

/** A card of the directory. */
export const MentorCard = z.object({
  id: z.uuid(),
  profile: MentorPerson,
  bio: z.string(),
  domains: z.array(z.string()),
  languages: z.array(z.string()),
  /** Open to new mentees and not full: the green dot. */
  available: z.boolean(),
  /** Euros per session as a decimal string ("40.00"); null is free. */
  tariff: z.string().nullable(),
  reviewCount: z.number().int(),
  /** Average rating, one decimal; null without reviews. */
  rating: z.number().nullable(),
});
export type MentorCard = z.infer<typeof MentorCard>;

export const MentorReview = z.object({
  id: z.uuid(),
  author: MentorPerson.nullable(),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type MentorReview = z.infer<typeof MentorReview>;

export const MentorshipStatus = z.enum(['pending', 'accepted', 'declined', 'cancelled', 'ended']);
export type MentorshipStatus = z.infer<typeof MentorshipStatus>;

/** The mentor's page: the card, the rest of the record, the reviews and what the viewer may do. */
export const MentorDetail = MentorCard.extend({
  /** Listed in the directory (false once the mentor stopped; only they still read the page). */
  active: z.boolean(),
  /** Open to new mentees, as the mentor set it (the dot also needs a free seat). */
  openToMentees: z.boolean(),
  slots: z.string().nullable(),
  capacity: z.number().int(),
  activeMentees: z.number().int(),
  reviews: z.array(MentorReview),
  /** The viewer is this mentor. */
  isSelf: z.boolean(),
  /** The member asked search engines not to index them: the page carries `noindex`. */
  noindex: z.boolean(),
  /** The viewer's latest request to this mentor that is still pending or accepted. */
  viewerRequest: z.object({ id: z.uuid(), status: MentorshipStatus }).nullable(),
});
export type MentorDetail = z.infer<typeof MentorDetail>;

export const MentorPage = directoryPageOf(MentorCard);
export type MentorPage = z.infer<typeof MentorPage>;

/** The directory's filter options: the domains and countries of the listed mentors. */
export const MentorFilterOptions = z.object({
  domains: z.array(z.string()),
  countries: z.array(z.string()),
});

/** The member's own record, for the `/mentors/become` form (null before the first save). */
export const MyMentor = z.object({
  mentor: MentorDetail.nullable(),
  /**
   * The member chose not to appear in the network's directory (Confidentialité): the mentors directory
   * and the search leave them out too, and the form says so.
   */
  hiddenFromDirectory: z.boolean(),
});
export type MyMentor = z.infer<typeof MyMentor>;

export const MentorshipRequestBody = z.object({
  message: z
    .string({ error: 'mentors.validation.messageRequired' })
    .trim()
    .min(1, { error: 'mentors.validation.messageRequired' })
    .max(l.messageMax, { error: 'mentors.validation.tooLong' }),
});
export type MentorshipRequestBody = z.input<typeof MentorshipRequestBody>;

export const MentorshipRequest = z.object({
  id: z.uuid(),
  mentorId: z.uuid(),
  /** The mentor's member. */
  mentor: MentorPerson.nullable(),
  mentee: MentorPerson.nullable(),
  message: z.string(),
  status: MentorshipStatus,
  createdAt: z.iso.datetime(),
  respondedAt: z.iso.datetime().nullable(),
  /** The mentee's review of this mentorship, if any. */
  review: z.object({ rating: z.number().int(), text: z.string() }).nullable(),
  /** For the mentee: an accepted or ended mentorship without a review yet. */
  canReview: z.boolean(),
});
export type MentorshipRequest = z.infer<typeof MentorshipRequest>;

export const MentorshipRequestsQuery = z.object({
  /** `mentor`: the requests the member received as a mentor; `mentee`: those they sent. */
  as: z.enum(['mentor', 'mentee']).default('mentor'),
  status: z.preprocess(blankToUndefined, MentorshipStatus.optional()),
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number(pageNumber).int(pageNumber).min(1, pageNumber).max(1000, pageNumber).default(1),
  ),
});
export type MentorshipRequestsQuery = z.input<typeof MentorshipRequestsQuery>;

export const MentorshipRequestPage = z.object({
  items: z.array(MentorshipRequest),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
  total: z.number().int().min(0),
  totalPages: z.number().int().min(0),
  /** Requests waiting for the member's answer (the inbox's badge). */
  pendingCount: z.number().int().min(0),
});
export type MentorshipRequestPage = z.infer<typeof MentorshipRequestPage>;

export const MentorReviewBody = z.object({
  rating: z
    .number({ error: 'mentors.validation.rating' })
    .int({ error: 'mentors.validation.rating' })
    .min(1, { error: 'mentors.validation.rating' })
    .max(5, { error: 'mentors.validation.rating' }),
  text: z
    .string({ error: 'mentors.validation.reviewRequired' })
    .trim()
    .min(1, { error: 'mentors.validation.reviewRequired' })
    .max(l.reviewMax, { error: 'mentors.validation.tooLong' }),
});
export type MentorReviewBody = z.input<typeof MentorReviewBody>;

// ---------------------------------------------------------------------------------------------
// Registries

export const mentorNotificationTypes = [
  'mentorship_request',
  'mentorship_accepted',
  'mentorship_declined',
  'mentorship_cancelled',
  'mentorship_ended',
  'mentorship_reviewed',
] as const;

declare module '../registry' {
  interface NotificationTypes extends Registered<typeof mentorNotificationTypes> {}
}

/** The endpoints of the mentors (under `/api/v1`). */
export const mentorEndpoints = {
  /** Active mentors in good standing, newest first, 12 a page, every filter in SQL. */
  list: endpoint('GET', '/mentors', { query: MentorListQuery, response: MentorPage, access: 'public' }),
  filters: endpoint('GET', '/mentors/filters', { response: MentorFilterOptions, access: 'public' }),
  /** The member's own record (active or not), for the form. */
  mine: endpoint('GET', '/mentors/me', { response: MyMentor, access: 'member' }),
  /** Becomes a mentor, or edits the record (and becomes one again after stopping). */
  save: endpoint('PUT', '/mentors/me', {
    body: MentorBody,
    response: MentorDetail,
    access: 'member',
    limit: 'edit',
  }),
  /** Stops mentoring: out of the directory; pending requests are declined. */
  stop: endpoint('DELETE', '/mentors/me', { response: z.null(), status: 204, access: 'member' }),
  get: endpoint('GET', '/mentors/:mentorId', {
    params: MentorParams,
    response: MentorDetail,
    access: 'public',
  }),
  /**
   * A member asks this mentor. Public so a visitor's 401 carries the spec's text («Accès refusé :
   * veuillez vous connecter…»); the service refuses without a session.
   */
  request: endpoint('POST', '/mentors/:mentorId/requests', {
    params: MentorParams,
    body: MentorshipRequestBody,
    response: MentorshipRequest,
    status: 201,
    access: 'public',
    /** 10 a day per member (`requestsPerDay`), counted by the service with its own message. */
    limit: 'service',
  }),
  requests: endpoint('GET', '/mentorship-requests', {
    query: MentorshipRequestsQuery,
    response: MentorshipRequestPage,
    access: 'member',
  }),
  /** The mentor only, within their capacity. */
  accept: endpoint('POST', '/mentorship-requests/:requestId/accept', {
    params: MentorshipRequestParams,
    response: MentorshipRequest,
    access: 'member',
    limit: 'edit',
  }),
  /** The mentor only. */
  decline: endpoint('POST', '/mentorship-requests/:requestId/decline', {
    params: MentorshipRequestParams,
    response: MentorshipRequest,
    access: 'member',
    limit: 'edit',
  }),
  /** The mentee withdraws a pending request. */
  cancel: endpoint('POST', '/mentorship-requests/:requestId/cancel', {
    params: MentorshipRequestParams,
    response: MentorshipRequest,
    access: 'member',
    limit: 'edit',
  }),
  /** Either side ends an accepted mentorship (the seat frees). */
  end: endpoint('POST', '/mentorship-requests/:requestId/end', {
    params: MentorshipRequestParams,
    response: MentorshipRequest,
    access: 'member',
    limit: 'edit',
  }),
  /** The mentee reviews an accepted or ended mentorship, once. */
  review: endpoint('POST', '/mentorship-requests/:requestId/review', {
    params: MentorshipRequestParams,
    body: MentorReviewBody,
    response: MentorshipRequest,
    status: 201,
    access: 'member',
    limit: 'edit',
  }),
};
