import type { RouteObject } from 'react-router';
import { withZodLoaded } from '../../lib/zod-loader';

/** Public: the directory and a group's page (a secret group answers not found to outsiders). */
export const routes: RouteObject[] = [
  {
    path: 'groups',
    lazy: async () => ({ Component: (await withZodLoaded(import('./pages/GroupsPage'))).GroupsPage }),
  },
  {
    path: 'groups/:groupId',
    lazy: async () => ({ Component: (await import('./pages/GroupPage')).GroupPage }),
  },
];

/** Members only: creating a group and its settings (a visitor signs in first and comes back here). */
export const memberRoutes: RouteObject[] = [
  {
    path: 'groups/create',
    lazy: async () => ({
      Component: (await withZodLoaded(import('./pages/CreateGroupPage'))).CreateGroupPage,
    }),
  },
  {
    path: 'groups/:groupId/settings',
    lazy: async () => ({
      Component: (await withZodLoaded(import('./pages/GroupSettingsPage'))).GroupSettingsPage,
    }),
  },
];
