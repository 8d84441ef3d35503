import type { AdminScreenId } from '../../../common/admin-screens';

/** Where the lead mounts the admin area (000 §2.1: /admin/*); each screen is at `/admin/<id>`. */
export const adminBasePath = '/admin';

export const adminScreenPath = (screen: AdminScreenId) => `${adminBasePath}/${screen}`;

export const adminPaths = {
  dashboard: adminScreenPath('dashboard'),
  mails: adminScreenPath('mails'),
  logs: adminScreenPath('logs'),
} as const;
