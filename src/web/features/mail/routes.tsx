import type { RouteObject } from 'react-router';

/** The unsubscribe page of the mails: anyone, no account. */
export const routes: RouteObject[] = [
  {
    path: 'desabonnement',
    lazy: async () => ({ Component: (await import('./pages/OptOutPage')).OptOutPage }),
  },
];
