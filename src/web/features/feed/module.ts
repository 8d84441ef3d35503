import type { AreaModule } from '../../lib/area-module';

/** The feed (002 §2 Feed): public, visitors read; acting opens the login dialog. */
export const feedArea = {
  key: 'feed',
  path: '/feed',
  basePaths: ['/feed', '/hashtag'],
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: ['feed', 'privacy'],
  zod: 'after-render',
} as const satisfies AreaModule;
