import type { Ability } from './permissions';
import type { AdminScreens } from './registry';

/*
 * The back office screens (000 §2.9), each reached at `/admin/<id>` and opened by one ability. An area
 * declares the screens whose pages it owns in `contracts/<area>.admin-screens.ts`, with their place in
 * the sidebar, and registers their ids (`interface AdminScreens extends RegisteredKeys<…> {}`); its
 * server module lists them (`adminScreens`), from which `/admin/me` answers the ones a caller may open,
 * and its web folder gives each its name, icon and page (`features/<area>/admin-screens.ts`). Those
 * declarations are free of zod and icons: the web's admin routes read them on the first load of
 * `/admin/<id>`. No shared file lists the screens.
 */

/** What an area declares of a screen, for the server and the web's routes. */
export interface AdminScreenSpec {
  /** The ability that opens it (`/admin/me` lists it, its endpoints check it). */
  ability: Ability;
  /**
   * Its rank in the sidebar: the spec fixes one order (000 §2.9) in which the areas' screens interleave,
   * so each declares its rank rather than one shared list holding them all.
   */
  order: number;
}

/** An area's screens by id (`<area>AdminScreens`). */
export type AdminScreenSpecs = Readonly<Record<string, AdminScreenSpec>>;

/** Every screen an area registered. */
export type AdminScreenId = Extract<keyof AdminScreens, string>;

/** A declared screen. */
export interface AdminScreenEntry extends AdminScreenSpec {
  id: AdminScreenId;
}

/** The screens of the given declarations, in the sidebar's order. */
export const inSidebarOrder = (declared: readonly AdminScreenSpecs[]): AdminScreenEntry[] =>
  declared
    // The keys of a declaration are the ids it registered (src/server/areas.ts checks each is listed).
    .flatMap((specs) => Object.entries(specs).map(([id, spec]) => ({ ...spec, id: id as AdminScreenId })))
    .sort((a, b) => a.order - b.order);
