import type { AreaModule } from '../../lib/area-module';

/** The bell (000 §4 "Notifications"): no screen of its own, live updates and texts for the header. */
export const notificationsArea = {
  key: 'notifications',
  access: 'member',
  realtime: () => import('./realtime'),
  i18n: ['notifications'],
} as const satisfies AreaModule;
