import { IconChartLine } from '@tabler/icons-react';
import { statsAdminScreens } from '../../../common/contracts/stats.admin-screens';
import { defineAdminScreens } from '../../lib/admin-screens';

/** The statistics screen of the back office. Loaded with the admin frame (admin/screens.ts). */
export const adminScreens = defineAdminScreens(statsAdminScreens, {
  'general-stats': {
    titleKey: 'admin.nav.general-stats',
    icon: IconChartLine,
    load: async () => (await import('./pages/StatsPage')).StatsPage,
  },
});
