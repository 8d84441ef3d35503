import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { locationEndpoints as e } from '../../../common/contracts/locations';
import { route } from '../../lib/route';
import type { LocationService } from './location.service';

export const locationRoutes: FastifyPluginAsyncZod<{ locationService: LocationService }> = async (
  app,
  { locationService },
) => {
  route(app, e.search, async ({ query }) => ({ items: await locationService.search(query.q) }));
};
