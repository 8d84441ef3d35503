import { adminEmailLogActions, adminEmailMailKinds } from '../../../common/contracts/admin-emails';
import { defineArea, mount } from '../../area';
import { adminEmailRoutes } from './admin-email.routes';
import { type AdminEmailService, createAdminEmailService } from './admin-email.service';

declare module '../../area' {
  interface AreaServices {
    adminEmails: AdminEmailService;
  }
}

/**
 * The admin notification addresses (001 §2.16): built before the areas that deliver to them (the
 * contact form, the notifications dispatcher's `notifyAdmins`). The mail kind is the dispatcher's
 * direct mail to an address that is no member's.
 */
export const adminEmailsModule = defineArea({
  name: 'admin-emails',
  build: (deps) => ({
    adminEmails: createAdminEmailService({ ...deps, configuredAdminEmails: deps.config.adminEmails }),
  }),
  adminRoutes: ({ adminEmails }) => [mount(adminEmailRoutes, { adminEmails })],
  logActions: adminEmailLogActions,
  mailKinds: adminEmailMailKinds,
});
