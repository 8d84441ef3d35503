import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUsersEndpoints as e } from '../../../common/contracts/admin-users';
import { csvFileName } from '../../lib/csv';
import { route } from '../../lib/route';
import type { AdminUsersService } from './admin-users.service';

/** /admin/users (001 §2.2): every endpoint needs `users.manage` (the admin scope's guard checks it). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ adminUsers: AdminUsersService }> = async (
  app,
  { adminUsers },
) => {
  route(app, e.list, ({ query }) => adminUsers.list(query));
  route(app, e.counters, () => adminUsers.counters());
  route(app, e.exportCsv, async ({ actor, query, reply }) => {
    const stream = await adminUsers.exportCsv(actor, query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${csvFileName('utilisateurs')}"`)
      .send(stream);
  });
  route(app, e.update, ({ actor, params, body }) => adminUsers.update(actor, params.userId, body));
  route(app, e.bulk, ({ actor, body }) => adminUsers.bulk(actor, body));
  route(app, e.findByEmail, ({ query }) => adminUsers.findByEmail(query.email));
  route(app, e.remove, async ({ actor, params }) => {
    await adminUsers.remove(actor, params.userId);
    return { ok: true as const };
  });
};
