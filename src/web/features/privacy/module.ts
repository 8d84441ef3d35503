import type { AreaModule } from '../../lib/area-module';

/**
 * Privacy (issue 22 §2–3): /settings/privacy, members only. Listed before the account area, whose base
 * path `/settings` would otherwise claim it.
 */
export const privacyArea = {
  key: 'privacy',
  path: '/settings/privacy',
  access: 'member',
  loadRoutes: () => import('./routes'),
  i18n: ['privacy'],
} as const satisfies AreaModule;
