import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorCode } from '../../common/errors';
import { isCountedWriteLimit, writeLimits } from '../../common/limits';

/** What the plugin needs of the rate-limit service (`rate-limits/rate-limit.service.ts`). */
export interface WriteCounter {
  consume(
    name: string,
    subject: string,
    rule: { max: number; windowSeconds: number; by?: string },
    code: ErrorCode,
  ): Promise<void>;
}

/**
 * Enforces the write limit an endpoint declares (`limit:`, issue 32 §5), so an area never hand-writes
 * one: once the request passed its access check and its validation, and before its handler runs, one
 * write is counted per member (the account, wherever the member connects from), or per network address
 * for a visitor on a public write, in the database counters every instance shares; past the rule's `max`
 * the request answers its 429 with Retry-After and the handler never runs.
 */
export const writeLimitsPlugin = fp<{ counter: WriteCounter }>(
  async (app: FastifyInstance, { counter }) => {
    // Attached to the routes that declare a counted limit only: every other request runs no hook.
    app.addHook('onRoute', (options) => {
      const endpoint = options.config?.endpoint;
      const limit = endpoint?.limit;
      if (!endpoint || limit === undefined || !isCountedWriteLimit(limit)) return;
      const { code, max, windowSeconds, ...rule } = writeLimits[limit];
      const name = 'perEndpoint' in rule ? `${limit}:${endpoint.method} ${endpoint.path}` : limit;
      const enforce: preHandlerAsyncHookHandler = async (request) => {
        const actor = await request.actor();
        if (actor) await counter.consume(name, actor.id, { max, windowSeconds }, code);
        else await counter.consume(name, request.ip, { max, windowSeconds, by: 'ip' }, code);
      };
      options.preHandler = [options.preHandler ?? []].flat().concat(enforce);
    });
  },
  { name: 'write-limits' },
);
