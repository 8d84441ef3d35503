import { z } from 'zod';
import {
  eventAbilities,
  eventLogActions,
  type eventNotificationTypes,
} from '../../../common/contracts/events';
import { defineArea, mount, shareMetaById } from '../../area';
import { sideEffects } from '../../lib/side-effect';
import { mediaFiles } from '../../platform/member-data';
import { itemLink } from '../../platform/notifications/item-link';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { notifyAside } from '../notifications/notify-aside';
import { coverUrlsOf } from './event.repository';
import { eventRoutes } from './event.routes';
import { createEventService, type EventService } from './event.service';
import { createEventCommentService, type EventCommentService } from './event-comment.service';
import {
  createEventParticipationService,
  type EventParticipationService,
} from './event-participation.service';

declare module '../../area' {
  interface AreaServices {
    events: EventService;
    eventParticipation: EventParticipationService;
    eventComments: EventCommentService;
  }
}

const eventLink = itemLink('/events', 'event_id');

/** Events (002 §2 "Events", plan 002 B3): the list, the form, registration with a waiting list, comments. */
export const eventsModule = defineArea({
  name: 'events',
  memberData: {
    tables: {
      events: { label: 'Événements créés' },
      event_participants: { label: 'Inscriptions à des événements' },
      event_comments: { label: 'Commentaires d’événements' },
    },
    files: async (db, storage, userId) => mediaFiles(storage, await coverUrlsOf(db, userId)),
  },
  build: (deps) => {
    const { db, config, notifications, log } = deps;
    const notify = notifyAside(notifications, sideEffects(log, 'events'));
    const eventParticipation = createEventParticipationService({ db, notify });
    const events = createEventService({
      ...deps,
      participation: eventParticipation,
      publicUrl: config.publicUrl,
      storageQuotaBytes: config.storageQuotaBytes,
    });
    return { events, eventParticipation, eventComments: createEventCommentService({ db }) };
  },
  routes: ({ events, eventParticipation, eventComments }) => [
    mount(eventRoutes, {
      prefix: '/api/v1',
      eventService: events,
      eventParticipationService: eventParticipation,
      eventCommentService: eventComments,
    }),
  ],
  jobs: [
    {
      // The day-before reminder to registered members; each is marked sent, so never twice.
      name: 'event-reminders',
      schedule: '*/15 * * * *',
      run: async ({ eventParticipation }, now) => {
        await eventParticipation.remind(now);
      },
    },
    {
      // Seats free while people wait (a count repaired, a seat freed by a path that did not refill it).
      name: 'event-free-seats',
      schedule: '*/15 * * * *',
      run: async ({ eventParticipation }, now) => {
        await eventParticipation.fillFreeSeats(now);
      },
    },
  ],
  shareMeta: [shareMetaById('events', 'events')],
  notifications: {
    // To the admins: a member created an event (001 §3 admin e-mails, event_created).
    event_created: defineNotification({
      causer: 'member',
      data: { author_name: z.string(), event_id: z.guid(), event_title: z.string() },
      link: eventLink,
      emailByDefault: true,
      template: { title: 'Nouvel événement', body: '{author_name} a créé l’événement « {event_title} ».' },
    }),
    // To the creator: a member took a seat (in-app only).
    event_registration: defineNotification({
      causer: 'member',
      onceUnread: true,
      data: { member_name: z.string(), event_id: z.guid(), event_title: z.string() },
      link: eventLink,
      emailByDefault: false,
      template: {
        title: 'Nouvelle inscription',
        body: '{member_name} s’est inscrit(e) à votre événement « {event_title} ».',
      },
    }),
    // To a member of the waiting list: a seat freed and is theirs.
    event_promoted: defineNotification({
      causer: 'platform',
      data: { event_id: z.guid(), event_title: z.string(), starts_at: z.string(), starts_at_utc: z.string() },
      link: eventLink,
      emailByDefault: true,
      template: {
        title: 'Une place s’est libérée',
        body: 'Bonne nouvelle : une place s’est libérée et vous êtes inscrit(e) à « {event_title} », le {starts_at}.',
      },
    }),
    // To the registered members, the day before.
    event_reminder: defineNotification({
      push: true,
      causer: 'platform',
      data: {
        event_id: z.guid(),
        event_title: z.string(),
        starts_at: z.string(),
        starts_at_utc: z.string(),
        location: z.string(),
      },
      link: eventLink,
      emailByDefault: true,
      template: {
        title: 'Rappel : votre événement approche',
        body: '« {event_title} » commence le {starts_at} ({location}).',
      },
    }),
    // To everyone registered or waiting: the event was deleted.
    event_cancelled: defineNotification({
      causer: 'member',
      data: { event_title: z.string(), starts_at: z.string(), starts_at_utc: z.string() },
      link: () => '/events',
      emailByDefault: true,
      template: {
        title: 'Événement annulé',
        body: 'L’événement « {event_title} » prévu le {starts_at} a été annulé.',
      },
    }),
  } satisfies Record<(typeof eventNotificationTypes)[number], NotificationSpec>,
  logActions: eventLogActions,
  abilities: eventAbilities,
});
