import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminSetupEndpoints as e } from '../../../common/contracts/admin';
import { route } from '../../lib/route';
import type { AdminService } from './admin.service';

/** /admin-setup: a signed-in member becomes admin under the bootstrap rule (000 §2.9, DESIGN.md §5). */
export const adminSetupRoutes: FastifyPluginAsyncZod<{ adminService: AdminService }> = async (
  app,
  { adminService },
) => {
  route(app, e.status, ({ actor }) => adminService.setupStatus(actor));
  route(app, e.promote, ({ actor, body }) => adminService.promoteSelf(actor, body ?? {}));
};
