import { z } from 'zod';
import { endpoint } from '../endpoint';
import type { AreaAbilities } from '../permissions';
import type { Registered, RegisteredKeys } from '../registry';
import { blankToUndefined } from './blank';
import { boundedMoment } from './dates';
import { DirectoryPerson, directoryPage, directoryPageOf } from './directory';
import { LocationInput, ProfileLocation } from './profiles';

/*
 * Events (002 §2 "Events", §3 events / event_participants / event_comments, §4 registration, §5 the form,
 * §6, §8, §9; plan 002 B3). Lists and details are public; every write needs a member. Registration holds
 * the capacity under the event row's lock, with a waiting list promoted when a seat frees.
 */

/** Business constants of the area (002 §9, and the plan's decisions where the spec gives none). */
export const eventLimits = {
  pageSize: 12,
  /** Counts stop here: the pager offers 100 pages at most. */
  countCap: 1_200,
  /** 002 §9: event categories max 4. */
  categoriesMax: 4,
  /** The cover (002 §9: 5 MB), re-encoded at most this wide. */
  coverMaxBytes: 5 * 1024 * 1024,
  coverMaxWidth: 1600,
  /** The feed's sidebar (002 §9: events sidebar 3). */
  sidebar: 3,
  /** Participant avatars shown, then +N (002 §9). */
  participantAvatars: 5,
  participantsPageSize: 30,
  commentsPageSize: 20,
  commentMax: 2_000,
  titleMax: 200,
  descriptionMax: 10_000,
  textMax: 200,
  longTextMax: 2_000,
  priceMax: 100,
  urlMax: 500,
  phoneMax: 40,
  postalCodeMax: 20,
  tagsMax: 10,
  tagMax: 40,
  capacityMax: 100_000,
  queryMax: 100,
  /** An event lasts at most this long (the list's "not ended yet" reads a bounded range of starts). */
  durationMaxDays: 31,
  /** The reminder goes this many hours before the start (the day before). */
  reminderHours: 24,
} as const;

const l = eventLimits;

/** 002 §9: présentiel, en ligne, hybride (stored without accents, labelled by the catalog). */
export const eventTypes = ['presentiel', 'en_ligne', 'hybride'] as const;
export const EventType = z.enum(eventTypes, { error: 'events.validation.typeRequired' });
export type EventType = z.infer<typeof EventType>;

export const eventPath = (id: string) => `/events/${id}`;

const blankToNull = (value: unknown) =>
  value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value;

const optionalText = (max: number) =>
  z.preprocess(
    blankToNull,
    z.string().trim().max(max, { error: 'events.validation.tooLong' }).nullable().default(null),
  );

const optionalUrl = z.preprocess(
  blankToNull,
  z
    .url({ protocol: /^https?$/, error: 'events.validation.url' })
    .max(l.urlMax, { error: 'events.validation.tooLong' })
    .nullable()
    .default(null),
);

const dateTime = boundedMoment('events.validation.dateRequired');

/**
 * The event form (002 §5): title, start and end date-times and type required; a full address for
 * présentiel and hybride; up to 4 categories; capacity a whole number or empty; online_url a URL;
 * organizer_email an e-mail. Plan additions: the end not before the start, a link for an online event.
 */
export const EventBody = z
  .object({
    title: z
      .string({ error: 'events.validation.titleRequired' })
      .trim()
      .min(1, { error: 'events.validation.titleRequired' })
      .max(l.titleMax, { error: 'events.validation.tooLong' }),
    description: optionalText(l.descriptionMax),
    startDate: dateTime,
    endDate: dateTime,
    type: EventType,
    /** The street and number, free text (there is no geocoder offline). */
    adresse: optionalText(l.textMax),
    codePostal: optionalText(l.postalCodeMax),
    /** The city, picked from the offline city list (its coordinates are the city's). */
    place: z.preprocess((value) => value ?? null, LocationInput.nullable()),
    onlineUrl: optionalUrl,
    /** Seats; empty is unlimited. */
    capacity: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z
        .number({ error: 'events.validation.capacity' })
        .int({ error: 'events.validation.capacity' })
        .min(1, { error: 'events.validation.capacity' })
        .max(l.capacityMax, { error: 'events.validation.capacity' })
        .nullable(),
    ),
    categoryIds: z
      .array(z.uuid({ error: 'events.validation.categoryUnknown' }))
      .max(l.categoriesMax, { error: 'events.validation.categoriesMax' })
      .default([])
      .transform((ids) => [...new Set(ids)]),
    organizer: optionalText(l.textMax),
    organizerEmail: z.preprocess(
      blankToNull,
      z.email({ error: 'events.validation.email' }).max(254).nullable().default(null),
    ),
    organizerPhone: optionalText(l.phoneMax),
    language: optionalText(l.textMax),
    /** Free text (002 §3): «Gratuit», «15 €»… */
    price: optionalText(l.priceMax),
    website: optionalUrl,
    accessibility: optionalText(l.longTextMax),
    cancellationPolicy: optionalText(l.longTextMax),
    tags: z
      .array(z.string().trim().max(l.tagMax, { error: 'events.validation.tooLong' }))
      .default([])
      .transform((tags) => [...new Set(tags.filter(Boolean))])
      .pipe(z.array(z.string()).max(l.tagsMax, { error: 'events.validation.tagsMax' })),
  })
  .superRefine((value, ctx) => {
    if (value.type !== 'en_ligne' && (!value.adresse || !value.place)) {
      ctx.addIssue({ code: 'custom', path: ['adresse'], message: 'events.validation.addressRequired' });
    }
    if (value.type === 'en_ligne' && !value.onlineUrl) {
      ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: 'events.validation.onlineUrlRequired' });
    }
    const lasts = Date.parse(value.endDate) - Date.parse(value.startDate);
    if (lasts < 0) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'events.validation.endBeforeStart' });
    } else if (lasts > l.durationMaxDays * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'events.validation.durationMax' });
    }
  });
