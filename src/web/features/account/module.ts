import type { AreaModule } from '../../lib/area-module';

/**
 * The member's settings hub (issue 11 §8, issue 22): account, security, notifications, language, data
 * (members only), the page a member lands on once their account's deletion is scheduled, and the page of
 * the password recovery link.
 */
export const accountArea = {
  key: 'account',
  path: '/settings/account',
  basePaths: ['/settings', '/account-deleted', '/reset-password'],
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: ['account', 'notifications'],
} as const satisfies AreaModule;
