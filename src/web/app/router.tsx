import { createBrowserRouter } from 'react-router';
import { RouteError } from '../components/RouteError';
import { SplashScreen } from '../components/SplashScreen';
import { RequireAuth } from './guards/RequireAuth';
import { VisitorOnly } from './guards/VisitorOnly';
import { AppLayout } from './shell/AppLayout';

/*
 * Every page is a lazy route module exporting `Component`, so the first load carries only the shell
 * and the page asked for.
 */
export const createRouter = () =>
  createBrowserRouter([
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
              children: [{ index: true, lazy: () => import('./routes/landing') }],
            },
            { path: 'login', lazy: () => import('./routes/login') },
            {
              element: <RequireAuth />,
              children: [{ path: 'profile/complete', lazy: () => import('./routes/profile-complete') }],
            },
            { path: '*', lazy: () => import('./routes/not-found') },
          ],
        },
      ],
    },
  ]);
