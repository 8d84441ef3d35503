import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LocationSearchQuery, LocationSearchResponse } from '../../../common/contracts/profiles';
import type { LocationService } from './location.service';

export const locationRoutes: FastifyPluginAsyncZod<{ locationService: LocationService }> = async (
  app,
  { locationService },
) => {
  app.get(
    '/locations',
    {
      schema: {
        tags: ['locations'],
        querystring: LocationSearchQuery,
        response: { 200: LocationSearchResponse },
      },
    },
    async (request) => ({ items: await locationService.search(request.query.q) }),
  );
};
