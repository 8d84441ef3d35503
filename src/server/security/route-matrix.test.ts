import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser, uniqueIp } from '../test/factories';
import { contributions, securityKit } from './contributions';
import {
  buildAndCollect,
  idRoutesWithoutFixture,
  isIdParam,
  isParseable,
  type TableRoute,
} from './route-table';

/**
 * The security suite (issue 11): four rules replayed on Fastify's own route table, so a route added
 * later is covered without a new test. When a new route makes it fail, the message says which table
 * of its area's `<area>.security.ts` to extend (and why that route is an exception, if it is one).
 */

const { t, routes } = await buildAndCollect();
afterAll(async () => {
  await t.close();
});

const isWrite = (route: TableRoute) => route.method !== 'GET';
const routeKeys = new Set(routes.map((route) => route.key));
const pathsInTable = new Set(routes.map((route) => route.url));

// ---------------------------------------------------------------------------------------------
// The tables, declared by each area in `features/<area>/<area>.security.ts` (see area-security.ts)

const { plausibleParams, validBodies, publicWrites, foreignIdAllowed } = contributions;
const ownedResources = contributions.ownedResources(securityKit(t));

// ---------------------------------------------------------------------------------------------
// Requests

/** The route's path with its params filled, checked against its params schema. */
const urlOf = (route: TableRoute, given: Record<string, string> = {}): string => {
  const values = Object.fromEntries(
    route.params.map((name) => [
      name,
      given[name] ?? (isIdParam(name) ? randomUUID() : (plausibleParams[name] ?? 'x')),
    ]),
  );
  if (isParseable(route.paramsSchema) && !route.paramsSchema.safeParse(values).success) {
    throw new Error(`${route.key}: add a value its params schema accepts to its area’s plausibleParams`);
  }
  return route.url.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? 'x').replace('*', 'x');
};

/** The route's entry in validBodies, checked against its body schema so the table cannot drift. */
const bodyOf = (route: TableRoute): unknown => {
  const body = validBodies[route.key];
  if (body !== undefined && isParseable(route.body) && !route.body.safeParse(body).success) {
    throw new Error(`${route.key}: validBodies no longer matches its body schema`);
  }
  return body;
};

/** The route called same-origin (no Origin header), as a visitor or with a member's cookie. */
const send = (route: TableRoute, options: { url?: string; cookie?: string }) => {
  const body = bodyOf(route);
  return t.app.inject({
    method: route.method,
    url: options.url ?? urlOf(route),
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: uniqueIp(),
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
};

/** `[key, route]` rows, so each generated test is named `METHOD /path` in full. */
const named = (list: TableRoute[]) => list.map((route) => [route.key, route] as const);

/** The answer, for a failure message; a 400 means validation ran before the check being measured. */
const answer = (res: LightMyRequestResponse) =>
  `${res.statusCode} ${res.body.slice(0, 300)}${
    res.statusCode === 400
      ? ' (validation ran before the auth check: add a body its schema accepts to validBodies)'
      : ''
  }`;

// ---------------------------------------------------------------------------------------------
// The suite

const apiRoutes = routes.filter((route) => route.url.startsWith('/api/'));
const writes = apiRoutes.filter(isWrite);
const idRoutes = apiRoutes.filter((route) => route.params.some(isIdParam));
const guardedIdRoutes = idRoutes.filter((route) => !(route.key in foreignIdAllowed));
const adminRoutes = apiRoutes.filter((route) => route.url.startsWith('/api/v1/admin/'));
const visitorWrites = writes.filter((route) => !(route.key in publicWrites));

// `member` only meets the cross-site checks, so a sign-out that got through cannot blur the others.
let member: CreatedUser;
let owner: CreatedUser;
let intruder: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  [member, owner, intruder, admin] = await Promise.all([
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db, { role: 'admin' }),
  ]);
});

