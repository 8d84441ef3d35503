import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnyEndpoint, urlOf } from '../../common/endpoint';
import type { Role } from '../../common/permissions';
import { type Ability, can } from '../../common/permissions';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser, uniqueIp } from '../test/factories';
import { type Definition, definitions } from './endpoint-definitions';

/**
 * Access, generated from the endpoint definitions (issue 12): every definition exported by a contract
 * is walked, so an endpoint added later is covered without a new test. `member` answers a visitor 401;
 * `{ ability }` answers a visitor 401 and every role without the ability 403, and lets a role with it in.
 * Access is checked on request, before validation: the requests are invalid on purpose.
 */

const roles: readonly Role[] = ['user', 'mentor', 'admin', 'contentmanager', 'moderateur', 'comite'];

/**
 * Fastify's route table as the app is built. buildApp takes no hook, so the collector joins through the
 * `fastify.initialization` channel Fastify publishes as soon as the instance exists.
 */
const buildAndCollect = async (): Promise<{ t: TestApp; table: RouteOptions[] }> => {
  const table: RouteOptions[] = [];
  const onInstance = (message: unknown) => {
    // The channel's message type is not exported: Fastify documents it as `{ fastify }`.
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (options) => {
      table.push(options);
    });
  };
  diagnostics.subscribe('fastify.initialization', onInstance);
  try {
    return { t: await buildTestApp(), table };
  } finally {
    diagnostics.unsubscribe('fastify.initialization', onInstance);
  }
};

const { t, table } = await buildAndCollect();
afterAll(async () => {
  await t.close();
});

/** API routes registered by hand, each with the reason it has no endpoint definition. */
const handRegistered: Record<string, string> = {
  'GET /api/v1/realtime': 'the WebSocket handshake (plugins/realtime.ts) checks its own origin and session',
};

const apiRoutes = table
  .filter((options) => options.url.startsWith('/api/v1/') && options.method !== 'HEAD')
  .map((options) => ({ key: `${[options.method].flat().join(',')} ${options.url}`, options }));

/**
 * Every call is invalid wherever it can be (path params that are neither UUIDs, slugs nor slots, a JSON
 * body that is not an object): a check that ran after validation would answer 400, not 401 or 403.
 */
const invalidParam = 'Not_A_UUID';
const call = (endpoint: AnyEndpoint, user: CreatedUser | null) =>
  t.app.inject({
    method: endpoint.method,
    url: urlOf(
      endpoint,
      Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name, invalidParam])),
    ),
    headers: {
      ...(user ? { cookie: user.cookie } : {}),
      ...(endpoint.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(endpoint.method === 'GET' ? {} : { payload: '"x"' }),
    remoteAddress: uniqueIp(),
  });

const answer = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 300)}`;

const named = (list: Definition[]) => list.map((definition) => [definition.name, definition] as const);

const abilityOf = (endpoint: AnyEndpoint): Ability | null =>
  typeof endpoint.access === 'object' ? endpoint.access.ability : null;

const memberOnly = definitions.filter(({ endpoint }) => endpoint.access === 'member');
const byAbility = definitions.filter(({ endpoint }) => abilityOf(endpoint) !== null);
const publicOnes = definitions.filter(({ endpoint }) => endpoint.access === 'public');
/** Calls that stop at validation (or find nothing) once let in, so letting a member in changes nothing. */
const isHarmless = (endpoint: AnyEndpoint) =>
  endpoint.method === 'GET' ||
  endpoint.params !== undefined ||
  endpoint.body !== undefined ||
  endpoint.multipart === true;

const members = new Map<Role, CreatedUser>();
beforeAll(async () => {
  for (const role of roles) members.set(role, await createUser(t.app, t.database.db, { role }));
});
const memberWith = (role: Role): CreatedUser => {
  const user = members.get(role);
  if (!user) throw new Error(`no ${role} member`);
  return user;
};

describe('endpoint access, generated from the definitions', () => {
  describe('the definitions', () => {
    it('are found in the contracts', () => {
      // Guards against an empty walk, which would generate no test at all.
      expect(definitions.map((definition) => definition.name)).toEqual(
        expect.arrayContaining(['feedEndpoints.createPost', 'authEndpoints.signIn', 'messageEndpoints.send']),
      );
      expect(memberOnly.length).toBeGreaterThan(50);
    });

    it('are each registered on the app by route()', () => {
      const registered = new Set(apiRoutes.map(({ options }) => options.config?.endpoint));
      expect(definitions.filter(({ endpoint }) => !registered.has(endpoint)).map((d) => d.name)).toEqual([]);
    });

    it('cover every API route but the ones registered by hand for a stated reason', () => {
      const unlisted = apiRoutes
        .filter(({ key, options }) => options.config?.endpoint === undefined && !(key in handRegistered))
        .map(({ key }) => key);
      expect(unlisted, 'define an endpoint and register it with route(), or say why not').toEqual([]);
      const keys = new Set(apiRoutes.map(({ key }) => key));
      const converted = apiRoutes.filter(({ options }) => options.config?.endpoint).map(({ key }) => key);
      const stale = Object.keys(handRegistered).filter((key) => !keys.has(key) || converted.includes(key));
      expect(stale, 'these are gone or now defined: remove them from handRegistered').toEqual([]);
    });
  });

  describe("'member' answers a visitor 401 and lets a member in", () => {
    it.each(named(memberOnly))('%s', async (_name, { endpoint }) => {
      const visitor = await call(endpoint, null);
      expect(visitor.statusCode, answer(visitor)).toBe(401);
      expect(visitor.json().error.code).toBe('unauthenticated');
    });

    // A check refusing everyone would pass the test above.
    it.each(named(memberOnly.filter(({ endpoint }) => isHarmless(endpoint))))(
      '%s lets a member in',
      async (_name, { endpoint }) => {
        const res = await call(endpoint, memberWith('user'));
        expect([401, 403], answer(res)).not.toContain(res.statusCode);
      },
    );
  });

  describe('an ability answers a visitor 401, each role without it 403, and lets a role with it in', () => {
    it.each(named(byAbility))('%s', async (_name, { endpoint }) => {
      const ability = abilityOf(endpoint);
      if (!ability) throw new Error('not an ability endpoint');
      const visitor = await call(endpoint, null);
      expect(visitor.statusCode, answer(visitor)).toBe(401);
      expect(visitor.json().error.code).toBe('unauthenticated');
      const without = roles.filter((role) => !can(role, ability));
      expect(without).toContain('user');
      for (const role of without) {
        const res = await call(endpoint, memberWith(role));
        expect(res.statusCode, `${role}: ${answer(res)}`).toBe(403);
        expect(res.json().error.code).toBe('forbidden');
      }
      if (!isHarmless(endpoint)) return;
      for (const role of roles.filter((role) => can(role, ability))) {
        const res = await call(endpoint, memberWith(role));
        expect([401, 403], `${role}: ${answer(res)}`).not.toContain(res.statusCode);
      }
    });
  });

  describe("'public' lets a visitor in", () => {
    it.each(named(publicOnes))('%s', async (_name, { endpoint }) => {
      const res = await call(endpoint, null);
      expect([401, 403], answer(res)).not.toContain(res.statusCode);
    });
  });
});
