import { type RouteObject, redirect } from 'react-router';
import { RouteError } from '../../components/RouteError';
import { adminPaths } from './paths';
import type { AdminRouteHandle } from './route-handle';

/*
 * The screens that exist, one line each (000 §2.9 lists the others: users, static-pages, pricing, …).
 * Add the line here and the matching entry in components/admin-nav.ts.
 */
const screens: RouteObject[] = [
  {
    path: 'dashboard',
    handle: { titleKey: 'admin.nav.dashboard' } satisfies AdminRouteHandle,
    lazy: async () => ({ Component: (await import('./pages/DashboardPage')).DashboardPage }),
  },
  {
    path: 'mails',
    handle: { titleKey: 'admin.nav.mails' } satisfies AdminRouteHandle,
    lazy: async () => ({ Component: (await import('./pages/MailsPage')).MailsPage }),
  },
  {
    path: 'logs',
    handle: { titleKey: 'admin.nav.logs' } satisfies AdminRouteHandle,
    lazy: async () => ({ Component: (await import('./pages/LogsPage')).LogsPage }),
  },
];

const toDashboard = () => redirect(adminPaths.dashboard);

/**
 * Children of `/admin`: the guard and frame (AdminLayout), then the screens. `/admin` itself and any
 * unknown path under it go to the dashboard (000 §2.9, 001 §2.1).
 */
export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/AdminLayout')).AdminLayout }),
    children: [
      {
        // A page that fails renders inside the frame, so the sidebar stays usable.
        errorElement: <RouteError />,
        children: [{ index: true, loader: toDashboard }, ...screens, { path: '*', loader: toDashboard }],
      },
    ],
  },
];

/** `/admin-setup` (000 §2.9): sign in, become admin, go to the dashboard. Open to everyone. */
export const adminSetupRoute: RouteObject = {
  path: 'admin-setup',
  lazy: async () => ({ Component: (await import('./pages/AdminSetupPage')).AdminSetupPage }),
};
