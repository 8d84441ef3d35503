import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, sessionUserOf } from '../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A body-less text/plain POST, the kind a plain HTML form on another site sends without preflight. */
const signOut = (cookie: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-out',
    headers: { cookie, 'content-type': 'text/plain', ...headers },
  });

describe('cross-site writes (issue 11 §3)', () => {
  it.each([
    ['another Origin', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame, file:)', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['same-looking origin on another port', { origin: 'http://localhost:4000' }],
    ['a Referer from another site and no Origin', { referer: 'https://evil.example/page' }],
  ])('refuses %s with 403 cross_site_request, and does nothing', async (_label, headers) => {
    const member = await createUser(t.app, t.database.db);
    const res = await signOut(member.cookie, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({
      code: 'cross_site_request',
      message: 'Requête refusée : elle ne provient pas de ce site.',
    });
    expect((await sessionUserOf(t.app, member.cookie))?.id).toBe(member.id);
  });

  it.each([
    ['the site’s own Origin', { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }],
    ['the loopback twin of a local install', { origin: 'http://127.0.0.1:3000' }],
    ['no Origin at all (a client that is not a browser)', {}],
  ])('lets %s through', async (_label, headers) => {
    const member = await createUser(t.app, t.database.db);
    expect((await signOut(member.cookie, headers)).statusCode).toBe(200);
    expect(await sessionUserOf(t.app, member.cookie)).toBeNull();
  });

  it('lets reads from anywhere through (they change nothing)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.statusCode).toBe(200);
  });
});
