import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../common/endpoint';
import { isCountedWriteLimit, writeLimits } from '../../common/limits';
import { events } from '../db/schema';
import { testClient } from '../test/api-client';
import { jobOfferBody, onlineEventBody } from '../test/bodies';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser } from '../test/factories';
import { definitions } from './endpoint-definitions';

/**
 * Write limits declared per endpoint (issue 32 §5): every write a member makes names its limit, and the
 * platform enforces a counted one before the handler runs, per account.
 */

const isWrite = (endpoint: AnyEndpoint) => ['POST', 'PUT', 'PATCH'].includes(endpoint.method);

describe('the declarations', () => {
  it('name a limit on every POST, PUT and PATCH a member may make', () => {
    const memberWrites = definitions.filter(
      ({ endpoint }) => endpoint.access === 'member' && isWrite(endpoint),
    );
    // Guards against an empty walk.
    expect(memberWrites.length).toBeGreaterThan(80);
    const undeclared = memberWrites.filter(({ endpoint }) => endpoint.limit === undefined).map((d) => d.name);
    expect(
      undeclared,
      'declare `limit:` (common/limits.ts: writeLimits, or uncountedWrites and why)',
    ).toEqual([]);
  });

  it('count every creation, comment and upload the review found unlimited', () => {
    const limitOf = (name: string) =>
      definitions.find((definition) => definition.name === name)?.endpoint.limit;
    const reviewed = {
      'blogEndpoints.create': 'content',
      'eventEndpoints.create': 'content',
      'groupEndpoints.create': 'content',
      'jobOfferEndpoints.create': 'content',
      'tenderEndpoints.create': 'content',
      'tenderEndpoints.uploadFile': 'upload',
      'blogEndpoints.comment': 'comment',
      'eventEndpoints.comment': 'comment',
      'projectEndpoints.postComment': 'comment',
      // Public so that a visitor's 401 carries the spec's text, but a member's write all the same.
      'mentorEndpoints.request': 'service',
    };
    expect(Object.fromEntries(Object.keys(reviewed).map((name) => [name, limitOf(name)]))).toEqual(reviewed);
  });
});

describe('the platform enforces a declared limit', () => {
  let t: TestApp;
  let api: ReturnType<typeof testClient>;
  beforeAll(async () => {
    t = await buildTestApp();
    api = testClient(t, '/api/v1');
  });
  afterAll(async () => {
    await t.close();
  });

  /**
   * Spends what is left of a member's window of `limit` on one endpoint (`made`: the writes they already
   * made in it), as if they had written that much.
   */
  const spend = async (member: CreatedUser, limit: keyof typeof writeLimits, endpoint = '', made = 0) => {
    const rule = writeLimits[limit];
    const name = 'perEndpoint' in rule ? `${limit}:${endpoint}` : limit;
    for (let i = made; i < rule.max; i++) await t.app.services.rateLimits.consume(name, member.id, rule);
  };

  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const creations = [
    ['an article', '/blog/posts', () => ({ title: `Article ${Math.random()}`, content: '<p>Bonjour</p>' })],
    ['an event', '/events', onlineEventBody],
    ['a group', '/groups', () => ({ name: `Groupe ${Math.random()}`, description: 'Un groupe' })],
    ['a job offer', '/job-offers', () => jobOfferBody(inDays(10).slice(0, 10))],
    ['a tender', '/tenders', () => ({ titre: 'Étude', dateLimiteCandidature: inDays(20) })],
  ] as const;

  it.each(creations)(
    'refuses %s past the window in French with Retry-After, for that account only',
    async (_what, path, body) => {
      const member = await createUser(t.app, t.database.db);
      const neighbour = await createUser(t.app, t.database.db);
      await spend(member, 'content', `POST ${path}`);
      // Both members call from the same address: the limit counts the account, not the connection.
      const refused = await api.call(member, 'POST', path, body());
      expect(refused.statusCode, refused.body).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error).toEqual({
        code: 'post_rate_limited',
        message: 'Vous publiez trop souvent. Veuillez patienter avant de réessayer.',
      });
      const allowed = await api.call(neighbour, 'POST', path, body());
      expect(allowed.statusCode, allowed.body).toBe(201);
    },
  );

  it('stores nothing once refused', async () => {
    const member = await createUser(t.app, t.database.db);
    await spend(member, 'content', 'POST /events');
    const refused = await api.call(member, 'POST', '/events', creations[1][2]());
    expect(refused.statusCode).toBe(429);
    expect(await t.database.db.select().from(events).where(eq(events.creatorId, member.id))).toEqual([]);
  });

  it('refuses a comment once the member’s comment window is spent', async () => {
    const owner = await createUser(t.app, t.database.db);
    const member = await createUser(t.app, t.database.db);
    const event = await api.call(owner, 'POST', '/events', creations[1][2]());
    expect(event.statusCode, event.body).toBe(201);
    const eventId = event.json().id;
    const first = await api.call(member, 'POST', `/events/${eventId}/comments`, { content: 'Bravo' });
    expect(first.statusCode, first.body).toBe(201);
    await spend(member, 'comment', '', 1);
    const refused = await api.call(member, 'POST', `/events/${eventId}/comments`, { content: 'Encore' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('comment_rate_limited');
  });

  it('refuses a tender annex past the upload window, before its file is read', async () => {
    const member = await createUser(t.app, t.database.db);
    const tender = await api.call(member, 'POST', '/tenders', creations[4][2]());
    expect(tender.statusCode, tender.body).toBe(201);
    await spend(member, 'upload', 'POST /tenders/:tenderId/files');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const refused = await api.upload(
      member,
      `/tenders/${tender.json().id}/files`,
      'annexe.pdf',
      pdf,
      'application/pdf',
    );
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('feed_media_rate_limited');
  });

  it('knows every counted limit it is given', () => {
    for (const name of Object.keys(writeLimits))
      expect(isCountedWriteLimit(name as keyof typeof writeLimits)).toBe(true);
    expect(isCountedWriteLimit('own')).toBe(false);
  });
});
