import { z } from 'zod';
import { companyLogActions, type companyNotificationTypes } from '../../../common/contracts/companies';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../notifications/notification-types';
import { companyRoutes } from './company.routes';
import { createCompanyService } from './company.service';

declare module '../../area' {
  interface AreaServices {
    companies: import('./company.service').CompanyService;
  }
}

/** The companies directory (002 §2 "Companies directory"), its viewing limits and its management. */
export const companiesModule = defineArea({
  name: 'companies',
  build: ({ db, logs, storage, log, config, notifications }) => ({
    companies: createCompanyService({ db, logs, storage, log, notifications, mapTiles: config.mapTiles }),
  }),
  routes: ({ companies }) => [mount(companyRoutes, { prefix: '/api/v1', companyService: companies })],
  jobs: [
    {
      name: 'company-directory-access-purge',
      schedule: '17 * * * *',
      run: ({ companies }) => companies.purgeDirectoryAccess(),
    },
  ],
  notifications: {
    // To the admins who asked for it: a company joined the directory (001 §3 admin e-mails, company_created).
    company_created: defineNotification({
      data: { author_name: z.string(), company_id: z.guid(), company_name: z.string() },
      link: ({ company_id }) => (company_id ? `/entreprises/${company_id}` : '/entreprises'),
      emailByDefault: true,
      template: {
        title: 'Nouvelle entreprise',
        body: '{author_name} a ajouté « {company_name} » à l’annuaire.',
      },
    }),
  } satisfies Record<(typeof companyNotificationTypes)[number], NotificationSpec>,
  logActions: companyLogActions,
});
