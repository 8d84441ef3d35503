import type { RouteObject } from 'react-router';

/** Mentors (002 §2): the directory and a mentor are public; becoming one and the requests need a member. */
export const routes: RouteObject[] = [
  {
    path: 'mentors',
    lazy: async () => ({ Component: (await import('./pages/MentorsPage')).MentorsPage }),
  },
  {
    path: 'mentors/:id',
    lazy: async () => ({ Component: (await import('./pages/MentorPage')).MentorPage }),
  },
];

export const memberRoutes: RouteObject[] = [
  {
    path: 'mentors/become',
    lazy: async () => ({ Component: (await import('./pages/BecomeMentorPage')).BecomeMentorPage }),
  },
  {
    path: 'mentors/demandes',
    lazy: async () => ({
      Component: (await import('./pages/MentorshipRequestsPage')).MentorshipRequestsPage,
    }),
  },
];
