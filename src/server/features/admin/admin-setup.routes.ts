import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminPromotionBody,
  AdminPromotionResponse,
  AdminSetupStatus,
} from '../../../common/contracts/admin';
import { requireActor } from '../../plugins/actor';
import type { AdminService } from './admin.service';

const tags = ['admin'];

/** /admin-setup: a signed-in member becomes admin under the bootstrap rule (000 §2.9, DESIGN.md §5). */
export const adminSetupRoutes: FastifyPluginAsyncZod<{ adminService: AdminService }> = async (
  app,
  { adminService },
) => {
  app.get('/', { schema: { tags, response: { 200: AdminSetupStatus } } }, async (request) =>
    adminService.setupStatus(await requireActor(request)),
  );

  app.post(
    '/promote',
    { schema: { tags, body: AdminPromotionBody.nullish(), response: { 200: AdminPromotionResponse } } },
    async (request) => adminService.promoteSelf(await requireActor(request), request.body ?? {}),
  );
};
