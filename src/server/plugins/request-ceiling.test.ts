import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, requestCeiling } from '../../common/limits';
import { loadConfig, parseTrustProxy } from '../config';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, multipartFile } from '../test/factories';

describe('the per-address request ceiling (issue 11 §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One proxy in front: the client is the last address it adds to X-Forwarded-For.
    t = await buildTestApp({
      requestCeiling: { perMinute: 30, visitorApiPerMinute: 5, visitorPerMinute: 30 },
      trustProxy: 1,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const publicSettings = (ip: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/settings/public',
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    });

  it('gives a visitor’s API calls the small bucket, then 429 in French with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await publicSettings('203.0.113.7')).statusCode).toBe(200);
    const refused = await publicSettings('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual({
      code: 'too_many_requests',
      message: 'Trop de requêtes depuis votre connexion. Veuillez patienter une minute avant de réessayer.',
    });
    // Another address is not affected, and the health probe never counts.
    expect((await publicSettings('203.0.113.8')).statusCode).toBe(200);
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(health.statusCode).toBe(200);
  });

  it('never counts the built app’s files, which a page loads many of at once', async () => {
    for (let i = 0; i < 40; i++) {
      const chunk = await t.app.inject({
        method: 'GET',
        url: `/assets/chunk-${i}.js`,
        headers: { 'x-forwarded-for': '203.0.113.20' },
      });
      expect(chunk.statusCode).not.toBe(429);
    }
    // The address's allowance is whole: a page of its own still answers.
    expect((await publicSettings('203.0.113.20')).statusCode).toBe(200);
  });

  it('does not take a made-up session cookie for a member (issue 33 §6)', async () => {
    const forged = 'sankofa.session_token=abc.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D';
    for (let i = 0; i < 5; i++) expect((await publicSettings('203.0.113.40', forged)).statusCode).toBe(200);
    expect((await publicSettings('203.0.113.40', forged)).statusCode).toBe(429);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 1; i <= 5; i++) expect((await publicSettings(`2001:db8:40::${i}`)).statusCode).toBe(200);
    expect((await publicSettings('2001:db8:40::99')).statusCode).toBe(429);
    expect((await publicSettings('2001:db8:41::1')).statusCode).toBe(200);
  });

  it('gives members the larger bucket, and still ends it', async () => {
    const member = await createUser(t.app, t.database.db);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await publicSettings('198.51.100.9', member.cookie)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('counts each member’s session, never the address members share (issue 32 §6)', async () => {
    // Two members behind one carrier-grade NAT address: the first spends a whole minute's allowance.
    const [first, second] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db)];
    for (let i = 0; i < 30; i++) await publicSettings('198.51.100.77', first.cookie);
    expect((await publicSettings('198.51.100.77', first.cookie)).statusCode).toBe(429);
    expect((await publicSettings('198.51.100.77', second.cookie)).statusCode).toBe(200);
    // Nor do the visitors behind it lose theirs.
    expect((await publicSettings('198.51.100.77')).statusCode).toBe(200);
  });

  it('trusts only the one proxy hop it was told of', async () => {
    // The client wrote its own X-Forwarded-For; the proxy appended the real address, which counts.
    for (let i = 0; i < 5; i++) {
      expect((await publicSettings(`10.9.9.${i}, 192.0.2.50`)).statusCode).toBe(200);
    }
    expect((await publicSettings('10.9.9.99, 192.0.2.50')).statusCode).toBe(429);
  });
});

