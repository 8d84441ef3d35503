import type { Icon } from '@tabler/icons-react';
import type { AdminScreenId } from '../../../../common/admin-screens';
import { screensOpenTo } from '../screens';

export interface AdminNavItem {
  to: string;
  labelKey: string;
  icon: Icon;
}

/**
 * The sidebar: the registry's screens (screens.ts) that `/admin/me` says the caller may open, in the
 * order of 000 §2.9. Nothing to add here for a new screen.
 */
export const adminNavItems = (allowed: readonly AdminScreenId[]): AdminNavItem[] =>
  screensOpenTo(allowed).map((screen) => ({ to: screen.to, labelKey: screen.titleKey, icon: screen.icon }));
