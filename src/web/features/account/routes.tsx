import type { RouteObject } from 'react-router';

/** Account security (issue 11 §8): members only, mounted inside the RequireAuth guard. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'settings/security',
    lazy: async () => ({ Component: (await import('./pages/SecurityPage')).SecurityPage }),
  },
];
