import { IconGavel, IconTargetArrow } from '@tabler/icons-react';
import { ruleAdminScreens } from '../../../common/contracts/rules.admin-screens';
import { defineAdminScreens } from '../../lib/admin-screens';

/** The back office screens of business rules and prospection. Loaded with the admin frame (admin/screens.ts). */
export const adminScreens = defineAdminScreens(ruleAdminScreens, {
  rules: {
    titleKey: 'admin.nav.rules',
    icon: IconGavel,
    load: async () => (await import('./pages/RulesPage')).RulesPage,
  },
  prospection: {
    titleKey: 'admin.nav.prospection',
    icon: IconTargetArrow,
    load: async () => (await import('./pages/ProspectionPage')).ProspectionPage,
  },
});
