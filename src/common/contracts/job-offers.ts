import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { AreaAbilities } from '../permissions';
import type { Registered, RegisteredKeys } from '../registry';
import { blankableText, blankToNull, blankToUndefined } from './blank';
import { directoryPage, directoryPageOf } from './directory';
import { pageNumber } from './pagination';

/*
 * Job offers (002 §2 "Job offers", §3 job_offers, §4 expiry badges, §5 the form, §6 permissions, §9).
 * The API lives under `/api/v1/job-offers` (the server's scheduled-jobs plugin already owns "jobs"); the
 * pages under `/emplois`.
 */

/** Business constants of the area (002 §9, and the plan's decisions where the spec gives none). */
export const jobOfferLimits = {
  pageSize: 12,
  /** "Urgent" within this many days (002 §9). */
  urgentDays: 7,
  /** Counts stop here: the pager offers 100 pages at most and says "1 200+" (a filter narrows). */
  countCap: 1_200,
  /** An expiry at most this many days ahead. */
  expiryMaxDays: 365,
  titleMax: 200,
  companyMax: 200,
  locationMax: 200,
  salaryMax: 100,
  descriptionMax: 20_000,
  urlMax: 500,
  queryMax: 100,
  /** The offer's logo (002 §9: images up to 5 MB), re-encoded at most this wide. */
  logoMaxBytes: 5 * 1024 * 1024,
  logoMaxWidth: 400,
  /** 'Mes offres': a page of the member's own offers. */
  minePageSize: 24,
  /** Saved searches a member may keep, and the offers one daily mail lists. */
  alertsMax: 10,
  alertMailOffers: 10,
} as const;

const l = jobOfferLimits;

/** Contract types, in the spec's order (002 §9). */
export const jobTypes = ['CDI', 'CDD', 'Stage', 'Freelance', 'Alternance', 'Volontaire'] as const;
export const JobType = z.enum(jobTypes, { error: 'jobOffers.validation.required' });
export type JobType = z.infer<typeof JobType>;

export const jobOfferPath = (id: string) => `/emplois/${id}`;

// ---------------------------------------------------------------------------------------------
// Expiry (002 §4): calendar days, counted in UTC (the time of Dakar and Abidjan).

/** `YYYY-MM-DD` of a moment, in UTC. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Whole days from `from` to `to`, both `YYYY-MM-DD`. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** `YYYY-MM-DD` plus some days. */
export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

export const ExpiryState = z.enum(['none', 'expired', 'today', 'urgent', 'open']);
export type ExpiryState = z.infer<typeof ExpiryState>;

/** An offer's expiry as the badges read it: the state and the days left (0 today, negative past). */
export const Expiry = z.object({ state: ExpiryState, daysLeft: z.number().int().nullable() });
export type Expiry = z.infer<typeof Expiry>;

/**
 * The badge of 002 §4: past → expired; the same day → today; 7 days or fewer → urgent; later → open;
 * no expiry → none. An offer is listed through its expiry day.
 */
export const expiryOf = (expiresAt: string | null, today: string): Expiry => {
  if (expiresAt === null) return { state: 'none', daysLeft: null };
  const daysLeft = daysBetween(today, expiresAt);
  const state: ExpiryState =
    daysLeft < 0 ? 'expired' : daysLeft === 0 ? 'today' : daysLeft <= l.urgentDays ? 'urgent' : 'open';
  return { state, daysLeft };
};

// ---------------------------------------------------------------------------------------------
// Schemas

const requiredText = (max: number) =>
  z
    .string({ error: 'jobOffers.validation.required' })
    .trim()
    .min(1, { error: 'jobOffers.validation.required' })
    .max(max, { error: 'jobOffers.validation.tooLong' });

const optionalText = (max: number) => blankableText(max, 'jobOffers.validation.tooLong');

