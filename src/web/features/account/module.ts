import type { AreaModule } from '../../lib/area-module';

/** The member's account settings (issue 11 §8: security), members only. */
export const accountArea = {
  key: 'account',
  path: '/settings/security',
  basePaths: ['/settings'],
  access: 'member',
  loadRoutes: () => import('./routes'),
  i18n: ['account'],
} as const satisfies AreaModule;
