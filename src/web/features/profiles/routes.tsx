import type { RouteObject } from 'react-router';
import { withZodLoaded } from '../../lib/zod-loader';

/*
 * The profile screens (000 §2.1, §2.7), each a lazy route module. "Profile by id" and the test page are
 * public (000 §2.1); your own profile, the checklist and its editors need a signed-in member.
 */

/** Public: any member's profile by id (or username), and the suggestions demo page. */
export const routes: RouteObject[] = [
  {
    path: 'profile/:profileId',
    lazy: async () => ({ Component: (await import('./pages/ProfilePage')).MemberProfilePage }),
  },
  {
    path: 'profile-suggestions-test',
    lazy: async () => ({ Component: (await import('./pages/SuggestionsDemoPage')).SuggestionsDemoPage }),
  },
];

/** Members only: own profile, the checklist and its editors, the category picker. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'profile',
    lazy: async () => ({ Component: (await import('./pages/ProfilePage')).OwnProfilePage }),
  },
  {
    path: 'profile/complete',
    lazy: async () => ({
      Component: (await withZodLoaded(import('./pages/CompleteProfilePage'))).CompleteProfilePage,
    }),
  },
  {
    path: 'profile/edit/:section',
    lazy: async () => ({
      Component: (await withZodLoaded(import('./pages/EditSectionPage'))).EditSectionPage,
    }),
  },
  {
    path: 'profile/categories',
    lazy: async () => ({ Component: (await withZodLoaded(import('./pages/CategoriesPage'))).CategoriesPage }),
  },
];
