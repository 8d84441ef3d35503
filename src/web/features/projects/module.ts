import type { AreaModule } from '../../lib/area-module';

/** Projects (002 §2 "Projects"): Entreprises > Projets in the header (000 §2.3), 'Projets' in the feed. */
export const projectsArea = {
  key: 'projects',
  path: '/projects',
  access: 'public',
  nav: { menu: 'companies', labelKey: 'nav.projects', order: 3 },
  shortcut: { labelKey: 'feed.links.projects', order: 6 },
  loadRoutes: () => import('./routes'),
  i18n: ['projects', 'profiles'],
} as const satisfies AreaModule;
