import type { AreaModule } from '../../lib/area-module';

/**
 * The network (000 §2.6): Réseau > Professionnel; connections and their live updates; the feed's
 * member suggestions (002 §2 Feed, 'Événements et suggestions').
 */
export const networkArea = {
  key: 'network',
  path: '/network',
  access: 'member',
  nav: { menu: 'network', labelKey: 'nav.professional', order: 1 },
  shortcut: { labelKey: 'feed.links.network', order: 1 },
  feedSidebar: { order: 2, load: () => import('./components/FeedSuggestions') },
  loadRoutes: () => import('./routes'),
  realtime: () => import('./realtime'),
  i18n: ['network', 'profiles', 'connections', 'notifications'],
  zod: 'after-render',
} as const satisfies AreaModule;
