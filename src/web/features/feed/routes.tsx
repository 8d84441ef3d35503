import type { RouteObject } from 'react-router';
import type { FeedSidebarLinks } from './components/FeedLayout';

/**
 * The feed screens (002 §2 Feed), public: visitors read, and acting opens the login dialog. The app
 * passes the sidebar links of the areas that exist (the feed does not know the site's menus).
 */
export const createFeedRoutes = (links: FeedSidebarLinks): RouteObject[] => [
  {
    path: 'feed',
    lazy: async () => {
      const { FeedPage } = await import('./pages/FeedPage');
      return { Component: () => <FeedPage links={links} /> };
    },
  },
  {
    path: 'hashtag',
    lazy: async () => {
      const { HashtagsPage } = await import('./pages/HashtagsPage');
      return { Component: () => <HashtagsPage links={links} /> };
    },
  },
  {
    path: 'hashtag/:tag',
    lazy: async () => {
      const { HashtagPage } = await import('./pages/HashtagPage');
      return { Component: () => <HashtagPage links={links} /> };
    },
  },
];