export type EventBody = z.input<typeof EventBody>;

export const EventParams = z.object({ eventId: z.uuid({ error: 'events.notFound' }) });
export const EventCommentParams = z.object({ commentId: z.uuid({ error: 'events.comments.notFound' }) });

/** The list's filters (002 §2: keyword, location, date from), all applied in SQL. */
export const EventListQuery = z.object({
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'events.validation.tooLong' }).optional(),
  ),
  /** Part of the city, country or address, or an ISO country code. */
  location: z.preprocess(
    blankToUndefined,
    z.string().trim().max(l.queryMax, { error: 'events.validation.tooLong' }).optional(),
  ),
  /** `YYYY-MM-DD`: events not ended before that day (UTC). */
  from: z.preprocess(
    blankToUndefined,
    // A day of the calendar: `Date.parse` would read 2027-02-31 as March 3rd.
    z.iso.date({ error: 'events.validation.dateRequired' }).optional(),
  ),
  /** Upcoming (default: not ended yet, the next first) or past (ended, the latest first). */
  when: z.preprocess(blankToUndefined, z.enum(['upcoming', 'past']).default('upcoming')),
  page: directoryPage(l),
});
export type EventListQuery = z.input<typeof EventListQuery>;

export const EventPerson = DirectoryPerson;
export type EventPerson = z.infer<typeof EventPerson>;

export const EventCategoryRef = z.object({ id: z.uuid(), name: z.string() });

/** A card of the list. */
export const EventCard = z.object({
  id: z.uuid(),
  title: z.string(),
  startDate: z.iso.datetime(),
  endDate: z.iso.datetime(),
  type: EventType,
  /** "Dakar, Sénégal", the address, or "En ligne". */
  location: z.string(),
  place: ProfileLocation.nullable(),
  coverImageUrl: z.string().nullable(),
  categories: z.array(EventCategoryRef),
  price: z.string().nullable(),
  capacity: z.number().int().nullable(),
  participantCount: z.number().int(),
  waitingCount: z.number().int(),
  /** Every seat taken: 'Complet' (002 §4). */
  isFull: z.boolean(),
});
export type EventCard = z.infer<typeof EventCard>;

/** The viewer's place: registered, on the waiting list (with its rank), or none. */
export const RegistrationState = z.enum(['registered', 'waiting', 'none']);
export type RegistrationState = z.infer<typeof RegistrationState>;

export const EventRegistration = z.object({
  state: RegistrationState,
  /** 1 for the next person in, when waiting. */
  waitingRank: z.number().int().nullable(),
  participantCount: z.number().int(),
  waitingCount: z.number().int(),
  isFull: z.boolean(),
});
export type EventRegistration = z.infer<typeof EventRegistration>;

/** The detail: every field, the first participants and what the viewer may do. */
export const EventDetail = EventCard.extend({
  description: z.string().nullable(),
  adresse: z.string().nullable(),
  codePostal: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  organizer: z.string().nullable(),
  organizerEmail: z.string().nullable(),
  organizerPhone: z.string().nullable(),
  language: z.string().nullable(),
  website: z.string().nullable(),
  accessibility: z.string().nullable(),
  cancellationPolicy: z.string().nullable(),
  tags: z.array(z.string()),
  creator: EventPerson.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** The first registered members (002 §9: 5 avatars, then +N from `participantCount`). */
  participants: z.array(EventPerson),
  registration: EventRegistration,
  /** The event has ended: no more registrations. */
  hasEnded: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type EventDetail = z.infer<typeof EventDetail>;

export const EventPage = directoryPageOf(EventCard);
export type EventPage = z.infer<typeof EventPage>;

/** The feed's sidebar (002 §3 "Sidebar event": id, title, start_date, location). */
export const UpcomingEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  startDate: z.iso.datetime(),
  location: z.string(),
});
export const UpcomingEvents = z.object({ items: z.array(UpcomingEvent) });
export type UpcomingEvents = z.infer<typeof UpcomingEvents>;

export const KeysetQuery = z.object({
  cursor: z.preprocess(blankToUndefined, z.string().max(200).optional()),
});

