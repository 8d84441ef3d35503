import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from '../components/RouteError';
import { SplashScreen } from '../components/SplashScreen';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes, adminSetupRoute } from '../features/admin/routes';
import { createFeedRoutes } from '../features/feed/routes';
import { messagesRoutes } from '../features/messages/routes';
import { networkRoutes } from '../features/network/routes';
import { pagePath } from '../features/pages/paths';
import { memberProfileRoutes, publicProfileRoutes } from '../features/profiles/routes';
import { RequireAuth } from './guards/RequireAuth';
import { VisitorOnly } from './guards/VisitorOnly';
import { areaPath, feedShortcuts } from './nav';
import { Component as Landing } from './routes/landing';
import { AppLayout } from './shell/AppLayout';

// The feed's sidebars link only to what exists: the routed areas and the legal pages (002 §2 Feed).
const networkPath = areaPath('network');
const feedRoutes = createFeedRoutes({
  shortcuts: feedShortcuts,
  about: [
    { to: pagePath('a-propos'), labelKey: 'footer.about' },
    { to: pagePath('privacy'), labelKey: 'footer.privacy' },
    { to: pagePath('terms'), labelKey: 'footer.terms' },
  ],
  connectionsPath: networkPath && `${networkPath}?tab=connections`,
});

/*
 * Every page is a lazy route module exporting `Component`, so the first load carries only the shell
 * and the page asked for. Only screens that exist are routed: when an area's screens are added here,
 * set its `isAvailable` in nav.ts so the menus link to it (nav.test.ts checks both agree).
 */
export const routes: RouteObject[] = [
  // The back office has its own frame (sidebar, top bar), so it sits beside the site shell.
  {
    path: 'admin',
    errorElement: <RouteError />,
    hydrateFallbackElement: <SplashScreen />,
    children: adminRoutes,
  },
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <SplashScreen />,
    children: [
      {
        // Errors inside a page render within the shell, so the header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          {
            element: <VisitorOnly />,
            // The landing is the first load of most visits: in the entry chunk, it renders without
            // waiting for a route chunk (and saves that chunk's imports, DESIGN §6).
            children: [{ index: true, Component: Landing }],
          },
          { path: 'login', lazy: () => import('./routes/login') },
          { path: 'page/:slug', lazy: () => import('./routes/static-page') },
          // Test and demo pages (000 §2.1), public.
          { path: 'blog-auth-test', lazy: () => import('./routes/blog-auth-test') },
          { path: 'alert-demo', lazy: () => import('./routes/alert-demo') },
          ...publicProfileRoutes,
          // Public: visitors read the feed; liking, commenting, sharing and posting open the login dialog.
          ...feedRoutes,
          {
            element: <RequireAuth />,
            children: [...memberProfileRoutes, ...networkRoutes, ...messagesRoutes, ...accountRoutes],
          },
          adminSetupRoute,
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
