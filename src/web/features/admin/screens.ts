import type { AdminScreenId } from '../../../common/admin-screens';
import type { DeclaredAdminScreen } from '../../lib/admin-screens';
import { adminScreenPath } from './paths';

/** A back office screen as the frame uses it: routed at `/admin/<id>`, listed when `/admin/me` names it. */
export interface AdminScreen extends DeclaredAdminScreen {
  /** Its address, `/admin/<id>`. */
  to: string;
}

/*
 * The admin screen registry: every area's `features/<area>/admin-screens.ts` (each screen's name, icon
 * and page, beside the ability and rank its common declaration gives), collected from the folders as
 * the server's security suites collect `<area>.security.ts`, so a new screen changes no shared file.
 * Each entry yields its route (routes.tsx) and its sidebar entry (components/admin-nav.ts). This module
 * loads with the admin frame, never on the site's first load.
 */
const declared = import.meta.glob<{ adminScreens: readonly DeclaredAdminScreen[] }>('../*/admin-screens.ts', {
  eager: true,
});

/** Every screen, in the sidebar's order. */
export const adminScreens: readonly AdminScreen[] = Object.values(declared)
  .flatMap((module) => module.adminScreens)
  .sort((a, b) => a.order - b.order)
  .map((screen) => ({ ...screen, to: adminScreenPath(screen.id) }));

export const screenById = (id: AdminScreenId): AdminScreen => {
  const screen = adminScreens.find((candidate) => candidate.id === id);
  // routes.tsx routes the declared ids; screens.test.ts checks each has its web definition.
  if (!screen) throw new Error(`admin screen ${id} has no features/<area>/admin-screens.ts entry`);
  return screen;
};

/** The screens a caller may open, from `/admin/me` (the server decides; this only filters the list). */
export const screensOpenTo = (allowed: readonly AdminScreenId[]): AdminScreen[] =>
  adminScreens.filter((screen) => allowed.includes(screen.id));
