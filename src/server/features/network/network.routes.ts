import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NetworkSearchQuery,
  NetworkSearchResponse,
  NetworkSuggestionsResponse,
} from '../../../common/contracts/network';
import { requireActor } from '../../plugins/actor';
import type { NetworkService } from './network.service';

const tags = ['network'];

/** The network page (000 §2.6): members only. */
export const networkRoutes: FastifyPluginAsyncZod<{ networkService: NetworkService }> = async (
  app,
  { networkService },
) => {
  app.get(
    '/network/profiles',
    { schema: { tags, querystring: NetworkSearchQuery, response: { 200: NetworkSearchResponse } } },
    async (request) => networkService.search(await requireActor(request), request.query),
  );

  app.get(
    '/network/suggestions',
    { schema: { tags, response: { 200: NetworkSuggestionsResponse } } },
    async (request) => networkService.suggestions(await requireActor(request)),
  );
};
