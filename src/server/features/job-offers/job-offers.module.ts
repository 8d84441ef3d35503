import { z } from 'zod';
import { jobOfferLogActions, type jobOfferNotificationTypes } from '../../../common/contracts/job-offers';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../notifications/notification-types';
import { jobOfferRoutes } from './job-offer.routes';
import { createJobOfferService } from './job-offer.service';

declare module '../../area' {
  interface AreaServices {
    jobOffers: import('./job-offer.service').JobOfferService;
  }
}

/** Job offers (002 §2 "Job offers"): the area is `job-offers`, the server's scheduler owns "jobs". */
export const jobOffersModule = defineArea({
  name: 'job-offers',
  build: ({ db, notifications, logs, storage, log, companies }) => ({
    jobOffers: createJobOfferService({ db, notifications, logs, storage, log, companies }),
  }),
  routes: ({ jobOffers }) => [mount(jobOfferRoutes, { prefix: '/api/v1', jobOfferService: jobOffers })],
  shareMeta: [
    {
      path: /^\/emplois\/([0-9a-f-]{36})$/,
      meta: async ({ jobOffers, settings }, { params: [id] }) =>
        id && z.guid().safeParse(id).success ? jobOffers.shareMeta(id, await settings.siteName()) : undefined,
    },
  ],
  notifications: {
    // To the admins: a member published an offer (001 §3 admin e-mails, job_offer_created).
    job_offer_created: defineNotification({
      data: {
        author_name: z.string(),
        job_offer_id: z.guid(),
        job_offer_title: z.string(),
        company: z.string(),
      },
      link: ({ job_offer_id }) => (job_offer_id ? `/emplois/${job_offer_id}` : '/emplois'),
      emailByDefault: true,
      template: {
        title: "Nouvelle offre d'emploi",
        body: '{author_name} a publié « {job_offer_title} » ({company}).',
      },
    }),
  } satisfies Record<(typeof jobOfferNotificationTypes)[number], NotificationSpec>,
  logActions: jobOfferLogActions,
});
