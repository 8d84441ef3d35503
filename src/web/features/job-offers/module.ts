import type { AreaModule } from '../../lib/area-module';

/** Job offers (002 §2 "Job offers"): Entreprises > Emploi in the header, 'Offres d'emploi' in the feed. */
export const jobsArea = {
  key: 'job-offers',
  path: '/emplois',
  access: 'public',
  nav: { menu: 'companies', labelKey: 'nav.jobs', order: 2 },
  shortcut: { labelKey: 'feed.links.jobs', order: 4 },
  loadRoutes: () => import('./routes'),
  i18n: ['jobOffers', 'profiles'],
  zod: 'after-render',
} as const satisfies AreaModule;
