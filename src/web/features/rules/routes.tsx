import type { RouteObject } from 'react-router';

/** The unsubscribe links of the reminder mails and of the prospection mails: anyone, no account. */
export const routes: RouteObject[] = [
  {
    path: 'desinscription/rappels',
    lazy: async () => ({ Component: (await import('./pages/UnsubscribePage')).RulesUnsubscribePage }),
  },
  {
    path: 'desinscription/prospection',
    lazy: async () => ({ Component: (await import('./pages/UnsubscribePage')).ProspectUnsubscribePage }),
  },
];
