import type { AreaModule } from '../../lib/area-module';

/** /temoignages (002 §2): the approved testimonials, and a member's submission. */
export const testimonialsArea = {
  key: 'testimonials',
  path: '/temoignages',
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: ['testimonials'],
} as const satisfies AreaModule;
