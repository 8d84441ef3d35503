import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import type { Method } from './area-security';

/** Fastify's route table, as the generated security suites replay their rules on it. */

export interface TableRoute {
  method: Method;
  url: string;
  /** `METHOD /path`, the name of each generated test. */
  key: string;
  params: string[];
  body: unknown;
  paramsSchema: unknown;
}

interface Parseable {
  safeParse(value: unknown): { success: boolean; error?: unknown };
}
export const isParseable = (schema: unknown): schema is Parseable =>
  typeof schema === 'object' &&
  schema !== null &&
  typeof (schema as { safeParse?: unknown }).safeParse === 'function';

const methods = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const toRoutes = (options: RouteOptions): TableRoute[] =>
  [options.method].flat().flatMap((method) =>
    // HEAD routes are Fastify's automatic twins of the GETs.
    methods.has(method)
      ? [
          {
            method: method as Method,
            url: options.url,
            key: `${method} ${options.url}`,
            params: [...options.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? ''),
            body: options.schema?.body,
            paramsSchema: options.schema?.params,
          },
        ]
      : [],
  );

/**
 * The app on a fresh database, and every route registered while it was built. buildApp takes no hook,
 * so the collector joins through the `fastify.initialization` channel Fastify publishes as soon as the
 * instance exists, before any plugin registers a route.
 */
export const buildAndCollect = async (): Promise<{ t: TestApp; routes: TableRoute[] }> => {
  const collected: RouteOptions[] = [];
  const onInstance = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options) => {
      collected.push(options);
    });
  };
  diagnostics.subscribe('fastify.initialization', onInstance);
  try {
    const t = await buildTestApp();
    return { t, routes: collected.flatMap(toRoutes) };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInstance);
  }
};

export const isIdParam = (name: string) => /id$/i.test(name);

/**
 * The API routes with an id param that have neither an owner fixture (`ownedResources`, by path) nor a
 * reason another member's id is fine (`foreignIdAllowed`): the ownership check would skip them.
 */
export const idRoutesWithoutFixture = (
  routes: TableRoute[],
  foreignIdAllowed: Record<string, string>,
  ownedResources: Record<string, unknown>,
): string[] =>
  routes
    .filter((route) => route.url.startsWith('/api/') && route.params.some(isIdParam))
    .filter((route) => !(route.key in foreignIdAllowed) && !(route.url in ownedResources))
    .map((route) => route.key);

/**
 * Staff screens see every member whatever the blocks between members: moderation (reports, users,
 * testimonials) needs the whole picture, and a block is between two members, not between a member and
 * the platform.
 */
const isStaffScreen = (key: string) => key.startsWith('GET /api/v1/admin/');

/** The GET routes a block must hide the other member on: every one but the staff screens. */
export const memberReads = (routes: TableRoute[]): string[] =>
  routes.filter((route) => route.method === 'GET' && !isStaffScreen(route.key)).map((route) => route.key);

/** The member reads with neither a fixture in `listed` nor a reason in `notAList`. */
export const readsWithoutFixture = (
  routes: TableRoute[],
  listed: Record<string, unknown>,
  notAList: Record<string, string>,
): string[] => memberReads(routes).filter((key) => !(key in listed) && !(key in notAList));
