import type { RouteObject } from 'react-router';

/** Job offers (002 §2): the list and an offer are public; publishing and editing need a member. */
export const routes: RouteObject[] = [
  {
    path: 'emplois',
    lazy: async () => ({ Component: (await import('./pages/JobsPage')).JobsPage }),
  },
  {
    path: 'emplois/alertes/desinscription',
    lazy: async () => ({ Component: (await import('./pages/UnsubscribeAlertPage')).UnsubscribeAlertPage }),
  },
  {
    path: 'emplois/:id',
    lazy: async () => ({ Component: (await import('./pages/JobPage')).JobPage }),
  },
];

/** Members only: a visitor is sent to `/` with the login dialog (002 §2 'mes-offres'). */
export const memberRoutes: RouteObject[] = [
  {
    path: 'emplois/new',
    lazy: async () => ({ Component: (await import('./pages/NewJobPage')).NewJobPage }),
  },
  {
    path: 'emplois/edit',
    lazy: async () => ({ Component: (await import('./pages/EditJobPage')).EditJobPage }),
  },
  {
    path: 'emplois/edit/:id',
    lazy: async () => ({ Component: (await import('./pages/EditJobPage')).EditJobRedirect }),
  },
  {
    path: 'emplois/alertes',
    lazy: async () => ({ Component: (await import('./pages/JobAlertsPage')).JobAlertsPage }),
  },
  {
    path: 'emplois/mes-offres',
    lazy: async () => ({ Component: (await import('./pages/MyJobsPage')).MyJobsPage }),
  },
];
