import type { AdminScreenSpecs } from '../admin-screens';
import type { RegisteredKeys } from '../registry';

/**
 * Business rules and prospection (001 §2.15, §2.18; pages in web/features/rules), ranked in the
 * sidebar's order (common/admin-screens.ts).
 */
export const ruleAdminScreens = {
  rules: { ability: 'admin.settings', order: 250 },
  prospection: { ability: 'admin.settings', order: 260 },
} as const satisfies AdminScreenSpecs;

declare module '../registry' {
  interface AdminScreens extends RegisteredKeys<typeof ruleAdminScreens> {}
}
