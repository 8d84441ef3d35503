import type { RouteObject } from 'react-router';

/** Calls for tenders (002 §2): the list and a tender are public; writing needs a member. */
export const routes: RouteObject[] = [
  {
    path: 'appels-offres',
    lazy: async () => ({ Component: (await import('./pages/TendersPage')).TendersPage }),
  },
  {
    path: 'appels-offres/:id',
    lazy: async () => ({ Component: (await import('./pages/TenderPage')).TenderPage }),
  },
];

/** Members only: a visitor is sent to sign in first (002 §6 "The creation page needs a login"). */
export const memberRoutes: RouteObject[] = [
  {
    path: 'appels-offres/nouveau',
    lazy: async () => ({ Component: (await import('./pages/TenderWizardPage')).NewTenderPage }),
  },
  {
    path: 'appels-offres/:id/modifier',
    lazy: async () => ({ Component: (await import('./pages/TenderWizardPage')).EditTenderPage }),
  },
];
