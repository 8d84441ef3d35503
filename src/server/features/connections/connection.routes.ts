import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ConnectionParams,
  ConnectionProfileParams,
  ConnectionStatusResponse,
  ConnectionsPage,
  ConnectionsQuery,
  CreateConnectionBody,
  CreateConnectionResponse,
  PendingCountResponse,
} from '../../../common/contracts/connections';
import { requireActor } from '../../plugins/actor';
import type { ConnectionService } from './connection.service';

const tags = ['connections'];

/** Connections between members (000 §4 "Connection between two members", §7, §8 "Connection flow"). */
export const connectionRoutes: FastifyPluginAsyncZod<{ connectionService: ConnectionService }> = async (
  app,
  { connectionService },
) => {
  app.post(
    '/connections',
    { schema: { tags, body: CreateConnectionBody, response: { 201: CreateConnectionResponse } } },
    async (request, reply) => {
      const result = await connectionService.request(await requireActor(request), request.body.recipientId);
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/connections',
    { schema: { tags, querystring: ConnectionsQuery, response: { 200: ConnectionsPage } } },
    async (request) => connectionService.listAccepted(await requireActor(request), request.query),
  );

  app.get(
    '/connections/pending',
    { schema: { tags, querystring: ConnectionsQuery, response: { 200: ConnectionsPage } } },
    async (request) => connectionService.listPendingReceived(await requireActor(request), request.query),
  );

  app.get(
    '/connections/pending/count',
    { schema: { tags, response: { 200: PendingCountResponse } } },
    async (request) => connectionService.pendingCount(await requireActor(request)),
  );

  app.get(
    '/connections/status/:profileId',
    { schema: { tags, params: ConnectionProfileParams, response: { 200: ConnectionStatusResponse } } },
    async (request) => connectionService.getStatus(await requireActor(request), request.params.profileId),
  );

  app.post(
    '/connections/:id/accept',
    { schema: { tags, params: ConnectionParams, response: { 200: ConnectionStatusResponse } } },
    async (request) => connectionService.accept(await requireActor(request), request.params.id),
  );

  app.post(
    '/connections/:id/reject',
    { schema: { tags, params: ConnectionParams, response: { 200: ConnectionStatusResponse } } },
    async (request) => connectionService.reject(await requireActor(request), request.params.id),
  );

  app.delete(
    '/connections/:id',
    { schema: { tags, params: ConnectionParams, response: { 200: ConnectionStatusResponse } } },
    async (request) => connectionService.remove(await requireActor(request), request.params.id),
  );
};
