import { z } from 'zod';
import {
  jobOfferAbilities,
  jobOfferLogActions,
  jobOfferMailKinds,
  type jobOfferNotificationTypes,
} from '../../../common/contracts/job-offers';
import { defineArea, mount, shareMetaById } from '../../area';
import { mediaFiles } from '../../platform/member-data';
import { itemLink } from '../../platform/notifications/item-link';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { createJobAlertService } from './job-alert.service';
import { logoUrlsOf } from './job-offer.repository';
import { jobOfferRoutes } from './job-offer.routes';
import { createJobOfferService } from './job-offer.service';

declare module '../../area' {
  interface AreaServices {
    jobOffers: import('./job-offer.service').JobOfferService;
    jobAlerts: import('./job-alert.service').JobAlertService;
  }
}

/** Job offers (002 §2 "Job offers"): the area is `job-offers`, the server's scheduler owns "jobs". */
export const jobOffersModule = defineArea({
  name: 'job-offers',
  memberData: {
    tables: {
      job_offers: { label: 'Offres d’emploi publiées' },
      job_search_alerts: { label: 'Alertes emploi' },
    },
    files: async (db, storage, userId) => mediaFiles(storage, await logoUrlsOf(db, userId)),
  },
  build: (deps) => ({
    jobOffers: createJobOfferService({ ...deps, storageQuotaBytes: deps.config.storageQuotaBytes }),
    jobAlerts: createJobAlertService({
      ...deps,
      secret: deps.config.authSecret,
      publicUrl: deps.config.publicUrl,
    }),
  }),
  routes: ({ jobOffers, jobAlerts }) => [
    mount(jobOfferRoutes, { prefix: '/api/v1', jobOfferService: jobOffers, jobAlertService: jobAlerts }),
  ],
  jobs: [
    {
      // Saved searches: the day's new matches, one mail per search (issue 19 "Alerts").
      name: 'job-alerts',
      schedule: '0 7 * * *',
      run: async ({ jobAlerts }, now) => {
        await jobAlerts.sendDaily(now);
      },
    },
  ],
  shareMeta: [shareMetaById('emplois', 'jobOffers')],
  notifications: {
    // To the admins: a member published an offer (001 §3 admin e-mails, job_offer_created).
    job_offer_created: defineNotification({
      causer: 'member',
      data: {
        author_name: z.string(),
        job_offer_id: z.guid(),
        job_offer_title: z.string(),
        company: z.string(),
      },
      link: itemLink('/emplois', 'job_offer_id'),
      emailByDefault: true,
      template: {
        title: "Nouvelle offre d'emploi",
        body: '{author_name} a publié « {job_offer_title} » ({company}).',
      },
    }),
  } satisfies Record<(typeof jobOfferNotificationTypes)[number], NotificationSpec>,
  logActions: jobOfferLogActions,
  mailKinds: jobOfferMailKinds,
  abilities: jobOfferAbilities,
});
