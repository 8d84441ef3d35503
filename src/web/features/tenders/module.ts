import type { AreaModule } from '../../lib/area-module';

/** Calls for tenders (002 §2): Entreprises > Appels d'offres in the header, 'Appels d'offres' in the feed. */
export const tendersArea = {
  key: 'tenders',
  path: '/appels-offres',
  access: 'public',
  nav: { menu: 'companies', labelKey: 'nav.tenders', order: 3 },
  shortcut: { labelKey: 'feed.links.tenders', order: 6 },
  feedSidebar: { order: 3, load: () => import('./components/LatestTenders') },
  loadRoutes: () => import('./routes'),
  i18n: ['tenders', 'editor', 'profiles'],
} as const satisfies AreaModule;
