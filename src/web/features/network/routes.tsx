import type { RouteObject } from 'react-router';

/** The network screens (000 §2.6): members only, mounted inside the RequireAuth guard. */
export const networkRoutes: RouteObject[] = [
  {
    path: 'network',
    lazy: async () => ({ Component: (await import('./pages/NetworkPage')).NetworkPage }),
  },
];