export const EventParticipantsQuery = KeysetQuery.extend({
  status: z.preprocess(blankToUndefined, z.enum(['registered', 'waiting']).default('registered')),
});

export const EventParticipantPage = z.object({
  items: z.array(EventPerson.extend({ registeredAt: z.iso.datetime() })),
  nextCursor: z.string().nullable(),
});
export type EventParticipantPage = z.infer<typeof EventParticipantPage>;

export const EventCommentBody = z.object({
  content: z
    .string({ error: 'events.comments.required' })
    .trim()
    .min(1, { error: 'events.comments.required' })
    .max(l.commentMax, { error: 'events.validation.tooLong' }),
});
export type EventCommentBody = z.input<typeof EventCommentBody>;

export const EventComment = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  author: EventPerson.nullable(),
  content: z.string(),
  createdAt: z.iso.datetime(),
  /** The author, the event's creator or a moderator. */
  canDelete: z.boolean(),
});
export type EventComment = z.infer<typeof EventComment>;

export const EventCommentPage = z.object({
  items: z.array(EventComment),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type EventCommentPage = z.infer<typeof EventCommentPage>;

// ---------------------------------------------------------------------------------------------
// Registries

export const eventNotificationTypes = [
  'event_created',
  'event_registration',
  'event_promoted',
  'event_reminder',
  'event_cancelled',
] as const;
export const eventLogActions = ['event_deleted_by_moderator'] as const;

/** The area's abilities and the staff roles holding them besides admin (common/permissions.ts). */
export const eventAbilities = {
  /** Edit or delete any event and any event comment (plan 002 B3 FLAW 4: moderation). */
  'events.moderate': [],
} as const satisfies AreaAbilities;

declare module '../registry' {
  interface Abilities extends RegisteredKeys<typeof eventAbilities> {}
  interface NotificationTypes extends Registered<typeof eventNotificationTypes> {}
  interface LogActions extends Registered<typeof eventLogActions> {}
}

/** The endpoints of the events (under `/api/v1`). */
export const eventEndpoints = {
  /** Upcoming events (the next first) or past ones, 12 a page, every filter in SQL. */
  list: endpoint('GET', '/events', { query: EventListQuery, response: EventPage, access: 'public' }),
  /** The feed's sidebar: the next 3 events not started yet. */
  upcoming: endpoint('GET', '/events/upcoming', { response: UpcomingEvents, access: 'public' }),
  get: endpoint('GET', '/events/:eventId', { params: EventParams, response: EventDetail, access: 'public' }),
  /** The event as an iCalendar file (RFC 5545), for the viewer's agenda. */
  ics: endpoint('GET', '/events/:eventId/ics', {
    params: EventParams,
    response: z.string().describe('text/calendar'),
    access: 'public',
  }),
  create: endpoint('POST', '/events', {
    body: EventBody,
    response: EventDetail,
    status: 201,
    access: 'member',
    limit: 'content',
  }),
  /** The creator or a moderator (403 `event_forbidden` otherwise). */
  update: endpoint('PATCH', '/events/:eventId', {
    params: EventParams,
    body: EventBody,
    response: EventDetail,
    access: 'member',
    limit: 'edit',
  }),
  remove: endpoint('DELETE', '/events/:eventId', {
    params: EventParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
  /** The cover (field `file`: JPEG, PNG or WebP, 5 MB), re-encoded; the creator or a moderator. */
  uploadCover: endpoint('PUT', '/events/:eventId/cover', {
    params: EventParams,
    multipart: true,
    response: EventDetail,
    access: 'member',
    limit: 'upload',
  }),
  removeCover: endpoint('DELETE', '/events/:eventId/cover', {
    params: EventParams,
    response: EventDetail,
    access: 'member',
  }),
  /** Registers the actor: a seat while there is one, else the waiting list. Idempotent. */
  register: endpoint('PUT', '/events/:eventId/registration', {
    params: EventParams,
    response: EventRegistration,
    access: 'member',
    limit: 'edit',
  }),
  /** Unregisters the actor (or leaves the waiting list); a freed seat goes to the next person waiting. */
  unregister: endpoint('DELETE', '/events/:eventId/registration', {
    params: EventParams,
    response: EventRegistration,
    access: 'member',
  }),
  participants: endpoint('GET', '/events/:eventId/participants', {
    params: EventParams,
    query: EventParticipantsQuery,
    response: EventParticipantPage,
    access: 'public',
  }),
  comments: endpoint('GET', '/events/:eventId/comments', {
    params: EventParams,
    query: KeysetQuery,
    response: EventCommentPage,
    access: 'public',
  }),
  comment: endpoint('POST', '/events/:eventId/comments', {
    params: EventParams,
    body: EventCommentBody,
    response: EventComment,
    status: 201,
    access: 'member',
    limit: 'comment',
  }),
  /** The author, the event's creator or a moderator. */
  removeComment: endpoint('DELETE', '/event-comments/:commentId', {
    params: EventCommentParams,
    response: z.null(),
    status: 204,
    access: 'member',
  }),
};
