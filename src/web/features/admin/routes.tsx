import type { RouteObject } from 'react-router';
import { type AdminScreenSpecs, inSidebarOrder } from '../../../common/admin-screens';
import { RouteError } from '../../components/RouteError';
import type { AdminRouteHandle } from './route-handle';

/*
 * Each screen the areas declare is routed at `/admin/<id>`. Only the ids are here, from the areas'
 * zod-free declarations (`common/contracts/<area>.admin-screens.ts`, collected from the folder): the
 * registry (screens.ts), with its icons, loads with the first screen opened, each page with its own.
 * Adding a screen is one entry in its area's declaration and one in its area's web admin-screens.ts.
 */
const declared = import.meta.glob<Record<string, AdminScreenSpecs>>(
  '../../../common/contracts/*.admin-screens.ts',
  { eager: true },
);

const screens: RouteObject[] = inSidebarOrder(
  Object.values(declared).flatMap((module) => Object.values(module)),
).map(({ id }) => ({
  path: id,
  lazy: async () => {
    const screen = (await import('./screens')).screenById(id);
    return {
      Component: await screen.load(),
      handle: {
        screen: id,
        titleKey: screen.titleKey,
        refusedKey: screen.refusedKey,
      } satisfies AdminRouteHandle,
    };
  },
}));

// `/admin` and any unknown path under it go to the first screen the caller may open (000 §2.9, 001 §2.1).
const toFirstScreen = async () => ({
  Component: (await import('./components/FirstScreenRedirect')).FirstScreenRedirect,
});

/** Children of `/admin`: the guard and frame (AdminLayout), then the screens. */
export const adminRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./components/AdminLayout')).AdminLayout }),
    children: [
      {
        // A page that fails renders inside the frame, so the sidebar stays usable.
        errorElement: <RouteError />,
        children: [{ index: true, lazy: toFirstScreen }, ...screens, { path: '*', lazy: toFirstScreen }],
      },
    ],
  },
];

/** `/admin-setup` (000 §2.9): sign in, become admin, go to the dashboard. Open to everyone. */
export const adminSetupRoute: RouteObject = {
  path: 'admin-setup',
  lazy: async () => ({ Component: (await import('./pages/AdminSetupPage')).AdminSetupPage }),
};
