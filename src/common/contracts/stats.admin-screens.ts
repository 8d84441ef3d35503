import type { AdminScreenSpecs } from '../admin-screens';
import type { RegisteredKeys } from '../registry';

/**
 * The statistics screen (its page is in web/features/stats), ranked in the sidebar's order
 * (common/admin-screens.ts).
 */
export const statsAdminScreens = {
  'general-stats': { ability: 'stats.view', order: 100 },
} as const satisfies AdminScreenSpecs;

declare module '../registry' {
  interface AdminScreens extends RegisteredKeys<typeof statsAdminScreens> {}
}
