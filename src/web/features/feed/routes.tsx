import type { RouteObject } from 'react-router';
import { useSiteLinks } from '../../lib/site-links';
import type { FeedSidebarLinks } from './components/FeedLayout';

/**
 * The sidebars link only to what exists: the routed areas and the legal pages (002 §2 Feed), and
 * 'Devenir mentor' (`/mentors/become`, 002 §2 Feed links) once the mentors area is routed.
 */
const useFeedLinks = (): FeedSidebarLinks => {
  const { shortcuts, about, feedWidgets, areaPath } = useSiteLinks();
  const networkPath = areaPath('network');
  const mentorsPath = areaPath('mentors');
  return {
    shortcuts: mentorsPath
      ? [...shortcuts, { to: `${mentorsPath}/become`, labelKey: 'feed.links.becomeMentor' }]
      : shortcuts,
    about,
    widgets: feedWidgets,
    connectionsPath: networkPath && `${networkPath}?tab=connections`,
  };
};

/** The feed screens (002 §2 Feed), public: visitors read, and acting opens the login dialog. */
export const routes: RouteObject[] = [
  {
    path: 'feed',
    lazy: async () => {
      const { FeedPage } = await import('./pages/FeedPage');
      return { Component: () => <FeedPage links={useFeedLinks()} /> };
    },
  },
  {
    path: 'hashtag',
    lazy: async () => {
      const { HashtagsPage } = await import('./pages/HashtagsPage');
      return { Component: () => <HashtagsPage links={useFeedLinks()} /> };
    },
  },
  {
    path: 'hashtag/:tag',
    lazy: async () => {
      const { HashtagPage } = await import('./pages/HashtagPage');
      return { Component: () => <HashtagPage links={useFeedLinks()} /> };
    },
  },
];
