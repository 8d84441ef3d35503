import type { AreaModule } from '../../lib/area-module';

/** The member's settings hub (issue 11 §8, issue 22): account, security, notifications, language, data. */
export const accountArea = {
  key: 'account',
  path: '/settings/account',
  basePaths: ['/settings'],
  access: 'member',
  loadRoutes: () => import('./routes'),
  i18n: ['account', 'notifications'],
} as const satisfies AreaModule;
