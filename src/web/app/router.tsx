import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  type LazyRouteFunction,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RouteError } from '../components/RouteError';
import { SplashScreen } from '../components/SplashScreen';
import { staticPageAliases } from '../features/pages/paths';
import type { AreaModule, AreaRouteTable, CatalogNamespace } from '../lib/area-module';
import { loadNamespaces } from '../lib/i18n';
import { loadZod, loadZodWhenIdle, withZodLoaded } from '../lib/zod-loader';
import { areaAt, areaModules } from './areas';
import { pageNamespaces } from './catalog-namespaces';
import { RequireAuth } from './guards/RequireAuth';
import { VisitorOnly } from './guards/VisitorOnly';
import { loadMantine } from './mantine/gate';
import { Component as Landing } from './routes/landing';
import { AppLayout } from './shell/AppLayout';

/** Where area routes are patched in (see `patchAreaRoutes`). */
export const routeIds = { pages: 'pages', member: 'member' } as const;

/**
 * A page of the app's own: its code, Mantine, zod and its texts load together, so it renders once, whole.
 * (Reading Mantine or a schema before it loads would suspend the page; loading them here makes that wait
 * parallel.)
 */
const page =
  (
    load: () => Promise<{ Component: ComponentType }>,
    namespaces: readonly CatalogNamespace[] = [],
  ): LazyRouteFunction<RouteObject> =>
  async () => {
    const [{ Component }] = await Promise.all([load(), loadMantine(), loadZod(), loadNamespaces(namespaces)]);
    return { Component };
  };

/*
 * The entry holds the shell, the landing and the app's own pages; each area's route table loads on the
 * first navigation to one of its base paths (`patchAreaRoutes`), so neither its route objects nor the
 * list of its page chunks weigh on the first load. Pages are lazy route modules exporting `Component`.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <SplashScreen />,
    children: [
      {
        // Errors inside a page render within the shell, so the header and footer stay usable.
        id: routeIds.pages,
        errorElement: <RouteError />,
        children: [
          {
            element: <VisitorOnly />,
            // The landing is the first load of most visits: in the entry chunk, it renders without
            // waiting for a route chunk (and saves that chunk's imports, DESIGN §6).
            children: [{ index: true, Component: Landing }],
          },
          {
            path: 'login',
            // It reads its redirect with a schema: zod loads with it.
            lazy: () => withZodLoaded(import('./routes/login')),
          },
          { path: 'page/:slug', lazy: page(() => import('./routes/static-page'), pageNamespaces) },
          ...Object.keys(staticPageAliases).map((alias) => ({
            path: alias,
            lazy: page(() => import('./routes/static-page'), pageNamespaces),
          })),
          { path: 'faq', lazy: page(() => import('./routes/faq'), pageNamespaces) },
          { path: 'contact', lazy: page(() => import('./routes/contact'), pageNamespaces) },
          { path: 'pricing', lazy: page(() => import('./routes/pricing'), pageNamespaces) },
          // Test and demo pages (000 §2.1), public.
          { path: 'blog-auth-test', lazy: page(() => import('./routes/blog-auth-test'), pageNamespaces) },
          { path: 'alert-demo', lazy: page(() => import('./routes/alert-demo'), pageNamespaces) },
          // Member areas' routes are patched in here.
          { id: routeIds.member, element: <RequireAuth />, children: [] },
          { path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];

/** Where a part of an area's route table goes: under the route with that id, or at the top (null). */
export interface RoutePlacement {
  parentId: string | null;
  children: RouteObject[];
}

/** Where each part of an area's route table goes: the site's pages, behind the guard, or the top. */
export const placeAreaRoutes = (
  area: Pick<AreaModule, 'access'>,
  table: AreaRouteTable,
): RoutePlacement[] => {
  const placements: RoutePlacement[] = [
    { parentId: area.access === 'member' ? routeIds.member : routeIds.pages, children: table.routes },
  ];
  if (table.memberRoutes) placements.push({ parentId: routeIds.member, children: table.memberRoutes });
  if (table.frameRoutes) {
    // A frame of its own, beside the site's: its errors and first paint are handled at its top.
    const frame = { errorElement: <RouteError />, hydrateFallbackElement: <SplashScreen /> };
    placements.push({ parentId: null, children: [{ ...frame, children: table.frameRoutes }] });
  }
  return placements;
};

/**
 * An area's texts, Mantine and zod, loaded with its table so its pages render without waiting again; zod
 * after the first render for an area that says its pages do not need it then (`zod: 'after-render'`).
 */
const prepareArea = (area: AreaModule): Promise<unknown> => {
  const later = area.zod === 'after-render';
  if (later) loadZodWhenIdle();
  return Promise.all([loadNamespaces(area.i18n), loadMantine(), later || loadZod()]);
};

interface AreaPatcherOptions {
  areas?: readonly AreaModule[];
  prepare?: (area: AreaModule) => Promise<unknown>;
}

/**
 * react-router calls this when a path matches no route (or only a splat: the not-found page, or a
 * route with parameters that a table not loaded yet might beat). The area whose base path covers it
 * loads its route table and its texts, which are patched in, once per router; other paths get the
 * not-found page.
 */
export const createAreaPatcher = ({
  areas = areaModules,
  prepare = prepareArea,
}: AreaPatcherOptions = {}): PatchRoutesOnNavigationFunction => {
  const patched = new Set<string>();
  return async ({ path, patch, signal }) => {
    const area = areaAt(path, areas);
    if (!area?.loadRoutes || patched.has(area.key)) return;
    const [table] = await Promise.all([area.loadRoutes(), prepare(area)]);
    for (const { parentId, children } of placeAreaRoutes(area, table)) patch(parentId, children);
    // An interrupted navigation's patches were dropped: the next one patches again.
    if (!signal.aborted) patched.add(area.key);
  };
};

export const createRouter = () =>
  createBrowserRouter(routes, { patchRoutesOnNavigation: createAreaPatcher() });
