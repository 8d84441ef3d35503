import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminEmailEndpoints as e } from '../../../common/contracts/admin-emails';
import { ok, route } from '../../lib/route';
import type { AdminEmailService } from './admin-email.service';

/** /admin/notification-emails (001 §2.16): admin only, each endpoint's access says so. */
export const adminEmailRoutes: FastifyPluginAsyncZod<{ adminEmails: AdminEmailService }> = async (
  app,
  { adminEmails },
) => {
  route(app, e.list, () => adminEmails.list());
  route(app, e.create, ({ actor, body }) => adminEmails.create(actor, body));
  route(app, e.update, ({ actor, params, body }) => adminEmails.update(actor, params.emailId, body));
  route(app, e.remove, ({ actor, params }) => adminEmails.remove(actor, params.emailId).then(() => ok));
};
