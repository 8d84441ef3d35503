import type { Icon } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { AdminScreenEntry, AdminScreenId, AdminScreenSpec } from '../../common/admin-screens';

/** What the web adds to a declared screen: its name, its sidebar icon and its page (loaded when opened). */
export interface AdminScreenDefinition {
  titleKey: string;
  /** What a staff member whose role does not open the screen reads there (the spec's own text, if any). */
  refusedKey?: string;
  icon: Icon;
  load: () => Promise<ComponentType>;
}

/** A back office screen as the web declares it: the area's common declaration and its definition. */
export type DeclaredAdminScreen = AdminScreenEntry & AdminScreenDefinition;

/**
 * An area's back office screens on the web, in `features/<area>/admin-screens.ts` (exported as
 * `adminScreens`; the admin frame collects every such file): one definition for each screen of the
 * area's common declaration (`contracts/<area>.admin-screens.ts`), or it does not compile. The file
 * loads with the admin frame, never on the site's first load: it holds icons.
 */
export const defineAdminScreens = <const Specs extends { readonly [Id in AdminScreenId]?: AdminScreenSpec }>(
  specs: Specs,
  definitions: { readonly [Id in keyof Specs]: AdminScreenDefinition },
): DeclaredAdminScreen[] =>
  Object.entries(specs).flatMap(([id, spec]) => {
    // The keys of both records are the ids the area registered.
    const definition: AdminScreenDefinition | undefined = Reflect.get(definitions, id);
    return spec && definition ? [{ ...spec, ...definition, id: id as AdminScreenId }] : [];
  });
