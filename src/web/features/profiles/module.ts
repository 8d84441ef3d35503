import type { AreaModule } from '../../lib/area-module';

/** Profiles (000 §2.1, §2.7): any member's profile is public; your own and its editors are not. */
export const profilesArea = {
  key: 'profiles',
  path: '/profile',
  basePaths: ['/profile', '/profile-suggestions-test'],
  access: 'public',
  loadRoutes: () => import('./routes'),
  i18n: ['profiles', 'connections', 'messages', 'privacy'],
  zod: 'after-render',
} as const satisfies AreaModule;
