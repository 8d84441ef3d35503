import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTestEndpoints as e } from '../../../common/contracts/admin-tests';
import { route } from '../../lib/route';
import type { AdminTestService } from './admin-test.service';

/** /admin/notification-test and /admin/test-notifications (001 §2.17): admin only (`admin.settings`). */
export const adminTestRoutes: FastifyPluginAsyncZod<{ adminTests: AdminTestService }> = async (
  app,
  { adminTests },
) => {
  route(app, e.configuration, () => adminTests.configuration());
  route(app, e.mailServer, ({ actor }) => adminTests.mailServer(actor));
  route(app, e.mail, ({ actor, body }) => adminTests.mail(actor, body.to));
  route(app, e.notification, ({ actor, body }) => adminTests.notification(actor, body.email));
  route(app, e.adminNotification, ({ actor, body }) => adminTests.adminNotification(actor, body.type));
};
