import type { RouteObject } from 'react-router';

/** Messaging (000 §2.8): members only (the module's access; visitors go to `/` and the login dialog). */
export const routes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('./pages/MessagesPage')).MessagesPage }),
  },
];
