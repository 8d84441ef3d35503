import type { AreaModule } from '../../lib/area-module';

/** Mentors (002 §2 "Mentors"): Mentorat in the mobile menu, 'Mentorat' in the feed's shortcuts. */
export const mentorsArea = {
  key: 'mentors',
  path: '/mentors',
  access: 'public',
  nav: { menu: 'mentors', labelKey: 'nav.mentoring', order: 1 },
  shortcut: { labelKey: 'feed.links.mentors', order: 5 },
  loadRoutes: () => import('./routes'),
  i18n: ['mentors'],
} as const satisfies AreaModule;
