import type { z } from 'zod';
import {
  type EventBody,
  type EventCard,
  type EventComment,
  type EventDetail,
  type EventPerson,
  type EventRegistration,
  type EventType,
  eventPath,
} from '../../../common/contracts/events';
import { previewOf } from '../../../common/format';
import { translate } from '../../lib/i18n';
import type { Actor } from '../../platform/actor';
import { displayName } from '../../platform/person';
import type { ShareMeta } from '../../plugins/web-assets';
import { placeColumnsOf, placeOf } from '../locations/place-columns';
import { canDeleteComment, canManageEvent } from './event.policy';
import type * as repo from './event.repository';
import { toIcs } from './ics';

/** How an event, its people and its comments appear in the API (002 §2 "Events"). */

export const toPerson = (row: repo.PersonRow | null): EventPerson | null =>
  row ? { id: row.id, fullName: displayName(row), avatarUrl: row.avatarUrl, title: row.title } : null;

export const isFull = (event: repo.EventRow) =>
  event.maxParticipants !== null && event.participantCount >= event.maxParticipants;

/** "jeudi 3 décembre 2026 à 18:00 (UTC)": the reminder's wording of a start. */
export const frenchStart = (at: Date) =>
  `${new Intl.DateTimeFormat('fr-FR', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' }).format(at)} (UTC)`;

/** What a notification says of the event: its title and its start, in French and in UTC. */
export const eventNotice = (event: { title: string; startDate: Date }) => ({
  event_title: previewOf(event.title, 120),
  starts_at: frenchStart(event.startDate),
  starts_at_utc: event.startDate.toISOString(),
});

export const toCard = (event: repo.EventRow, categories: { id: string; name: string }[]): EventCard => ({
  id: event.id,
  title: event.title,
  startDate: event.startDate.toISOString(),
  endDate: event.endDate.toISOString(),
  type: event.type as EventType,
  location: event.location,
  place: placeOf(event),
  coverImageUrl: event.coverImageUrl,
  categories,
  price: event.price,
  capacity: event.maxParticipants,
  participantCount: event.participantCount,
  waitingCount: event.waitingCount,
  isFull: isFull(event),
});

/** `registrationOf` from the viewer's place read with the event (`repo.findDetail`). */
export const registrationFrom = (
  event: repo.EventRow,
  place: repo.ViewerPlace | null,
): EventRegistration => ({
  state: place ? place.status : 'none',
  waitingRank: place?.status === 'waiting' ? Number(place.rank) : null,
  participantCount: event.participantCount,
  waitingCount: event.waitingCount,
  isFull: isFull(event),
});

export const toDetail = (
  found: { event: repo.EventRow; creator: repo.PersonRow | null; place: repo.ViewerPlace | null },
  categories: { id: string; name: string }[],
  first: Awaited<ReturnType<typeof repo.listParticipants>>,
  viewer: Actor | null,
  now: Date,
): EventDetail => {
  const { event, creator } = found;
  const registration = registrationFrom(event, found.place);
  const manages = canManageEvent(viewer, event.creatorId);
  return {
    ...toCard(event, categories),
    description: event.description,
    adresse: event.adresse,
    codePostal: event.codePostal,
    onlineUrl: event.onlineUrl,
    organizer: event.organizer,
    organizerEmail: event.organizerEmail,
    organizerPhone: event.organizerPhone,
    language: event.language,
    website: event.website,
    accessibility: event.accessibility,
    cancellationPolicy: event.cancellationPolicy,
    tags: event.tags,
    creator: toPerson(creator),
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
    participants: first.map((row) => toPerson(row.person) as EventPerson),
    registration,
    hasEnded: event.endDate <= now,
    canEdit: manages,
    canDelete: manages,
  };
};

export const commentOf = (
  row: { comment: repo.CommentRow; author: repo.PersonRow | null },
  viewer: Actor | null,
  creatorId: string,
): EventComment => ({
  id: row.comment.id,
  eventId: row.comment.eventId,
  author: toPerson(row.author),
  content: row.comment.content,
  createdAt: row.comment.createdAt.toISOString(),
  canDelete: canDeleteComment(viewer, row.comment.authorId, creatorId),
});

/** The stored columns of a body: the place from the city picker, `location` derived (plan B3 FLAW 5). */
export const eventColumnsOf = (body: z.output<typeof EventBody>) => {
  const place = body.place;
  const city = place ? `${place.ville}, ${place.pays}` : null;
  const location =
    body.type === 'en_ligne' ? translate('events.types.en_ligne') : (city ?? body.adresse ?? '');
  return {
    title: body.title,
    description: body.description,
    startDate: new Date(body.startDate),
    endDate: new Date(body.endDate),
    type: body.type,
    adresse: body.adresse,
    codePostal: body.codePostal,
    ...placeColumnsOf(place),
    location,
    onlineUrl: body.onlineUrl,
    maxParticipants: body.capacity,
    organizer: body.organizer,
    organizerEmail: body.organizerEmail,
    organizerPhone: body.organizerPhone,
    language: body.language,
    price: body.price,
    website: body.website,
    accessibility: body.accessibility,
    cancellationPolicy: body.cancellationPolicy,
    tags: body.tags,
  };
};

/** The event as an iCalendar file (RFC 5545), times in UTC, stamped `stamp`, named after its title. */
export const eventIcs = (
  event: repo.EventRow,
  publicUrl: string,
  stamp: Date,
): { filename: string; text: string } => {
  const url = `${publicUrl}${eventPath(event.id)}`;
  const place = [event.adresse, event.codePostal, event.ville, event.pays].filter(Boolean).join(', ');
  const location = event.type === 'en_ligne' ? (event.onlineUrl ?? event.location) : place || event.location;
  const text = toIcs(
    {
      uid: `${event.id}@${new URL(publicUrl).host}`,
      stamp,
      start: event.startDate,
      end: event.endDate,
      updated: event.updatedAt,
      summary: event.title,
      description: [event.description, event.onlineUrl, url].filter(Boolean).join('\n\n'),
      location,
      url,
      geo:
        event.latitude !== null && event.longitude !== null
          ? { lat: event.latitude, lon: event.longitude }
          : null,
      organizer: event.organizerEmail ? { name: event.organizer, email: event.organizerEmail } : null,
    },
    '-//Sankofa//Evenements//FR',
  );
  const slug = event.title
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60)
    .toLowerCase();
  return { filename: `${slug || 'evenement'}.ics`, text };
};

/** The share preview of `/events/{id}` (DESIGN §4): title, date, place and the start of the text. */
export const toShareMeta = (event: repo.EventRow, siteName: string): ShareMeta => {
  const when = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    event.startDate,
  );
  return {
    title: `${event.title} | ${siteName}`,
    description: previewOf(`${when} · ${event.location}. ${event.description ?? ''}`.trim(), 200),
    image: event.coverImageUrl ?? undefined,
    path: eventPath(event.id),
  };
};
