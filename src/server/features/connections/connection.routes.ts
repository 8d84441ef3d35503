import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { connectionEndpoints as e } from '../../../common/contracts/connections';
import { route } from '../../lib/route';
import type { ConnectionService } from './connection.service';

/** Connections between members (000 §4 "Connection between two members", §7, §8 "Connection flow"). */
export const connectionRoutes: FastifyPluginAsyncZod<{ connectionService: ConnectionService }> = async (
  app,
  { connectionService },
) => {
  route(app, e.request, ({ actor, body }) => connectionService.request(actor, body.recipientId));
  route(app, e.listAccepted, ({ actor, query }) => connectionService.listAccepted(actor, query));
  route(app, e.listPending, ({ actor, query }) => connectionService.listPendingReceived(actor, query));
  route(app, e.pendingCount, ({ actor }) => connectionService.pendingCount(actor));
  route(app, e.status, ({ actor, params }) => connectionService.getStatus(actor, params.profileId));
  route(app, e.accept, ({ actor, params }) => connectionService.accept(actor, params.id));
  route(app, e.reject, ({ actor, params }) => connectionService.reject(actor, params.id));
  route(app, e.remove, ({ actor, params }) => connectionService.remove(actor, params.id));
};
