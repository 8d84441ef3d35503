import { z } from 'zod';
import {
  tenderAbilities,
  tenderLogActions,
  type tenderNotificationTypes,
} from '../../../common/contracts/tenders';
import { defineArea, mount, shareMetaById } from '../../area';
import { appelsOffres } from '../../db/schema';
import { filesIn } from '../../platform/member-data';
import { itemLink } from '../../platform/notifications/item-link';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { followedLinksJob } from '../../platform/rich-html-backfill';
import type { AreaBuckets, BucketsOf } from '../../plugins/storage';
import { annexKeysOf } from './tender.repository';
import { tenderRoutes } from './tender.routes';
import { createTenderService, type TenderService } from './tender.service';
import { createTenderAnnexService, type TenderAnnexService } from './tender-annex.service';

declare module '../../area' {
  interface AreaServices {
    tenders: TenderService;
    tenderAnnexes: TenderAnnexService;
  }
}

/** A tender's annexes, read through a signed link checked against the reader. */
const tenderBuckets = { 'appels-offres-files': 'private' } as const satisfies AreaBuckets;
declare module '../../plugins/storage' {
  interface Buckets extends BucketsOf<typeof tenderBuckets> {}
}

const tenderLink = itemLink('/appels-offres', 'tender_id');

/** Calls for tenders (002 §2 "Calls for tenders"; plans/002 C2). */
export const tendersModule = defineArea({
  name: 'tenders',
  memberData: {
    tables: {
      appels_offres: { label: 'Appels d’offres' },
      appels_offres_fichiers: { label: 'Fichiers d’appels d’offres' },
    },
    files: async (db, _storage, userId) => filesIn('appels-offres-files', await annexKeysOf(db, userId)),
  },
  buckets: tenderBuckets,
  build: (deps) => {
    const { config } = deps;
    const { storageQuotaBytes } = config;
    const tenders = createTenderService({ ...deps, storageQuotaBytes });
    const tenderAnnexes = createTenderAnnexService({
      ...deps,
      secret: config.authSecret,
      storageQuotaBytes,
      tenders,
    });
    return { tenders, tenderAnnexes };
  },
  routes: ({ tenders, tenderAnnexes }) => [
    mount(tenderRoutes, { prefix: '/api/v1', tenderService: tenders, tenderAnnexService: tenderAnnexes }),
  ],
  jobs: [
    // Descriptions stored before links to other sites got rel="nofollow" (stop 62), cleaned again.
    followedLinksJob('tender-links-nofollow', {
      table: appelsOffres,
      id: appelsOffres.id,
      html: appelsOffres.description,
    }),
    {
      // The owner's reminder a few days before the deadline; each tender is claimed once.
      name: 'tender-deadline-reminders',
      schedule: '17 * * * *',
      run: async ({ tenders }, now) => {
        await tenders.remindDeadlines(now);
      },
    },
  ],
  shareMeta: [shareMetaById('appels-offres', 'tenders')],
  notifications: {
    // To the admins: a member published a call for tenders (001 §3 admin e-mails, content created).
    tender_created: defineNotification({
      causer: 'member',
      data: {
        author_name: z.string(),
        tender_id: z.guid(),
        tender_title: z.string(),
        organisme: z.string(),
      },
      link: tenderLink,
      emailByDefault: true,
      template: {
        title: "Nouvel appel d'offres",
        body: '{author_name} a publié « {tender_title} » ({organisme}).',
      },
    }),
    // To the owner, a few days before the candidature deadline.
    tender_deadline_reminder: defineNotification({
      causer: 'platform',
      data: { tender_id: z.guid(), tender_title: z.string(), deadline: z.string(), deadline_utc: z.string() },
      link: tenderLink,
      emailByDefault: true,
      template: {
        title: 'Date limite bientôt atteinte',
        body: 'Les candidatures à « {tender_title} » se terminent le {deadline}.',
      },
    }),
  } satisfies Record<(typeof tenderNotificationTypes)[number], NotificationSpec>,
  logActions: tenderLogActions,
  abilities: tenderAbilities,
});
