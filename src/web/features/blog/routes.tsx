import type { RouteObject } from 'react-router';

/** The blog (001 §2.19): the list and an article are public; writing needs a member. */
export const routes: RouteObject[] = [
  {
    path: 'blog',
    lazy: async () => ({ Component: (await import('./pages/BlogPage')).BlogPage }),
  },
  {
    path: 'blog/:slug',
    lazy: async () => ({ Component: (await import('./pages/PostPage')).PostPage }),
  },
];

/** Members only: a visitor is asked to sign in first. */
export const memberRoutes: RouteObject[] = [
  {
    path: 'blog/new',
    lazy: async () => ({ Component: (await import('./pages/EditorPage')).NewPostPage }),
  },
  {
    path: 'blog/edit/:slug',
    lazy: async () => ({ Component: (await import('./pages/EditorPage')).EditPostPage }),
  },
];
