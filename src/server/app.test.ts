import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test/build-test-app';
import { createUser } from './test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the application frame', () => {
  it('answers health once ready', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: expect.any(String) });
  });

  it('gives every response a request id, and keeps a sane one from the caller', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers['x-request-id']).toBe('trace-42');
  });

  it('answers an unknown API path with the error shape in French', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Ressource introuvable.' } });
  });

  it('refuses a body over the size limit with 413, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('publishes the OpenAPI document generated from the contracts, to admins only', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const member = await createUser(t.app, t.database.db);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect(
        (await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } })).statusCode,
      ).toBe(404);
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(
      doc.paths['/api/v1/auth/sign-up'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('password');
  });

  it('seeds the default site settings', async () => {
    expect(await t.app.services.settings.get('logging_enabled')).toBe('false');
    expect(await t.app.services.settings.siteName()).toBe('Sankofa');
  });
});
