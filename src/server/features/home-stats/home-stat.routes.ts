import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminHomeStatEndpoints as admin,
  homeStatEndpoints as e,
} from '../../../common/contracts/home-stats';
import { route } from '../../lib/route';
import type { HomeStatService } from './home-stat.service';

/** The landing's figures (public). */
export const homeStatRoutes: FastifyPluginAsyncZod<{ homeStats: HomeStatService }> = async (
  app,
  { homeStats },
) => {
  route(app, e.list, async () => ({ items: await homeStats.listPublic() }));
};

/** /admin/home-stats (001 §2.10, admin only: `admin.settings`, checked by the admin scope). */
export const adminHomeStatRoutes: FastifyPluginAsyncZod<{ homeStats: HomeStatService }> = async (
  app,
  { homeStats },
) => {
  route(app, admin.list, () => homeStats.listForAdmin());
  route(app, admin.save, ({ actor, body }) => homeStats.save(actor, body));
};
