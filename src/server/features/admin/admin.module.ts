import { adminLogActions } from '../../../common/contracts/admin';
import { defineArea, mount } from '../../area';
import { adminRoutes } from './admin.routes';
import { type AdminService, createAdminService } from './admin.service';
import { adminSetupRoutes } from './admin-setup.routes';

declare module '../../area' {
  interface AreaServices {
    adminService: AdminService;
  }
}

/** The back office frame (its screens serve other areas' settings, mails and logs) and /admin-setup. */
export const adminModule = defineArea({
  name: 'admin',
  build: ({ db, config, logs, rateLimits, sessionCache }) => ({
    adminService: createAdminService({ db, logs, rateLimits, sessionCache, adminEmails: config.adminEmails }),
  }),
  routes: ({ adminService }) => [mount(adminSetupRoutes, { prefix: '/api/v1', adminService })],
  adminRoutes: ({ adminService, siteSettings, logs, mail }) => [
    mount(adminRoutes, { adminService, siteSettings, logs, mail }),
  ],
  logActions: adminLogActions,
});
