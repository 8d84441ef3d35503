import type { RouteObject } from 'react-router';

/** Messaging (000 §2.8): members only, mounted inside the RequireAuth guard (visitors go to `/`). */
export const messagesRoutes: RouteObject[] = [
  {
    path: 'messages',
    lazy: async () => ({ Component: (await import('./pages/MessagesPage')).MessagesPage }),
  },
];
