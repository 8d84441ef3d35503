import type { AdminScreenSpecs } from '../admin-screens';
import type { RegisteredKeys } from '../registry';

/**
 * The companies directory's back office and its map (pages in web/features/companies), ranked in the
 * sidebar's order (common/admin-screens.ts).
 */
export const companyAdminScreens = {
  companies: { ability: 'companies.manage', order: 230 },
  cartographie: { ability: 'companies.manage', order: 240 },
} as const satisfies AdminScreenSpecs;

declare module '../registry' {
  interface AdminScreens extends RegisteredKeys<typeof companyAdminScreens> {}
}
