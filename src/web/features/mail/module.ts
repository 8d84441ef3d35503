import type { AreaModule } from '../../lib/area-module';

/**
 * The platform's mail pages (issue 36 §4): `/desabonnement?token=`, where every recurring or
 * notification mail's unsubscribe link leads (a GET shows it; the mail provider's one-click POST
 * goes to the same URL, answered by the server).
 */
export const mailArea = {
  key: 'mail',
  path: '/desabonnement',
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: ['optOut', 'notifications'],
} as const satisfies AreaModule;
