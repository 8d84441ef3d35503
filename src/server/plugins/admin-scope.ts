import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Ability, can } from '../../common/permissions';
import { AppError } from '../lib/app-error';
import { translate } from '../lib/i18n';
import type { Actor } from '../platform/actor';
import type { LogService } from '../platform/logs/log.service';
import { requireActor } from './actor';

/**
 * Guards the back office scope, where `app.ts` mounts every area's `adminRoutes`, on request, before the body is read and validated (so a refused caller
 * never gets a 400 describing admin input), in two steps:
 * - the scope opens to staff only: 401 for a visitor, 403 for a member (000 §6);
 * - each endpoint then asks for its ability (`access` of its definition in contracts/admin.ts): a staff
 *   member without it gets 403 'Accès réservé aux administrateurs.' (001 §6's text for staff screens).
 * The endpoint's own access check (lib/route.ts) runs after this one and passes. Every refusal of a
 * signed-in caller leaves an `unauthorized_access_attempt` log row.
 */
export const guardAdminScope = (app: FastifyInstance, logs: LogService) => {
  const refuse = (
    request: FastifyRequest,
    actor: Actor,
    why: { ability: Ability } | { missing: 'second_factor' } | null,
  ) =>
    logs.recordAlways(actor.id, 'unauthorized_access_attempt', {
      path: request.url,
      method: request.method,
      email: actor.email,
      // A staff member without a second factor acts as a member: the log names the role they hold.
      role: actor.staffLocked ? actor.profile.role : actor.role,
      ...why,
      at: new Date().toISOString(),
    });

  app.addHook('onRequest', async (request) => {
    const actor = await requireActor(request);
    // Staff open the back office only with a second factor (issue 33 §4): the server says which step is
    // missing, and the web shows the enrolment instead of the screen.
    if (actor.staffLocked) {
      await refuse(request, actor, { missing: 'second_factor' });
      throw new AppError('two_factor_required');
    }
    if (!can(actor.role, 'admin.open')) {
      await refuse(request, actor, null);
      throw new AppError('forbidden');
    }
    const access = request.routeOptions.config.endpoint?.access;
    const ability = typeof access === 'object' ? access.ability : undefined;
    if (ability === undefined || can(actor.role, ability)) return;
    await refuse(request, actor, { ability });
    const refusal = typeof access === 'object' ? access.refusal : undefined;
    throw new AppError('forbidden', { message: translate(refusal ?? 'admin.access.adminOnly') });
  });
};
