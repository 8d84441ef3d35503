import type { RouteObject } from 'react-router';

/** The network screens (000 §2.6): members only (the module's access). */
export const routes: RouteObject[] = [
  {
    path: 'network',
    lazy: async () => ({ Component: (await import('./pages/NetworkPage')).NetworkPage }),
  },
];
