import type { AreaModule } from '../../lib/area-module';

/**
 * The member's settings hub (issue 11 §8, issue 22): account, security, notifications, language, data
 * (members only), and the page a member lands on once their account's deletion is scheduled.
 */
export const accountArea = {
  key: 'account',
  path: '/settings/account',
  basePaths: ['/settings', '/account-deleted'],
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: ['account', 'notifications'],
} as const satisfies AreaModule;
