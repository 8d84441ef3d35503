import type { AreaModule } from '../../lib/area-module';

/**
 * Business rules and prospection (001 §2.15, §2.18): their admin screens load with the back office
 * (admin/screens.ts); this module routes only the old unsubscribe links of their mails, to /desabonnement.
 */
export const rulesArea = {
  key: 'rules',
  path: '/desinscription/rappels',
  basePaths: ['/desinscription'],
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: [],
} as const satisfies AreaModule;
