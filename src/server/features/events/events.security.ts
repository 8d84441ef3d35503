import { eventComments, events } from '../../db/schema';
import {
  defineAreaSecurity,
  type Owned,
  reachesNoOne,
  refused,
  silent,
  toTheTeam,
} from '../../security/area-security';
import type { CreatedUser } from '../../test/factories';

const eventBody = {
  title: 'Piraterie',
  startDate: new Date(Date.now() + 86_400_000 * 10).toISOString(),
  endDate: new Date(Date.now() + 86_400_000 * 10 + 3_600_000).toISOString(),
  type: 'en_ligne',
  onlineUrl: 'https://pirates.example.com',
  capacity: 5,
};

/** What the generated security suites (`src/server/security/`) need to know of this area's routes. */
export const security = defineAreaSecurity({
  validBodies: {
    'POST /api/v1/events': eventBody,
    'PATCH /api/v1/events/:eventId': eventBody,
    'POST /api/v1/events/:eventId/comments': { content: 'Piraterie' },
  },
  foreignIdAllowed: {
    'GET /api/v1/events/:eventId': 'events are public (000 §2.1, plan 002 §0.3)',
    'GET /api/v1/events/:eventId/ics': 'the calendar file of a public event',
    'GET /api/v1/events/:eventId/participants': 'the participants of a public event (002 §2)',
    'GET /api/v1/events/:eventId/comments': 'the comments of a public event (002 §2)',
    'POST /api/v1/events/:eventId/comments': 'commenting on a visible event; the comment is the actor’s',
    'PUT /api/v1/events/:eventId/registration': 'the registration is the actor’s own row',
    'DELETE /api/v1/events/:eventId/registration': 'removes the actor’s own registration only',
  },
  notAList: {
    'GET /api/v1/events':
      "event cards: title, dates, place, counts; no member (the organiser's page is checked)",
    'GET /api/v1/events/upcoming': 'the next three events: title and date, no member',
    'GET /api/v1/events/:eventId/ics':
      "a calendar file: the event's own organiser text fields, never a member's profile",
  },
  ownedResources: ({ callAs, created, rowsOf }) => {
    const ownedEvent = async (owner: CreatedUser): Promise<Owned> => {
      const { id } = await created(await callAs(owner, 'POST', '/api/v1/events', eventBody));
      return { params: { eventId: id }, read: () => rowsOf(events, events.id, id) };
    };

    return {
      '/api/v1/events/:eventId': ownedEvent,
      '/api/v1/events/:eventId/cover': ownedEvent,
      '/api/v1/event-comments/:commentId': async (owner) => {
        const event = await ownedEvent(owner);
        const { id } = await created(
          await callAs(owner, 'POST', `/api/v1/events/${event.params.eventId}/comments`, {
            content: 'Le commentaire de A',
          }),
        );
        return { params: { commentId: id }, read: () => rowsOf(eventComments, eventComments.id, id) };
      },
    };
  },
  listed: ({ call, made, event }) => ({
    // Events
    'GET /api/v1/events/:eventId': async (author) => [`/api/v1/events/${await event(author)}`],
    'GET /api/v1/events/:eventId/participants': async (author, viewer) => {
      const id = await event(viewer);
      await made(call(author, 'PUT', `/api/v1/events/${id}/registration`));
      return [`/api/v1/events/${id}/participants`, `/api/v1/events/${id}`];
    },
    'GET /api/v1/events/:eventId/comments': async (author, viewer) => {
      const id = await event(viewer);
      await made(call(author, 'POST', `/api/v1/events/${id}/comments`, { content: 'Un commentaire' }));
      return [`/api/v1/events/${id}/comments`];
    },
  }),
  blockReaching: ({ call, made, event }) => ({
    'eventEndpoints.register': refused(async (actor, other) => {
      const id = await event(other);
      return async () => [await call(actor, 'PUT', `/api/v1/events/${id}/registration`)];
    }),
    'eventEndpoints.comment': refused(async (actor, other) => {
      const id = await event(other);
      return async () => [
        await call(actor, 'POST', `/api/v1/events/${id}/comments`, { content: 'Un commentaire' }),
      ];
    }),
    'eventEndpoints.remove': silent('the organiser cancels their own event', async (actor, other) => {
      const id = await event(actor);
      await made(call(other, 'PUT', `/api/v1/events/${id}/registration`));
      return async () => [await call(actor, 'DELETE', `/api/v1/events/${id}`)];
    }),
  }),
  blockNotReaching: {
    'eventEndpoints.create': reachesNoOne.ownContent,
    'eventEndpoints.update': reachesNoOne.ownContent,
    'eventEndpoints.uploadCover': reachesNoOne.ownContent,
    'eventEndpoints.removeCover': reachesNoOne.ownContent,
    'eventEndpoints.unregister': reachesNoOne.ownContent,
    'eventEndpoints.removeComment': reachesNoOne.ownContent,
  },
  blockEmitters: (kit) => {
    const { call, made, event } = kit;
    return {
      event_registration: async (causer, recipient) => {
        const id = await event(recipient);
        return () => call(causer, 'PUT', `/api/v1/events/${id}/registration`);
      },
      event_cancelled: async (causer, recipient) => {
        const id = await event(causer);
        await made(call(recipient, 'PUT', `/api/v1/events/${id}/registration`));
        return () => call(causer, 'DELETE', `/api/v1/events/${id}`);
      },
      event_created: toTheTeam(kit, (causer) => event(causer)),
    };
  },
});
