import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { uniqueIp } from '../test/factories';
import type { Member } from './block-support';
import { contributions, securityKit } from './contributions';
import { buildAndCollect } from './route-table';

/**
 * The rule of who is shown to others (platform/person.ts, issue 38 §3) replayed on Fastify's route
 * table: every GET route that lists people or content (the block matrix's `listed` fixtures) is read
 * by another member and by a visitor while the member who wrote what it lists is hidden (account
 * deletion pending, then suspended by staff), and neither may find the member's id or name; once the
 * deletion is cancelled (the suspension lifted) the member is back. `shown-to-others.test.ts` stops an
 * area from writing the rule by hand; this stops a list from forgetting it altogether.
 */

const { t, routes } = await buildAndCollect();
const keys = new Set(routes.filter((route) => route.method === 'GET').map((route) => route.key));
afterAll(async () => {
  await t.close();
});

const kit = securityKit(t);
const { newMember, call } = kit;
const listed = contributions.listed(kit);

/**
 * Reads that still show a hidden member, each with its reason; the suite fails when one no longer
 * does, so the list only shrinks.
 */
const stillShown: Record<string, string> = {
  'GET /api/v1/conversations':
    "the viewer's own conversations: the history stays, the other marked unavailable (a message to them is refused)",
  'GET /api/v1/conversations/:id': "the viewer's own conversation (as above)",
  'GET /api/v1/conversations/:id/messages': "the viewer's own conversation (as above)",
};

const shows = (res: LightMyRequestResponse, member: Member) =>
  res.body.includes(member.id) || res.body.includes(member.fullName);

/** How staff or the member hide them: a deletion asked for, a suspension. */
const standings = { leaving: { isLeaving: true }, suspended: { isSuspended: true } } as const;
const inGoodStanding = { isLeaving: false, isSuspended: false };

/** Where `urls` show `author` while hidden (as `standing`), to `viewer` and to a visitor. */
const showingHidden = async (
  author: Member,
  viewer: Member,
  urls: string[],
  standing: keyof typeof standings,
): Promise<string[]> => {
  await t.database.db.update(profiles).set(standings[standing]).where(eq(profiles.id, author.id));
  const found: string[] = [];
  for (const url of urls) {
    const member = await call(viewer, 'GET', url);
    const visitor = await t.app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
    expect(member.statusCode, `${url}: ${member.body.slice(0, 300)}`).toBeLessThan(500);
    if (shows(member, author)) found.push(`${url}: ${standing}, to another member`);
    if (shows(visitor, author)) found.push(`${url}: ${standing}, to a visitor`);
  }
  await t.database.db.update(profiles).set(inGoodStanding).where(eq(profiles.id, author.id));
  return found;
};

const listedKeys = Object.keys(listed).filter((key) => keys.has(key));

describe('a hidden member on every read that lists people or content (issue 38 §3)', () => {
  it('names no route that no longer exists', () => {
    expect(Object.keys(stillShown).filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(listedKeys.filter((key) => !(key in stillShown)))('%s', async (key) => {
    const fixture = listed[key];
    if (!fixture) throw new Error(`${key}: no fixture`);
    const [author, viewer] = [await newMember(), await newMember()];
    const urls = await fixture(author, viewer);
    for (const standing of ['leaving', 'suspended'] as const) {
      expect(await showingHidden(author, viewer, urls, standing)).toEqual([]);
      // Back once the deletion is cancelled (the suspension lifted): the fixture proves something.
      for (const url of urls) {
        const back = await call(viewer, 'GET', url);
        expect(shows(back, author), `${url} shows the member again: ${back.body.slice(0, 300)}`).toBe(true);
      }
    }
  });

  it.each(listedKeys.filter((key) => key in stillShown))(
    '%s still shows them (else leave it out of `stillShown`)',
    async (key) => {
      const fixture = listed[key];
      if (!fixture) throw new Error(`${key}: no fixture`);
      const [author, viewer] = [await newMember(), await newMember()];
      const urls = await fixture(author, viewer);
      expect(await showingHidden(author, viewer, urls, 'leaving')).not.toEqual([]);
    },
  );
});