describe('security suite (issue 11)', () => {
  describe('the route table', () => {
    it('is collected from Fastify while the app is built', () => {
      // Guards against an empty table, which would generate no test at all.
      for (const key of [
        'POST /api/v1/feed/posts',
        'DELETE /api/v1/messages/:id',
        'GET /api/v1/admin/logs',
      ]) {
        expect(routeKeys).toContain(key);
      }
      expect(writes.length).toBeGreaterThan(40);
    });

    it('gives every route with an id param an owner fixture or a reason another member may use it', () => {
      expect(
        idRoutesWithoutFixture(routes, foreignIdAllowed, ownedResources),
        'add each, in its area’s <area>.security.ts, to ownedResources (how to make the owner’s resource) or to foreignIdAllowed (why another member’s id is fine)',
      ).toEqual([]);
    });

    it('names no route that no longer exists', () => {
      const keyed = [
        ...Object.keys(validBodies),
        ...Object.keys(publicWrites),
        ...Object.keys(foreignIdAllowed),
      ];
      expect(keyed.filter((key) => !routeKeys.has(key))).toEqual([]);
      expect(Object.keys(ownedResources).filter((path) => !pathsInTable.has(path))).toEqual([]);
    });
  });

  describe('cross-site writes answer 403 before any route runs', () => {
    it.each(named(writes))('%s', async (_key, route) => {
      for (const headers of [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }]) {
        // A body-less text/plain request: what a form on another site sends without preflight.
        const res = await t.app.inject({
          method: route.method,
          url: urlOf(route),
          headers: { cookie: member.cookie, 'content-type': 'text/plain', ...headers },
          payload: '',
          remoteAddress: uniqueIp(),
        });
        expect(res.statusCode, `${JSON.stringify(headers)}: ${answer(res)}`).toBe(403);
        expect(res.json().error.code).toBe('cross_site_request');
      }
    });
  });

  describe('another member’s id answers 403 or 404 and changes nothing', () => {
    it.each(named(guardedIdRoutes.filter((route) => route.url in ownedResources)))(
      '%s',
      async (_key, route) => {
        const owned = await ownedResources[route.url]?.(owner);
        if (!owned) throw new Error(`${route.key}: no fixture`);
        // A param left to a random UUID would make the 404 meaningless.
        for (const name of route.params.filter(isIdParam)) expect(owned.params).toHaveProperty(name);
        const before = await owned.read();
        expect(before.length).toBeGreaterThan(0);
        const res = await send(route, { url: urlOf(route, owned.params), cookie: intruder.cookie });
        expect([403, 404], answer(res)).toContain(res.statusCode);
        expect(await owned.read()).toEqual(before);
      },
    );

    // The allow-list's claim, checked where it is cheap: a member's public reads answer another member.
    const publicReads = idRoutes.filter(
      (route) =>
        route.key in foreignIdAllowed &&
        route.method === 'GET' &&
        route.params.every((name) => name === 'profileId'),
    );
    it.each(named(publicReads))('%s answers another member 200 (allowed by design)', async (_key, route) => {
      const res = await send(route, { url: urlOf(route, { profileId: owner.id }), cookie: intruder.cookie });
      expect(res.statusCode, answer(res)).toBe(200);
    });
  });

  describe('admin routes answer 401 to a visitor and 403 to a member, and let an admin in', () => {
    it.each(named(adminRoutes))('%s', async (_key, route) => {
      // No body on purpose: the admin check must come before validation.
      const visitor = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        remoteAddress: uniqueIp(),
      });
      expect(visitor.statusCode, answer(visitor)).toBe(401);
      expect(visitor.json().error.code).toBe('unauthenticated');
      const plain = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: { cookie: intruder.cookie },
        remoteAddress: uniqueIp(),
      });
      expect(plain.statusCode, answer(plain)).toBe(403);
      expect(plain.json().error.code).toBe('forbidden');
      // A guard refusing everyone would pass the two checks above.
      const allowed = await t.app.inject({
        method: route.method,
        url: urlOf(route),
        headers: { cookie: admin.cookie },
        remoteAddress: uniqueIp(),
      });
      expect([401, 403], answer(allowed)).not.toContain(allowed.statusCode);
    });
  });

  describe('a path parameter longer than the router takes answers the platform’s 404, in French', () => {
    // Fastify's router refuses a segment over 100 characters before any route runs; it answered 414
    // with its own English body, echoing the URL.
    const withParams = routes.filter((route) => route.method === 'GET' && route.params.length > 0);
    it.each(named(withParams))('%s', async (_key, route) => {
      const url = route.url.replace(/:\w+/g, 'a'.repeat(101));
      const res = await t.app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
      expect(res.statusCode, answer(res)).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Ressource introuvable.' } });
    });
  });

  describe('a visitor’s write answers 401 unless public by design', () => {
    it.each(named(visitorWrites))('%s', async (_key, route) => {
      const res = await send(route, {});
      expect(res.statusCode, answer(res)).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    });

    it.each(['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/auth/change-password'])(
      'better-auth’s own POST %s is not exposed',
      async (url) => {
        // Only the two mailed links of better-auth are mounted; its other endpoints would skip our limits.
        const res = await t.app.inject({ method: 'POST', url, payload: {}, remoteAddress: uniqueIp() });
        expect(res.statusCode).toBe(404);
      },
    );
  });
});
