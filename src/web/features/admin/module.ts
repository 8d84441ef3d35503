import type { AreaModule } from '../../lib/area-module';

/**
 * The back office (000 §2.9): `/admin/*` in a frame of its own (its layout checks the caller), and
 * `/admin-setup` in the site frame, open to everyone. The screens are admin's (routes.tsx, screens.ts).
 */
export const adminArea = {
  key: 'admin',
  path: '/admin',
  basePaths: ['/admin', '/admin-setup'],
  access: 'public',
  loadRoutes: async () => {
    const { adminRoutes, adminSetupRoute } = await import('./routes');
    return { routes: [adminSetupRoute], frameRoutes: [{ path: 'admin', children: adminRoutes }] };
  },
  i18n: ['admin', 'companies', 'editor'],
} as const satisfies AreaModule;
