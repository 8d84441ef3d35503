import type { RouteObject } from 'react-router';

/** Projects (002 §2): the list and a project are public; creating and editing need a member. */
export const routes: RouteObject[] = [
  {
    path: 'projects',
    lazy: async () => ({ Component: (await import('./pages/ProjectsPage')).ProjectsPage }),
  },
  {
    path: 'projects/:id',
    lazy: async () => ({ Component: (await import('./pages/ProjectPage')).ProjectPage }),
  },
];

export const memberRoutes: RouteObject[] = [
  {
    path: 'projects/new',
    lazy: async () => ({ Component: (await import('./pages/NewProjectPage')).NewProjectPage }),
  },
  {
    path: 'projects/:id/edit',
    lazy: async () => ({ Component: (await import('./pages/EditProjectPage')).EditProjectPage }),
  },
];
