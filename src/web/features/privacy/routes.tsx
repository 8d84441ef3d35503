import type { RouteObject } from 'react-router';

/** The privacy settings: members only (the module's access). */
export const routes: RouteObject[] = [
  {
    path: 'settings/privacy',
    lazy: async () => ({ Component: (await import('./pages/PrivacySettingsPage')).PrivacySettingsPage }),
  },
];
