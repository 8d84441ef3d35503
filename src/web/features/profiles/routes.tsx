import type { RouteObject } from 'react-router';

/*
 * The profile screens (000 §2.1, §2.7), each a lazy route module. For the lead to mount in the site
 * shell: `requiresAuth` routes go inside the RequireAuth guard, the others stay public (000 §2.1:
 * "profile by id" and the test pages are public).
 */

/** Members only: own profile, the checklist and its editors, the category picker. */
export const memberProfileRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./pages/ProfilePage')).OwnProfilePage }),
  },
  {
    path: 'profile/complete',
    lazy: async () => ({ Component: (await import('./pages/CompleteProfilePage')).CompleteProfilePage }),
  },
  {
    path: 'profile/edit/:section',
    lazy: async () => ({ Component: (await import('./pages/EditSectionPage')).EditSectionPage }),
  },
  {
    path: 'profile/categories',
    lazy: async () => ({ Component: (await import('./pages/CategoriesPage')).CategoriesPage }),
  },
];

/** Public: any member's profile by id (or username), and the suggestions demo page. */
export const publicProfileRoutes: RouteObject[] = [
  {
    path: 'profile/:profileId',
    lazy: async () => ({ Component: (await import('./pages/ProfilePage')).MemberProfilePage }),
  },
  {
    path: 'profile-suggestions-test',
    lazy: async () => ({ Component: (await import('./pages/SuggestionsDemoPage')).SuggestionsDemoPage }),
  },
];

/** Every profile route; the first four need a signed-in member (`memberProfileRoutes`). */
export const profileRoutes: RouteObject[] = [...memberProfileRoutes, ...publicProfileRoutes];
