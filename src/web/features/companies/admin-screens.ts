import { IconBuildingSkyscraper, IconMap2 } from '@tabler/icons-react';
import { companyAdminScreens } from '../../../common/contracts/companies.admin-screens';
import { defineAdminScreens } from '../../lib/admin-screens';

/** The companies' back office screens: the directory's list and its map. Loaded with the admin frame (admin/screens.ts). */
export const adminScreens = defineAdminScreens(companyAdminScreens, {
  companies: {
    titleKey: 'admin.nav.companies',
    icon: IconBuildingSkyscraper,
    load: async () => (await import('./pages/CompaniesAdminPage')).CompaniesAdminPage,
  },
  cartographie: {
    titleKey: 'admin.nav.cartographie',
    icon: IconMap2,
    load: async () => (await import('./pages/CompanyMapPage')).CompanyMapPage,
  },
});
