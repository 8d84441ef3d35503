import { Navigate, type RouteObject } from 'react-router';

/** Events (002 §2): the list and an event are public; creating and editing need a member. */
export const routes: RouteObject[] = [
  {
    path: 'events',
    lazy: async () => ({ Component: (await import('./pages/EventsPage')).EventsPage }),
  },
  {
    path: 'events/:id',
    lazy: async () => ({ Component: (await import('./pages/EventPage')).EventPage }),
  },
];

/** Members only: a visitor signs in first. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'events/new',
    lazy: async () => ({ Component: (await import('./pages/NewEventPage')).NewEventPage }),
  },
  // The feed's sidebar links /events/create (002 §2 Feed).
  { path: 'events/create', element: <Navigate to="/events/new" replace /> },
  {
    path: 'events/:id/edit',
    lazy: async () => ({ Component: (await import('./pages/EditEventPage')).EditEventPage }),
  },
];
