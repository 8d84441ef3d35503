import type { RouteObject } from 'react-router';

/** Account security (issue 11 §8): members only (the module's access). */
export const routes: RouteObject[] = [
  {
    path: 'settings/security',
    lazy: async () => ({ Component: (await import('./pages/SecurityPage')).SecurityPage }),
  },
];
