import { adminLogActions } from '../../../common/contracts/admin';
import { adminAreaScreens } from '../../../common/contracts/admin.admin-screens';
import { adminUsersLogActions } from '../../../common/contracts/admin-users';
import { defineArea, mount } from '../../area';
import { adminRoutes } from './admin.routes';
import { type AdminService, createAdminService } from './admin.service';
import { adminSetupRoutes } from './admin-setup.routes';
import { adminUsersRoutes } from './admin-users.routes';
import { type AdminUsersService, createAdminUsersService } from './admin-users.service';

declare module '../../area' {
  interface AreaServices {
    adminService: AdminService;
    adminUsers: AdminUsersService;
  }
}

/** The back office frame (its screens serve other areas' settings, mails and logs) and /admin-setup. */
export const adminModule = defineArea({
  name: 'admin',
  build: (deps) => ({
    adminService: createAdminService({ ...deps, adminEmails: deps.config.adminEmails }),
    // A copy of `deps`, not `deps` itself: it throws on any key no area built, such as the optional `now`.
    adminUsers: createAdminUsersService({ ...deps }),
  }),
  routes: ({ adminService }) => [mount(adminSetupRoutes, { prefix: '/api/v1', adminService })],
  adminRoutes: ({ adminService, adminUsers, siteSettings, logs, mailOutbox }) => [
    mount(adminRoutes, { adminService, siteSettings, logs, mailOutbox }),
    mount(adminUsersRoutes, { adminUsers }),
  ],
  logActions: [...adminLogActions, ...adminUsersLogActions],
  adminScreens: adminAreaScreens,
});
