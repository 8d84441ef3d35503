import type { RouteObject } from 'react-router';

/** /newsletter: public. `?confirmation=` and `?desinscription=` carry the links of its mails. */
export const routes: RouteObject[] = [
  {
    path: 'newsletter',
    lazy: async () => ({ Component: (await import('./pages/NewsletterPage')).NewsletterPage }),
  },
];
