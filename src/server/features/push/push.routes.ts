import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pushEndpoints as e } from '../../../common/contracts/push';
import { ok, route } from '../../lib/route';
import type { PushService } from './push.service';

/** A device's Web Push subscription (docs/areas/pwa.md). */
export const pushRoutes: FastifyPluginAsyncZod<{ pushService: PushService }> = async (
  app,
  { pushService },
) => {
  route(app, e.key, () => pushService.key());
  route(app, e.subscribe, ({ actor, body }) => pushService.subscribe(actor, body).then(() => ok));
  route(app, e.unsubscribe, ({ actor, query }) =>
    pushService.unsubscribe(actor, query.endpoint).then(() => ok),
  );
};
