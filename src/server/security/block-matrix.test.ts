import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { uniqueIp } from '../test/factories';
import type { Member } from './block-support';
import { contributions, securityKit } from './contributions';
import { buildAndCollect, memberReads, readsWithoutFixture } from './route-table';

/**
 * The blocking rule replayed on Fastify's route table (issue 22, "Tests"): every GET route that lists
 * people or content is called by two members kept apart by a block, after each wrote what that route
 * lists, and neither may find the other's id or name in the answer. A GET route added later fails the
 * first test until its area's `<area>.security.ts` gives it a fixture in `listed` (how to put a
 * member's content on it) or a reason in `notAList` (why it lists no one).
 */

const { t, routes } = await buildAndCollect();
const keys = routes.filter((route) => route.method === 'GET').map((route) => route.key);
afterAll(async () => {
  await t.close();
});

const kit = securityKit(t);
const { newMember, call } = kit;

// ---------------------------------------------------------------------------------------------
// The tables, declared by each area in `features/<area>/<area>.security.ts` (see area-security.ts):
// `listed`, how to put `author`'s content on a route `viewer` calls, and `notAList`, the GET routes
// that list no other member or their content, each with why.

const listed = contributions.listed(kit);
const { notAList } = contributions;

// ---------------------------------------------------------------------------------------------
// The suite

const apiKeys = memberReads(routes);
const shows = (res: LightMyRequestResponse, member: Member) =>
  res.body.includes(member.id) || res.body.includes(member.fullName);

describe('blocking on every read that lists people or content (issue 22)', () => {
  it('gives every GET route a fixture or a reason it lists no one', () => {
    // Guards against an empty table, which would generate no test at all.
    expect(apiKeys.length).toBeGreaterThan(80);
    expect(
      readsWithoutFixture(routes, listed, notAList),
      'add each, in its area’s <area>.security.ts, to `listed` (how to put a member’s content on it) or to `notAList` (why it lists no one)',
    ).toEqual([]);
  });

  it('names no route that no longer exists', () => {
    const known = new Set(keys);
    expect([...Object.keys(listed), ...Object.keys(notAList)].filter((key) => !known.has(key))).toEqual([]);
  });

  it.each(Object.keys(listed).filter((key) => keys.includes(key)))('%s', async (key) => {
    const fixture = listed[key];
    if (!fixture) throw new Error(`${key}: no fixture`);
    const [a, b] = [await newMember(), await newMember()];
    // Each writes what the route lists, for the other to read: both directions of the block.
    const seen = [
      { viewer: a, author: b, urls: await fixture(b, a) },
      { viewer: b, author: a, urls: await fixture(a, b) },
    ];
    for (const { viewer, author, urls } of seen) {
      for (const url of urls) {
        const before = await call(viewer, 'GET', url);
        expect(
          shows(before, author),
          `${url} before the block should show the author (the fixture proves nothing otherwise): ${before.statusCode} ${before.body.slice(0, 300)}`,
        ).toBe(true);
      }
    }
    const blocked = await call(a, 'POST', '/api/v1/privacy/blocks', { profileId: b.id });
    expect(blocked.statusCode, blocked.body).toBe(201);
    for (const { viewer, author, urls } of seen) {
      for (const url of urls) {
        const after = await call(viewer, 'GET', url);
        expect(after.statusCode, `${url}: ${after.body.slice(0, 300)}`).toBeLessThan(500);
        expect(
          shows(after, author),
          `${url} shows the member ${viewer === a ? 'the viewer blocked' : 'who blocked the viewer'}: ${after.body.slice(0, 400)}`,
        ).toBe(false);
      }
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The person presenter (issue 32 §4), replayed on the same reads

/** Reads that are a directory: a member who left it ("Ne pas apparaître dans l'annuaire") is not there. */
const directories = new Set([
  'GET /api/v1/network/profiles',
  'GET /api/v1/network/suggestions',
  'GET /api/v1/search',
  'GET /api/v1/search/suggestions',
  'GET /api/v1/profiles/suggestions',
  'GET /api/v1/profiles/:profileId/similar',
]);

/** Reads whose fixture connects the two: a connection may see a city shown to connections. */
const connectsThem = new Set(['GET /api/v1/connections']);

const hideEverything = {
  emailVisibility: 'connections',
  locationVisibility: 'connections',
  hiddenFromDirectory: true,
  noindex: false,
};

describe('a hidden city and a directory opt-out on every read that shows a member (issue 32 §4)', () => {
  it.each(Object.keys(listed).filter((key) => keys.includes(key) && !connectsThem.has(key)))(
    '%s',
    async (key) => {
      const fixture = listed[key];
      if (!fixture) throw new Error(`${key}: no fixture`);
      const [author, viewer] = [await newMember(), await newMember()];
      // Both in Mali (the suggestions' country tier finds the author), each in a city of their own.
      const city = `Tombouctou${randomBytes(4).toString('hex')}`;
      const gao = `Gao${randomBytes(4).toString('hex')}`;
      const placeIn = (id: string, ville: string) =>
        t.database.db
          .update(profiles)
          .set({
            location: { ville, pays: 'Mali', country_code: 'ML', adresse_complete: `${ville}, Mali` },
            countryCode: 'ML',
          })
          .where(eq(profiles.id, id));
      await placeIn(author.id, city);
      await placeIn(viewer.id, gao);
      const urls = await fixture(author, viewer);
      // The member whose similar profiles are read lives in Mali too, so the author ranks first.
      for (const url of urls) {
        const similarOf = /\/profiles\/([0-9a-f-]{36})\/similar$/.exec(url)?.[1];
        if (similarOf) await placeIn(similarOf, gao);
      }
      for (const url of urls) {
        const before = await call(viewer, 'GET', url);
        expect(
          shows(before, author),
          `${url} should show the author first: ${before.body.slice(0, 300)}`,
        ).toBe(true);
      }
      const saved = await call(author, 'PUT', '/api/v1/privacy/settings', hideEverything);
      expect(saved.statusCode, saved.body).toBe(200);
      for (const url of urls) {
        const stranger = await call(viewer, 'GET', url);
        const visitor = await t.app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
        for (const [who, res] of [
          ['a stranger', stranger],
          ['a visitor', visitor],
        ] as const) {
          expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          expect(res.body.includes(city), `${url} shows the hidden city to ${who}`).toBe(false);
          expect(res.body.includes(author.email), `${url} shows the hidden e-mail to ${who}`).toBe(false);
          if (directories.has(key)) {
            expect(shows(res, author), `${url} lists a member who left the directory to ${who}`).toBe(false);
          }
        }
      }
    },
  );
});
