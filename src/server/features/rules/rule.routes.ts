import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ruleEndpoints as e } from '../../../common/contracts/rules';
import { route } from '../../lib/route';
import type { RuleService } from './rule.service';

/** /admin/rules (001 §2.15): admin only, each endpoint's access says so; the unsubscribe link is public. */
export const ruleRoutes: FastifyPluginAsyncZod<{ rules: RuleService }> = async (app, { rules }) => {
  route(app, e.list, () => rules.list());
  route(app, e.executions, () => rules.executions());
  route(app, e.stats, () => rules.stats());
  route(app, e.create, ({ actor, body }) => rules.create(actor, body));
  route(app, e.update, ({ actor, params, body }) => rules.update(actor, params.ruleId, body));
  route(app, e.setActive, ({ actor, params, body }) => rules.setActive(actor, params.ruleId, body.isActive));
  route(app, e.remove, async ({ actor, params }) => {
    await rules.remove(actor, params.ruleId);
    return null;
  });
  route(app, e.run, ({ actor, params }) => rules.runNow(actor, params.ruleId));
  route(app, e.unsubscribe, async ({ body }) => {
    await rules.unsubscribe(body.token);
    return null;
  });
};
