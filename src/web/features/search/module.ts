import type { AreaModule } from '../../lib/area-module';

/** One search across the network (issue 39): the results page; the header's field is the shell's. */
export const searchArea = {
  key: 'search',
  path: '/recherche',
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: ['search'],
} as const satisfies AreaModule;
