import type { FastifyReply, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Access, type AnyEndpoint, apiPrefix } from '../../common/endpoint';
import { can } from '../../common/permissions';
import type { Actor } from '../platform/actor';
import { requireActor } from '../plugins/actor';
import { AppError } from './app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The definition a route was registered from (`route()`), for the generated security tests. */
    endpoint?: AnyEndpoint;
  }
}

/** The body of an `OkResponse`, for handlers whose service answers nothing. */
export const ok = { ok: true } as const;

/** The instance an area's plugin receives. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type OutputOf<E, K extends 'params' | 'query' | 'body'> = E extends {
  readonly [key in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** What a handler receives: the actor resolved from `access`, and the parsed request. */
export interface HandlerContext<E extends AnyEndpoint> {
  /** The signed-in member; null only on a public endpoint, for a visitor. */
  actor: E['access'] extends 'public' ? Actor | null : Actor;
  params: OutputOf<E, 'params'>;
  query: OutputOf<E, 'query'>;
  body: OutputOf<E, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The response body; a 204 sends none, so whatever its handler returns is dropped. */
type HandlerResult<E extends AnyEndpoint> = E extends { readonly status: 204 }
  ? unknown
  : z.output<E['response']>;

/**
 * A handler returns the response body, or the reply itself once it has sent something else through it
 * (a streamed file: a CSV export), as Fastify's own "return reply".
 */
export type Handler<E extends AnyEndpoint> = (
  context: HandlerContext<E>,
) => HandlerResult<E> | FastifyReply | Promise<HandlerResult<E> | FastifyReply>;

/**
 * 401 for a visitor, 403 for a member whose role lacks the ability (two_factor_required for staff who
 * have not enrolled a second factor yet). Runs on request, before the body is
 * read or validated, so a refused caller never learns what the endpoint expects.
 */
export const accessGuard =
  (access: Exclude<Access, 'public'>): onRequestAsyncHookHandler =>
  async (request) => {
    const actor = await requireActor(request);
    if (access === 'member') return;
    // A staff member without a second factor acts as a member until they enrol (issue 33 §4).
    if (actor.staffLocked) throw new AppError('two_factor_required');
    if (!can(actor.role, access.ability)) throw new AppError('forbidden');
  };

/** The endpoint's URL inside the plugin's prefix (areas register under `/api/v1` or deeper). */
const urlUnder = (prefix: string, path: string): string => {
  const url = `${apiPrefix}${path}`;
  if (prefix === '' || url === prefix || url.startsWith(`${prefix}/`)) return url.slice(prefix.length);
  throw new Error(`${url} is outside the prefix ${prefix} its plugin is registered under`);
};

/**
 * Registers an endpoint definition on an area's plugin: its schemas validate and serialise (and feed
 * OpenAPI), its `access` answers 401/403 before anything else runs, and the handler gets the actor and
 * the parsed request. The status is the endpoint's (its first one when it lists several).
 */
export const route = <E extends AnyEndpoint>(app: ZodApp, endpoint: E, handler: Handler<E>): void => {
  const statuses = [endpoint.status ?? 200].flat();
  const schema: FastifySchema = {
    tags: [endpoint.tag ?? endpoint.path.split('/')[1] ?? 'api'],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.access === 'public' ? {} : { security: [{ session: [] }] }),
    ...(typeof endpoint.access === 'object' ? { description: `Needs \`${endpoint.access.ability}\`.` } : {}),
    response: Object.fromEntries(statuses.map((status) => [status, endpoint.response])),
  };
  const { access } = endpoint;
  app.route({
    method: endpoint.method,
    url: urlUnder(app.prefix, endpoint.path),
    schema,
    // `public` also tells plugins/actor.ts that a visitor may make this write.
    config: { public: access === 'public', endpoint },
    ...(access === 'public' ? {} : { onRequest: accessGuard(access) }),
    handler: async (request, reply) => {
      const actor = access === 'public' ? await request.actor() : await requireActor(request);
      reply.status(statuses[0] ?? 200);
      const context = {
        actor,
        params: endpoint.params ? request.params : undefined,
        query: endpoint.query ? request.query : undefined,
        body: endpoint.body ? request.body : undefined,
        request,
        reply,
      };
      // Fastify has parsed params, query and body with this endpoint's schemas and the guard made sure of
      // the actor, but a generic E cannot carry the type provider's inference through to here.
      const result = await handler(context as HandlerContext<E>);
      if (reply.sent || result === reply) return reply;
      return reply.send(reply.statusCode === 204 ? null : result);
    },
  });
};