describe('the ceilings as configured, sized on page loads (issue 32 §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    const configured = loadConfig({ DATA_DIR: tmpdir(), AUTH_SECRET: 'x'.repeat(32), LOG_LEVEL: 'silent' });
    t = await buildTestApp({ requestCeiling: configured.requestCeiling, trustProxy: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never refuses a visitor who opens 30 pages in a minute, nor the next visitors on that address', async () => {
    const ip = '203.0.113.99';
    const pages = 30 * 3;
    const statuses = new Set<number>();
    // Three people behind one address, each opening 30 pages of the app: the document, ten API calls
    // (the most one page makes) and twenty pictures.
    for (let page = 0; page < pages; page++) {
      const calls = [
        t.app.inject({ method: 'GET', url: '/evenements', headers: { 'x-forwarded-for': ip } }),
        ...Array.from({ length: requestCeiling.apiCallsPerPage }, () =>
          t.app.inject({ method: 'GET', url: '/api/v1/settings/public', headers: { 'x-forwarded-for': ip } }),
        ),
        ...Array.from({ length: 20 }, (_, n) =>
          t.app.inject({
            method: 'GET',
            url: `/storage/avatars/photo-${n}.jpg`,
            headers: { 'x-forwarded-for': ip },
          }),
        ),
      ];
      for (const response of await Promise.all(calls)) statuses.add(response.statusCode);
    }
    expect([...statuses]).not.toContain(429);
  });

  it('still stops one address that calls the API far beyond what pages need', async () => {
    const ip = '203.0.113.98';
    const allowance = requestCeiling.visitorPagesPerMinute * requestCeiling.apiCallsPerPage;
    let refusedAt = 0;
    for (let call = 1; call <= allowance + 1 && refusedAt === 0; call += 50) {
      const batch = await Promise.all(
        Array.from({ length: 50 }, () =>
          t.app.inject({ method: 'GET', url: '/api/v1/settings/public', headers: { 'x-forwarded-for': ip } }),
        ),
      );
      if (batch.some((response) => response.statusCode === 429)) refusedAt = call;
    }
    expect(refusedAt).toBeGreaterThan(allowance - 50);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 2001:db8::/32', ['10.0.0.0/8', '2001:db8::/32']],
  ])('reads %s', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '-1'])('refuses %s', (value) => {
    expect(parseTrustProxy(value)).toBeUndefined();
  });
});

describe('per-member limits on what members publish (issue 11 §6)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('allows 30 posts an hour, then answers 429 post_rate_limited and stores nothing', async () => {
    const member = await createUser(t.app, t.database.db);
    const post = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/feed/posts',
        headers: { cookie: member.cookie },
        payload: { content: 'Bonjour à tous', mediaIds: [] },
      });
    for (let i = 0; i < rateLimits.post.max; i++) expect((await post()).statusCode).toBe(201);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('post_rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    const mine = await t.app.inject({ method: 'GET', url: `/api/v1/feed/posts?user=${member.id}&limit=50` });
    expect(mine.json().items).toHaveLength(rateLimits.post.max);
  });

  it('limits comments, shares and photo changes per member', async () => {
    const author = await createUser(t.app, t.database.db);
    const member = await createUser(t.app, t.database.db);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/feed/posts',
      headers: { cookie: author.cookie },
      payload: { content: 'Un post à commenter', mediaIds: [] },
    });
    const postId = created.json().id;
    // Fill the member's windows as if they had already acted that many times this hour.
    const { rateLimits: counters } = t.app.services;
    for (let i = 0; i < rateLimits.comment.max; i++)
      await counters.consume('comment', member.id, rateLimits.comment);
    for (let i = 0; i < rateLimits.share.max; i++)
      await counters.consume('share', member.id, rateLimits.share);
    for (let i = 0; i < rateLimits.avatarUpload.max; i++)
      await counters.consume('avatar', member.id, rateLimits.avatarUpload);

    const comment = await t.app.inject({
      method: 'POST',
      url: `/api/v1/feed/posts/${postId}/comments`,
      headers: { cookie: member.cookie },
      payload: { content: 'Bravo' },
    });
    expect(comment.json().error?.code).toBe('comment_rate_limited');
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/v1/feed/posts/${postId}/share`,
      headers: { cookie: member.cookie },
    });
    expect(share.json().error?.code).toBe('share_rate_limited');
    const file = multipartFile('photo.png', Buffer.from('89504e470d0a1a0a', 'hex'), 'image/png');
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/v1/profiles/me/avatar',
      headers: { cookie: member.cookie, ...file.headers },
      payload: file.payload,
    });
    expect(avatar.statusCode).toBe(429);
    expect(avatar.json().error.code).toBe('avatar_rate_limited');
    // The author, with fresh windows, still comments.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/v1/feed/posts/${postId}/comments`,
      headers: { cookie: author.cookie },
      payload: { content: 'Merci' },
    });
    expect(own.statusCode).toBe(201);
  });
});