/** The offer form (002 §5): title, company, location, type, description and contact are required. */
export const JobOfferBody = z.object({
  title: requiredText(l.titleMax),
  company: requiredText(l.companyMax),
  /** A company of the directory, picked in the form: its name replaces `company`, its card shows. */
  companyId: z.preprocess(blankToNull, z.uuid().nullable().default(null)),
  /** "Dakar, Sénégal", picked from the city list or typed; the country code is derived on the server. */
  location: requiredText(l.locationMax),
  type: JobType,
  salary: optionalText(l.salaryMax),
  /** Markdown; the server renders it to safe HTML. */
  description: requiredText(l.descriptionMax),
  website: z.preprocess(
    blankToNull,
    z
      .url({ protocol: /^https?$/, error: 'jobOffers.validation.website' })
      .max(l.urlMax, { error: 'jobOffers.validation.tooLong' })
      .nullable()
      .default(null),
  ),
  contact: z
    .string({ error: 'jobOffers.validation.contactRequired' })
    .trim()
    .min(1, { error: 'jobOffers.validation.contactRequired' })
    .pipe(z.email({ error: 'jobOffers.validation.contactInvalid' }).max(254)),
  /** The last day the offer is listed (`YYYY-MM-DD`); not in the past (checked on the server's day). */
  // A day of the calendar (2027-02-31 is none: `Date.parse` rolls it over, PostgreSQL refuses it).
  expiresAt: z.iso.date({ error: 'jobOffers.validation.required' }),
  /** Shown in the list; the owner or an admin may withdraw an offer without deleting it. */
  isActive: z.boolean().default(true),
});
export type JobOfferBody = z.input<typeof JobOfferBody>;

export const JobOfferParams = z.object({
  id: z.uuid({ error: 'jobOffers.invalidId' }),
});

/** The list's filters (002 §2: type, location, company, text), all applied in SQL. */
export const JobOfferListQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'jobOffers.validation.tooLong' }).optional(),
  ),
  type: z.preprocess(blankToUndefined, JobType.optional()),
  /** The start of a city or country name, or an ISO country code. */
  location: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'jobOffers.validation.tooLong' }).optional(),
  ),
  company: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'jobOffers.validation.tooLong' }).optional(),
  ),
  page: directoryPage(l),
});
export type JobOfferListQuery = z.input<typeof JobOfferListQuery>;

export const JobOfferMineQuery = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number(pageNumber).int(pageNumber).min(1, pageNumber).max(1000, pageNumber).default(1),
  ),
});

export const JobOfferOwner = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

/** A card of the list and of 'Mes offres'. */
export const JobOfferCard = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  companyId: z.uuid().nullable(),
  location: z.string(),
  countryCode: z.string().nullable(),
  type: z.string(),
  salary: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isActive: z.boolean(),
  expiresAt: z.string().nullable(),
  expiry: Expiry,
  createdAt: z.iso.datetime(),
});
export type JobOfferCard = z.infer<typeof JobOfferCard>;

