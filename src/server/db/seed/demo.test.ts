import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConversationsPage } from '../../../common/contracts/messages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { conversations, microblogPosts, profiles, subscriptions, users } from '../schema';
import { demoPassword, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each area's public list, as a visitor (or a member, where the list is for members) reads it. */
const publicLists: [string, string][] = [
  ['events (upcoming)', '/api/v1/events'],
  ['events (past)', '/api/v1/events?when=past'],
  ['job offers', '/api/v1/job-offers'],
  ['groups', '/api/v1/groups'],
  ['blog', '/api/v1/blog/posts'],
  ['mentors', '/api/v1/mentors'],
  ['projects', '/api/v1/projects'],
  ['tenders', '/api/v1/tenders'],
  ['companies', '/api/v1/companies'],
  ['testimonials', '/api/v1/testimonials'],
  ['faq', '/api/v1/faq'],
  ['pricing', '/api/v1/pricing'],
];

/** Every table the demo writes, with its row count, to tell that a second run adds nothing. */
const tableCounts = async () => {
  const result = await t.database.db.execute(
    sql`select relname as name from pg_stat_user_tables where schemaname = 'public' order by relname`,
  );
  const names = (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
  const counts: Record<string, number> = {};
  for (const name of names) {
    const counted = await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`);
    counts[name] = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  }
  return counts;
};

describe('seed:demo', () => {
  it('fills every area through the API, members can sign in, and a second run changes nothing', async () => {
    const first = await seedDemo(t.app, t.database.db);
    expect(first.created).toBe(true);
    expect(first.members).toBe(16);

    const db = t.database.db;
    const demoProfiles = await db
      .select({ isComplete: profiles.isComplete })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(like(users.email, '%@demo.sankofa.test'));
    expect(demoProfiles).toHaveLength(16);
    expect(demoProfiles.every((p) => p.isComplete)).toBe(true);

    // The feed reads them newest first, spread over the last days, with hashtags and counters.
    const feed = await t.app.inject({ method: 'GET', url: '/api/v1/feed/posts' });
    expect(feed.statusCode).toBe(200);
    const items = feed.json().items as { createdAt: string; hashtags: string[]; edited: boolean }[];
    expect(items).toHaveLength(10);
    expect(items.every((post) => !post.edited && post.hashtags.length > 0)).toBe(true);
    expect(Date.parse(items[0]?.createdAt ?? '') - Date.parse(items[9]?.createdAt ?? '')).toBeGreaterThan(
      24 * 3600 * 1000,
    );
    const [likes] = await db
      .select({ total: sql<number>`sum(${microblogPosts.likesCount})::int` })
      .from(microblogPosts);
    expect(likes?.total).toBeGreaterThan(16);
    expect(await db.select().from(conversations)).toHaveLength(4);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: first.emails[0], password: demoPassword },
      remoteAddress: '10.99.0.1',
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

    // A conversation whose last message is the member's own holds nothing unread for them: they
    // replied in the open thread.
    const inboxOfAwa = await t.app.inject({
      method: 'GET',
      url: '/api/v1/conversations',
      headers: { cookie },
    });
    const ownLast = (inboxOfAwa.json() as ConversationsPage).items.filter((item) => item.lastMessage?.isMine);
    expect(ownLast.map((item) => item.unreadCount)).toEqual([0, 0]);

    // Every area's public list opens on something.
    for (const [name, url] of publicLists) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie }, remoteAddress: '10.99.0.2' });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      const body = res.json() as { items?: unknown[]; plans?: unknown[] } | unknown[];
      const list = Array.isArray(body) ? body : (body.items ?? body.plans ?? []);
      expect(list.length, name).toBeGreaterThan(0);
    }

    // The back office (issue 38): the inbox, a campaign with its prospects, a Premium member.
    const services = t.app.services;
    const inbox = await services.siteContact.list({ page: 1, pageSize: 20 });
    expect(inbox.total).toBeGreaterThanOrEqual(3);
    expect(inbox.items.map((m) => m.status)).toEqual(expect.arrayContaining(['new', 'read', 'answered']));
    const tech = (await services.prospectCampaigns.list()).items.find((c) => c.name === 'Tech');
    expect(tech?.total).toBeGreaterThan(0);
    expect(tech?.relanceTemplateId).not.toBeNull();
    expect((await services.prospection.stats()).medianReplyHours).not.toBeNull();
    const premium = await db.select().from(subscriptions);
    expect(premium).toHaveLength(1);
    const paidMember = await t.app.inject({
      method: 'GET',
      url: `/api/v1/profiles/${premium[0]?.userId}`,
      headers: { cookie },
      remoteAddress: '10.99.0.3',
    });
    expect(paidMember.json().planBadge).toBe('Premium');
    // Articles carry their content categories, tenders their directory company and selection date.
    const kinds = await t.database.db.execute(
      sql`select count(*)::int as n from blog_post_content_categories`,
    );
    expect((kinds as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(4);
    const linked = await t.database.db.execute(
      sql`select count(*)::int as n from appels_offres where entite_id is not null and date_selection is not null`,
    );
    expect((linked as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThanOrEqual(2);

    const before = await tableCounts();
    const second = await seedDemo(t.app, t.database.db);
    expect(second.created).toBe(false);
    expect(await tableCounts()).toEqual(before);

    // A demo that lacks an area (seeded by an older version) gains that area alone.
    await db.execute(sql`delete from job_offers`);
    const third = await seedDemo(t.app, t.database.db);
    expect(third.created).toBe(true);
    expect(Object.entries(third.seeded).filter(([, count]) => count > 0)).toEqual([['Emplois', 9]]);
    const after = await tableCounts();
    expect(after.job_offers).toBe(before.job_offers);
    expect(after.events).toBe(before.events);
    expect(after.microblog_posts).toBe(before.microblog_posts);
  }, 300_000);
});
