import type { AreaModule } from '../../lib/area-module';

/** The companies directory (002 §2 "Companies directory"): Entreprises > Annuaire in the header. */
export const companiesArea = {
  key: 'companies',
  path: '/entreprises',
  access: 'public',
  nav: { menu: 'companies', labelKey: 'nav.directory', order: 1 },
  loadRoutes: () => import('./routes'),
  i18n: ['companies', 'profiles'],
} as const satisfies AreaModule;
