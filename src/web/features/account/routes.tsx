import { Navigate, type RouteObject } from 'react-router';
import { accountPaths } from './paths';

/** Signed out once the deletion is scheduled: the confirmation page is a visitor's. */
export const routes: RouteObject[] = [
  {
    path: 'account-deleted',
    lazy: async () => ({ Component: (await import('./pages/DeletionScheduledPage')).DeletionScheduledPage }),
  },
  {
    // The page of the mailed password recovery link (issue 33 §2), for a visitor.
    path: 'reset-password',
    lazy: async () => ({ Component: (await import('./pages/ResetPasswordPage')).ResetPasswordPage }),
  },
];

/** The settings hub (issue 11 §8, issue 22): members only. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'settings',
    lazy: async () => ({ Component: (await import('./pages/SettingsLayout')).SettingsLayout }),
    children: [
      { index: true, element: <Navigate to={accountPaths.account} replace /> },
      {
        path: 'account',
        lazy: async () => ({ Component: (await import('./pages/AccountPage')).AccountPage }),
      },
      {
        path: 'security',
        lazy: async () => ({ Component: (await import('./pages/SecurityPage')).SecurityPage }),
      },
      {
        path: 'notifications',
        lazy: async () => ({ Component: (await import('./pages/NotificationsPage')).NotificationsPage }),
      },
      {
        path: 'language',
        lazy: async () => ({ Component: (await import('./pages/LanguagePage')).LanguagePage }),
      },
      {
        path: 'data',
        lazy: async () => ({ Component: (await import('./pages/DataPage')).DataPage }),
      },
    ],
  },
];
