import type { AreaModule } from '../../lib/area-module';

/** Events (002 §2 "Events"): 'Événements' in the header, a feed shortcut and the feed's next-events block. */
export const eventsArea = {
  key: 'events',
  path: '/events',
  access: 'public',
  nav: { menu: 'events', labelKey: 'nav.events', order: 1 },
  shortcut: { labelKey: 'feed.links.events', order: 3 },
  feedSidebar: { order: 1, load: () => import('./components/UpcomingEventsCard') },
  loadRoutes: () => import('./routes'),
  i18n: ['events', 'profiles'],
} as const satisfies AreaModule;
