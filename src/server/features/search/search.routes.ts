import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchEndpoints as e } from '../../../common/contracts/search';
import { route } from '../../lib/route';
import type { SearchClient, SearchService } from './search.service';

const clientOf = (request: FastifyRequest): SearchClient => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The network search (issue 39): suggestions and results for everyone, recent searches for members. */
export const searchRoutes: FastifyPluginAsyncZod<{ searchService: SearchService }> = async (
  app,
  { searchService },
) => {
  route(app, e.suggestions, ({ actor, query, request }) =>
    searchService.suggestions(actor, query.q, clientOf(request)),
  );
  route(app, e.results, ({ actor, query, request }) =>
    searchService.results(actor, query, clientOf(request)),
  );
  route(app, e.recent, ({ actor }) => searchService.recent(actor));
  route(app, e.record, async ({ actor, body }) => {
    await searchService.record(actor, body.query);
    return null;
  });
  route(app, e.clearRecent, async ({ actor }) => {
    await searchService.clearRecent(actor);
    return null;
  });
};
