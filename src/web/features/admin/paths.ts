import type { AdminScreenId } from '../../../common/admin-screens';

/** Where the lead mounts the admin area (000 §2.1: /admin/*); each screen is at `/admin/<id>`. */
export const adminBasePath = '/admin';

export const adminScreenPath = (screen: AdminScreenId) => `${adminBasePath}/${screen}`;

/** The public address of a static page (`/page/{slug}`), opened from its row and its form. */
export const publicPagePath = (slug: string) => `/page/${slug}`;

export const adminPaths = {
  dashboard: adminScreenPath('dashboard'),
  mails: adminScreenPath('mails'),
  logs: adminScreenPath('logs'),
} as const;
