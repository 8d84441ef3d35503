import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../common/endpoint';
import { actorPlugin } from '../plugins/actor';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser } from '../test/factories';
import { route } from './route';

/*
 * route() on a bare Fastify instance with the real actor plugin: the test app's sessions and members,
 * and endpoints that exist only here.
 */

const Who = z.object({ role: z.string().nullable() });
const Note = z.object({ text: z.string().min(3) });
const probe = {
  open: endpoint('GET', '/probe/open', { response: Who, access: 'public' }),
  openWrite: endpoint('POST', '/probe/open', { response: Who, access: 'public' }),
  members: endpoint('POST', '/probe/members/:id', {
    params: z.object({ id: z.uuid() }),
    query: z.object({ n: z.coerce.number().int() }),
    body: Note,
    response: z.object({ id: z.string(), n: z.number(), text: z.string(), role: z.string() }),
    status: 201,
    access: 'member',
  }),
  editors: endpoint('PATCH', '/probe/editors', {
    body: Note,
    response: Who,
    access: { ability: 'pages.edit' },
  }),
  gone: endpoint('DELETE', '/probe/gone', { response: z.null(), status: 204, access: 'member' }),
  nested: endpoint('GET', '/probe/nested/deep', { response: Who, access: 'public' }),
};

let t: TestApp;
let app: FastifyInstance;
let member: CreatedUser;
let editor: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  await app.register(actorPlugin, { sessions: t.app.services.sessionResolver });
  await app.register(
    async (scope) => {
      route(scope, probe.open, ({ actor }) => ({ role: actor?.role ?? null }));
      route(scope, probe.openWrite, ({ actor }) => ({ role: actor?.role ?? null }));
      route(scope, probe.members, ({ actor, params, query, body }) => ({
        id: params.id,
        n: query.n,
        text: body.text,
        role: actor.role,
      }));
      route(scope, probe.editors, ({ actor }) => ({ role: actor.role }));
      route(scope, probe.gone, () => ({ ignored: true }));
    },
    { prefix: '/api/v1' },
  );
  // An area registered deeper than /api/v1 (as auth and admin are): paths stay relative to /api/v1.
  await app.register(
    async (scope) => {
      route(scope, probe.nested, () => ({ role: 'nested' }));
    },
    { prefix: '/api/v1/probe/nested' },
  );
  await app.ready();
  [member, editor, admin] = await Promise.all([
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db, { role: 'contentmanager' }),
    createUser(t.app, t.database.db, { role: 'admin' }),
  ]);
});

afterAll(async () => {
  await app?.close();
  await t?.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  user: CreatedUser | null,
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method,
    url,
    headers: user ? { cookie: user.cookie } : {},
    ...(payload ? { payload } : {}),
  });

const id = '0b6f2c1e-4f7a-4d1c-9a4e-2f3b5c6d7e8f';

describe('route()', () => {
  it("gives a public endpoint's handler the actor, or null for a visitor", async () => {
    expect((await call('GET', '/api/v1/probe/open', null)).json()).toEqual({ role: null });
    expect((await call('GET', '/api/v1/probe/open', member)).json()).toEqual({ role: 'user' });
  });

  it('lets a visitor make a public write', async () => {
    const res = await call('POST', '/api/v1/probe/open', null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ role: null });
  });

  it("answers a visitor 401 on a member endpoint before validating anything, and a member's bad input 400", async () => {
    const visitor = await call('POST', '/api/v1/probe/members/not-a-uuid?n=x', null, { text: '' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error.code).toBe('unauthenticated');
    const invalid = await call('POST', '/api/v1/probe/members/not-a-uuid?n=x', member, { text: '' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.code).toBe('validation_failed');
  });

  it('hands a member the parsed params, query and body, with the endpoint status', async () => {
    const res = await call('POST', `/api/v1/probe/members/${id}?n=7`, member, { text: 'Bonjour' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id, n: 7, text: 'Bonjour', role: 'user' });
  });

  it('answers 401 to a visitor and 403 to a member without the ability, before validation', async () => {
    const visitor = await call('PATCH', '/api/v1/probe/editors', null, {});
    expect(visitor.statusCode).toBe(401);
    const plain = await call('PATCH', '/api/v1/probe/editors', member, {});
    expect(plain.statusCode).toBe(403);
    expect(plain.json().error.code).toBe('forbidden');
  });

  it('lets in every role with the ability', async () => {
    for (const user of [editor, admin]) {
      const res = await call('PATCH', '/api/v1/probe/editors', user, { text: 'Bonjour' });
      expect(res.statusCode).toBe(200);
    }
    expect((await call('PATCH', '/api/v1/probe/editors', editor, { text: 'Bonjour' })).json()).toEqual({
      role: 'contentmanager',
    });
  });

  it('sends no body with a 204, whatever the handler returns', async () => {
    const res = await call('DELETE', '/api/v1/probe/gone', member);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('registers a path relative to /api/v1 under a deeper prefix, and refuses one outside it', async () => {
    expect((await call('GET', '/api/v1/probe/nested/deep', null)).json()).toEqual({ role: 'nested' });
    const other = Fastify().withTypeProvider<ZodTypeProvider>();
    await expect(
      other
        .register(
          async (scope) => {
            route(scope, probe.open, () => ({ role: null }));
          },
          { prefix: '/api/v1/auth' },
        )
        .ready(),
    ).rejects.toThrow('/api/v1/probe/open is outside the prefix /api/v1/auth');
    await other.close();
  });
});
