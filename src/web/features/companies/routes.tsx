import type { RouteObject } from 'react-router';

/** The directory and a company are public (under the viewing limits); the forms are for admins. */
export const routes: RouteObject[] = [
  {
    path: 'entreprises',
    lazy: async () => ({ Component: (await import('./pages/CompaniesPage')).CompaniesPage }),
  },
  {
    path: 'entreprises/:id',
    lazy: async () => ({ Component: (await import('./pages/CompanyPage')).CompanyPage }),
  },
];

/** Signed-in only; the pages then refuse a member without `companies.manage` (the server too). */
export const memberRoutes: RouteObject[] = [
  {
    path: 'entreprises/new',
    lazy: async () => ({ Component: (await import('./pages/CompanyFormPage')).NewCompanyPage }),
  },
  {
    path: 'entreprises/edit',
    lazy: async () => ({ Component: (await import('./pages/CompanyFormPage')).EditCompanyPage }),
  },
];
