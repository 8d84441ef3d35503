import type { AreaModule } from '../../lib/area-module';

/** Groups (002 §2 "Groups"): the directory and public groups are open to visitors; creating needs a session. */
export const groupsArea = {
  key: 'groups',
  path: '/groups',
  access: 'public',
  nav: { menu: 'network', labelKey: 'nav.groups', order: 2 },
  shortcut: { labelKey: 'feed.links.groups', order: 2 },
  loadRoutes: () => import('./routes'),
  // The feed's namespace: Publications shows the feed's posts, composer and texts.
  i18n: ['groups', 'feed', 'privacy'],
  zod: 'after-render',
} as const satisfies AreaModule;
