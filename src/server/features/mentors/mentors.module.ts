import { z } from 'zod';
import type { mentorNotificationTypes } from '../../../common/contracts/mentors';
import { defineArea, mount, shareMetaById } from '../../area';
import { sideEffects } from '../../lib/side-effect';
import { itemLink } from '../../platform/notifications/item-link';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { notifyAside } from '../notifications/notify-aside';
import { mentorRoutes } from './mentor.routes';
import { createMentorService, type MentorService } from './mentor.service';
import { createMentorRequestService, type MentorRequestService } from './mentor-request.service';

declare module '../../area' {
  interface AreaServices {
    mentors: MentorService;
    mentorRequests: MentorRequestService;
  }
}

const inbox = '/mentors/demandes';
const sent = '/mentors/demandes?as=mentee';

/** Mentors (002 §2 "Mentors", plan 002 B1): the directory, `/mentors/become`, requests and reviews. */
/** The requests and reviews a member received as a mentor, reached through their mentor record. */
const asMentor = { column: 'mentor_id', table: 'mentors', memberColumn: 'profile_id' };

export const mentorsModule = defineArea({
  name: 'mentors',
  memberData: {
    tables: {
      mentors: { label: 'Profil de mentor' },
      mentorship_requests: { label: 'Demandes de mentorat (envoyées et reçues)', through: asMentor },
      mentor_reviews: { label: 'Avis sur des mentors (laissés et reçus)', through: asMentor },
    },
  },
  build: ({ db, notifications, rateLimits, log }) => {
    const mentors = createMentorService({ db, notifications, log });
    const notify = notifyAside(notifications, sideEffects(log, 'mentors'));
    const mentorRequests = createMentorRequestService({ db, mentors, notify, notifications, rateLimits });
    return { mentors, mentorRequests };
  },
  routes: ({ mentors, mentorRequests }) => [
    mount(mentorRoutes, { prefix: '/api/v1', mentorService: mentors, mentorRequestService: mentorRequests }),
  ],
  shareMeta: [shareMetaById('mentors', 'mentors')],
  notifications: {
    // To the mentor: a member asks (plan 002 B1 FLAW 5: with e-mail by default).
    mentorship_request: defineNotification({
      causer: 'member',
      data: { mentee_name: z.string(), message_preview: z.string(), request_id: z.guid() },
      link: () => inbox,
      emailByDefault: true,
      template: {
        title: 'Nouvelle demande de mentorat',
        body: '{mentee_name} vous demande un mentorat : « {message_preview} »',
      },
    }),
    // To the mentee: the mentor's answers.
    mentorship_accepted: defineNotification({
      causer: 'member',
      data: { mentor_name: z.string(), mentor_id: z.guid(), request_id: z.guid() },
      link: () => sent,
      emailByDefault: true,
      template: {
        title: 'Demande de mentorat acceptée',
        body: '{mentor_name} a accepté votre demande de mentorat. Écrivez-lui pour convenir de votre première séance.',
      },
    }),
    mentorship_declined: defineNotification({
      causer: 'member',
      data: { mentor_name: z.string(), request_id: z.guid() },
      link: () => sent,
      emailByDefault: true,
      template: {
        title: 'Demande de mentorat déclinée',
        body: "{mentor_name} n'est pas en mesure d'accepter votre demande de mentorat.",
      },
    }),
    // To the mentor: the mentee withdrew.
    mentorship_cancelled: defineNotification({
      causer: 'member',
      data: { mentee_name: z.string(), request_id: z.guid() },
      link: () => inbox,
      emailByDefault: true,
      template: {
        title: 'Demande de mentorat retirée',
        body: '{mentee_name} a retiré sa demande de mentorat.',
      },
    }),
    // To the other side of an accepted mentorship.
    mentorship_ended: defineNotification({
      causer: 'member',
      data: { actor_name: z.string(), side: z.enum(['mentor', 'mentee']), request_id: z.guid() },
      link: ({ side }) => (side === 'mentee' ? sent : inbox),
      emailByDefault: true,
      template: {
        title: 'Mentorat terminé',
        body: '{actor_name} a mis fin à votre mentorat.',
      },
    }),
    // To the mentor: a mentee's review.
    mentorship_reviewed: defineNotification({
      causer: 'member',
      data: { mentee_name: z.string(), rating: z.number(), mentor_id: z.guid() },
      link: itemLink('/mentors', 'mentor_id', inbox),
      emailByDefault: false,
      template: {
        title: 'Nouvel avis sur votre mentorat',
        body: '{mentee_name} a laissé un avis ({rating}/5) sur votre page de mentor.',
      },
    }),
  } satisfies Record<(typeof mentorNotificationTypes)[number], NotificationSpec>,
});
