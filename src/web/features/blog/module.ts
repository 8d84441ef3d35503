import type { AreaModule } from '../../lib/area-module';

/** The blog (001 §2.19): Blog in the header (a plain link), 'Blog' in the feed's shortcuts. */
export const blogArea = {
  key: 'blog',
  path: '/blog',
  access: 'public',
  nav: { menu: 'blog', labelKey: 'nav.blog', order: 1 },
  shortcut: { labelKey: 'feed.links.blog', order: 6 },
  loadRoutes: () => import('./routes'),
  i18n: ['blog', 'editor'],
  zod: 'after-render',
} as const satisfies AreaModule;
