import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { networkEndpoints as e } from '../../../common/contracts/network';
import { route } from '../../lib/route';
import type { NetworkService } from './network.service';

/** The network page (000 §2.6): members only. */
export const networkRoutes: FastifyPluginAsyncZod<{ networkService: NetworkService }> = async (
  app,
  { networkService },
) => {
  route(app, e.search, ({ actor, query }) => networkService.search(actor, query));
  // The first `limit` of the same ranking (the feed's block shows 4 of the page's 8).
  route(app, e.suggestions, async ({ actor, query }) => {
    const { items } = await networkService.suggestions(actor);
    return { items: items.slice(0, query.limit) };
  });
};
