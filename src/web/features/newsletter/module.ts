import type { AreaModule } from '../../lib/area-module';

/** /newsletter (002 §2): the signup with double opt-in, and the landing of its confirm/unsubscribe links. */
export const newsletterArea = {
  key: 'newsletter',
  path: '/newsletter',
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: ['newsletter'],
} as const satisfies AreaModule;
