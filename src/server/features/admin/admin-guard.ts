import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { requireActor } from '../../plugins/actor';
import type { LogService } from '../logs/log.service';
import { canOpenAdminArea } from './admin.policy';

/**
 * Every route registered in this scope answers only admins: 401 for a visitor, 403 for a member, and
 * each refused member leaves an `unauthorized_access_attempt` log row (000 §6). It runs on request,
 * before the body is read and validated, so a refused caller never gets a 400 describing admin input.
 */
export const guardAdminScope = (app: FastifyInstance, logs: LogService) => {
  app.addHook('onRequest', async (request) => {
    const actor = await requireActor(request);
    if (canOpenAdminArea(actor)) return;
    await logs.recordAlways(actor.id, 'unauthorized_access_attempt', {
      path: request.url,
      method: request.method,
      email: actor.email,
      role: actor.role,
      at: new Date().toISOString(),
    });
    throw new AppError('forbidden');
  });
};