/** The detail: every field, the rendered description and what the viewer may do. */
export const JobOfferDetail = JobOfferCard.extend({
  description: z.string(),
  descriptionHtml: z.string(),
  website: z.string().nullable(),
  contact: z.string(),
  updatedAt: z.iso.datetime(),
  owner: JobOfferOwner.nullable(),
  /** The directory's company the offer links, while it is active. */
  companyCard: z.object({ id: z.uuid(), nom: z.string(), logoUrl: z.string().nullable() }).nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type JobOfferDetail = z.infer<typeof JobOfferDetail>;

/** `total`: matching offers, counted up to the cap; `totalCapped` says there are more. */
export const JobOfferPage = directoryPageOf(JobOfferCard);
export type JobOfferPage = z.infer<typeof JobOfferPage>;

// ---------------------------------------------------------------------------------------------
// Alerts: a member's saved search, mailed daily with the new matches

/** The list's filters a member saves (the page is not part of a search). */
export const JobAlertBody = JobOfferListQuery.omit({ page: true });
export type JobAlertBody = z.input<typeof JobAlertBody>;

export const JobAlert = z.object({
  id: z.uuid(),
  q: z.string().nullable(),
  type: z.string().nullable(),
  location: z.string().nullable(),
  company: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type JobAlert = z.infer<typeof JobAlert>;

export const JobAlertParams = z.object({ alertId: z.uuid({ error: 'jobOffers.invalidId' }) });

/** The signed token of an alert's mail (its id and a signature): unsubscribes without signing in. */
export const JobAlertUnsubscribeBody = z.object({
  token: z.string().trim().min(1, { error: 'errors.job_alert_link_invalid' }).max(300),
});

/** The list's query string of a saved search (the alert mail's button and the alerts list link to it). */
export const jobSearchQueryString = (search: {
  q?: string | null;
  type?: string | null;
  location?: string | null;
  company?: string | null;
}): string => {
  const params = new URLSearchParams();
  for (const key of ['q', 'type', 'location', 'company'] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

// ---------------------------------------------------------------------------------------------
// Registries

export const jobOfferNotificationTypes = ['job_offer_created'] as const;
export const jobOfferLogActions = ['job_offer_deleted_by_admin'] as const;
export const jobOfferMailKinds = ['job_alert'] as const;

/** The area's abilities and the staff roles holding them besides admin (common/permissions.ts). */
export const jobOfferAbilities = {
  /** Edit, withdraw or delete any job offer (002 §6: the creator or an admin). */
  'jobOffers.moderate': [],
} as const satisfies AreaAbilities;

declare module '../registry' {
  interface Abilities extends RegisteredKeys<typeof jobOfferAbilities> {}
  interface NotificationTypes extends Registered<typeof jobOfferNotificationTypes> {}
  interface LogActions extends Registered<typeof jobOfferLogActions> {}
  interface MailKinds extends Registered<typeof jobOfferMailKinds> {}
}

/** The endpoints of the job offers (under `/api/v1`). */
export const jobOfferEndpoints = {
  /** Active offers not expired, newest first, 12 a page, every filter in SQL. */
  list: endpoint('GET', '/job-offers', {
    query: JobOfferListQuery,
    response: JobOfferPage,
    access: 'public',
  }),
  /** 'Mes offres': the actor's own offers, expired and withdrawn ones included, newest first. */
  mine: endpoint('GET', '/job-offers/mine', {
    query: JobOfferMineQuery,
    response: JobOfferPage,
    access: 'member',
  }),
  /** One offer; an expired one stays readable by its link, a withdrawn one only by its owner or an admin. */
  get: endpoint('GET', '/job-offers/:id', {
    params: JobOfferParams,
    response: JobOfferDetail,
    access: 'public',
  }),
  create: endpoint('POST', '/job-offers', {
    body: JobOfferBody,
    response: JobOfferDetail,
    status: 201,
    access: 'member',
    limit: 'content',
  }),
  /** The owner or an admin (403 `job_offer_forbidden` otherwise). */
  update: endpoint('PATCH', '/job-offers/:id', {
    params: JobOfferParams,
    body: JobOfferBody,
    response: JobOfferDetail,
    access: 'member',
    limit: 'edit',
  }),
  /** The offer's logo (field `file`: JPEG, PNG or WebP, 5 MB), re-encoded; the creator or an admin. */
  uploadLogo: endpoint('PUT', '/job-offers/:id/logo', {
    params: JobOfferParams,
    multipart: true,
    response: JobOfferDetail,
    access: 'member',
    limit: 'upload',
  }),
  removeLogo: endpoint('DELETE', '/job-offers/:id/logo', {
    params: JobOfferParams,
    response: JobOfferDetail,
    access: 'member',
  }),
  /** The member's saved searches, newest first. */
  alerts: endpoint('GET', '/job-offers/alerts', {
    response: z.object({ items: z.array(JobAlert) }),
    access: 'member',
  }),
  /** Saves the current filters; the new matches come by mail once a day. */
  createAlert: endpoint('POST', '/job-offers/alerts', {
    body: JobAlertBody,
    response: JobAlert,
    status: 201,
    access: 'member',
    limit: 'content',
  }),
  /** The member's own saved search (another's answers 404). */
  removeAlert: endpoint('DELETE', '/job-offers/alerts/:alertId', {
    params: JobAlertParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** The mail's one-click unsubscribe: the signed token is the proof, no session needed. */
  unsubscribeAlert: endpoint('POST', '/job-offers/alerts/unsubscribe', {
    body: JobAlertUnsubscribeBody,
    response: z.null(),
    status: 204,
    access: 'public',
  }),
  remove: endpoint('DELETE', '/job-offers/:id', {
    params: JobOfferParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
};
