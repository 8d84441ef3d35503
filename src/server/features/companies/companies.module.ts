import { z } from 'zod';
import {
  companyAbilities,
  companyLogActions,
  type companyNotificationTypes,
} from '../../../common/contracts/companies';
import { companyAdminScreens } from '../../../common/contracts/companies.admin-screens';
import { defineArea, mount, shareMetaById } from '../../area';
import { itemLink } from '../../platform/notifications/item-link';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { companyRoutes } from './company.routes';
import { type CompanyService, createCompanyService } from './company.service';
import { type CompanyLogoService, createCompanyLogoService } from './company-logo.service';
import { type CompanyMapService, createCompanyMapService } from './company-map.service';

declare module '../../area' {
  interface AreaServices {
    companies: CompanyService;
    companyLogos: CompanyLogoService;
    companyMap: CompanyMapService;
  }
}

/** The companies directory (002 §2 "Companies directory"), its viewing limits and its management. */
export const companiesModule = defineArea({
  name: 'companies',
  build: ({ db, logs, storage, log, config, notifications }) => {
    const companies = createCompanyService({ db, logs, storage, log, notifications });
    const companyLogos = createCompanyLogoService({ db, storage, log, companies });
    const companyMap = createCompanyMapService({ db, mapTiles: config.mapTiles });
    return { companies, companyLogos, companyMap };
  },
  routes: ({ companies, companyLogos, companyMap }) => [
    mount(companyRoutes, {
      prefix: '/api/v1',
      companyService: companies,
      companyLogoService: companyLogos,
      companyMapService: companyMap,
    }),
  ],
  jobs: [
    {
      name: 'company-directory-access-purge',
      schedule: '17 * * * *',
      run: ({ companies }) => companies.purgeDirectoryAccess(),
    },
    {
      name: 'companies-created-notice',
      schedule: '*/10 * * * *',
      run: ({ companies }, now, previous) => companies.noticeCreated(now, previous),
    },
  ],
  notifications: {
    // To the admins: companies were added to the directory since the last notice (001 §3, company_created).
    company_created: defineNotification({
      causer: 'platform', // a job's batched notice of the companies staff added
      data: { count: z.string(), company_names: z.string(), company_id: z.guid() },
      link: itemLink('/entreprises', 'company_id', '/admin/companies'),
      emailByDefault: true,
      template: {
        title: "Nouvelles entreprises dans l'annuaire",
        body: "{count} entreprise(s) ajoutée(s) à l'annuaire : {company_names}.",
      },
    }),
  } satisfies Record<(typeof companyNotificationTypes)[number], NotificationSpec>,
  shareMeta: [shareMetaById('entreprises', 'companies')],
  logActions: companyLogActions,
  abilities: companyAbilities,
  adminScreens: companyAdminScreens,
});
