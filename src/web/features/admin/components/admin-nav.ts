import { type Icon, IconLayoutDashboard, IconListDetails, IconMailForward } from '@tabler/icons-react';
import { adminPaths } from '../paths';

export interface AdminNavItem {
  to: string;
  labelKey: string;
  icon: Icon;
}

/*
 * The sidebar, in the order of 000 §2.9. Only screens that exist are listed; each further screen
 * (users, delete-user, static-pages, pricing, …) is one line here and one in routes.tsx.
 */
export const adminNavItems: readonly AdminNavItem[] = [
  { to: adminPaths.dashboard, labelKey: 'admin.nav.dashboard', icon: IconLayoutDashboard },
  { to: adminPaths.mails, labelKey: 'admin.nav.mails', icon: IconMailForward },
  { to: adminPaths.logs, labelKey: 'admin.nav.logs', icon: IconListDetails },
];
