import { z } from 'zod';
import {
  adminTestLogActions,
  adminTestMailKinds,
  type adminTestNotificationTypes,
} from '../../../common/contracts/admin-tests';
import { defineArea, mount } from '../../area';
import { defineNotification, type NotificationSpec } from '../../platform/notifications/notification-types';
import { adminTestRoutes } from './admin-test.routes';
import { createAdminTestService } from './admin-test.service';

/** The back office's test screens: real test mails and notifications (001 §2.17). */
export const adminTestsModule = defineArea({
  name: 'admin-tests',
  build: (deps) => ({
    adminTests: createAdminTestService(deps.db, {
      ...deps,
      paymentsConfigured: () => deps.payments.isConfigured(),
    }),
  }),
  adminRoutes: ({ adminTests }) => [mount(adminTestRoutes, { adminTests })],
  notifications: {
    // A test from /admin/test-notifications or /admin/notification-test (001 §2.17).
    admin_test: defineNotification({
      causer: 'platform',
      data: { message: z.string(), content_type: z.string() },
      link: () => '/admin/test-notifications',
      emailByDefault: false,
      template: { title: 'Notification de test', body: '{message}' },
    }),
  } satisfies Record<(typeof adminTestNotificationTypes)[number], NotificationSpec>,
  logActions: adminTestLogActions,
  mailKinds: adminTestMailKinds,
});
