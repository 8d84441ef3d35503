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
  route(app, e.suggestions, ({ actor }) => networkService.suggestions(actor));
};
