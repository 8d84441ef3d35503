import { companyLogActions } from '../../../common/contracts/companies';
import { defineArea, mount } from '../../area';
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
  build: ({ db, logs, storage, log, config }) => ({
    companies: createCompanyService({ db, logs, storage, log, mapTiles: config.mapTiles }),
  }),
  routes: ({ companies }) => [mount(companyRoutes, { prefix: '/api/v1', companyService: companies })],
  jobs: [
    {
      name: 'company-directory-access-purge',
      schedule: '17 * * * *',
      run: ({ companies }) => companies.purgeDirectoryAccess(),
    },
  ],
  logActions: companyLogActions,
});
