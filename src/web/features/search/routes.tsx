import type { RouteObject } from 'react-router';

/** The search's results page (issue 39 §2): open to visitors, who find what the public directories show. */
export const routes: RouteObject[] = [
  {
    path: 'recherche',
    lazy: async () => ({ Component: (await import('./pages/SearchPage')).SearchPage }),
  },
];
