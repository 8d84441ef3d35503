/** Statistics: the page-view beacon (visit time, DNT and Sec-GPC, page templates, per-network limits). */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statsLimits } from '../../../common/contracts/stats';
import { blogPosts, profiles } from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { uniqueIp } from '../../test/factories';
import { userFixture } from '../../test/suite';
import { createStatsBeaconService } from './stats-beacon.service';
import { dayOf } from './stats-period';
import { statsTestApp } from './stats-test-support';

const { t, admin, today, getStats, beacon } = statsTestApp();
const comite = userFixture(t, { role: 'comite' });

describe('page-view beacon', () => {
  it('counts a member’s visit time, not a visitor’s, and nothing under DNT, Sec-GPC or on staff pages', async () => {
    const start = (await getStats('period=week')).pageViews.value;
    expect(
      (await beacon({ path: '/feed', visit: { isNew: true, seconds: 0 } }, { cookie: comite.cookie }))
        .statusCode,
    ).toBe(204);
    expect(
      (await beacon({ visit: { isNew: false, seconds: 125 } }, { cookie: comite.cookie })).statusCode,
    ).toBe(204);
    expect((await beacon({ path: '/feed', visit: { isNew: true, seconds: 500 } })).statusCode).toBe(204);
    expect((await beacon({ path: '/feed' }, { dnt: '1' })).statusCode).toBe(204);
    expect((await beacon({ path: '/feed' }, { 'sec-gpc': '1' })).statusCode).toBe(204);
    expect((await beacon({ path: '/admin/users' }, { cookie: admin.cookie })).statusCode).toBe(204);
    const stats = await getStats('period=week');
    expect(stats.pageViews.value).toBe(start + 2);
    expect(stats.engagement).toEqual({
      averageSeconds: { value: 125, previous: 0, growth: 0 },
      sessions: 1,
      pagesPerSession: 1,
    });
  });

  it('counts only the web’s page templates: made-up paths never fill the day’s table (issue 33)', async () => {
    for (let i = 0; i <= statsLimits.pathsPerDayMax; i++) {
      expect((await beacon({ path: `/pub-${i}` })).statusCode).toBe(204);
    }
    expect((await beacon({ path: '/temoignages' })).statusCode).toBe(204);
    const paths = rowsOf(
      await t.database.db.execute(sql`select path from page_views where day = ${today}::date`),
    ).map((row) => String(row.path));
    expect(paths).toContain('/temoignages');
    expect(paths.filter((path) => path.startsWith('/pub-'))).toEqual([]);
  });

  it('counts an article once a day per visitor network, whatever browser it names (issue 33)', async () => {
    const [author] = await t.database.db.select({ id: profiles.id }).from(profiles).limit(1);
    const slug = `lecture-${uniqueIp().replaceAll('.', '-')}`;
    const [post] = await t.database.db
      .insert(blogPosts)
      .values({
        title: 'Lire une fois',
        slug,
        content: '<p>x</p>',
        contentText: 'x',
        authorId: author?.id ?? '',
        status: 'published',
        publishedAt: new Date(),
      })
      .returning({ id: blogPosts.id });
    const ip = uniqueIp();
    for (let i = 0; i < 5; i++) {
      const agent = { 'user-agent': `Navigateur/${i}` };
      expect((await beacon({ path: '/blog/:slug', slug }, agent, ip)).statusCode).toBe(204);
    }
    // Another address of the same IPv6 /64 is the same visitor.
    await beacon({ path: '/blog/:slug', slug }, {}, '2001:db8:33::1');
    await beacon({ path: '/blog/:slug', slug }, {}, '2001:db8:33::2');
    await beacon({ path: '/blog/:slug', slug }, {}, uniqueIp());
    const [row] = await t.database.db
      .select({ views: blogPosts.viewsCount })
      .from(blogPosts)
      .where(eq(blogPosts.id, post?.id ?? ''));
    expect(row?.views).toBe(3);
  });

  it('counts at most a day’s share of page views per visitor network (issue 33)', async () => {
    const count = async () =>
      Number(
        rowsOf(
          await t.database.db.execute(
            sql`select views from page_views where day = ${dayOf(new Date())}::date and path = '/faq'`,
          ),
        )[0]?.views ?? 0,
      );
    const before = await count();
    // The service under a clock that moves a minute every 100 beacons: only the day's limit binds.
    let at = Date.now();
    const stats = createStatsBeaconService(t.database.db, { now: () => new Date(at) });
    const max = statsLimits.viewsPerVisitorPerDay;
    for (let i = 0; i < max + 5; i++) {
      if (i % 100 === 99) at += 60_000;
      await stats.recordView(
        null,
        { path: '/faq' },
        { ip: `2001:db8:34::${i.toString(16)}`, doNotTrack: false },
      );
    }
    await stats.recordView(null, { path: '/faq' }, { ip: uniqueIp(), doNotTrack: false });
    expect((await count()) - before).toBe(max + 1);
  });

  it('refuses a malformed path and limits each address', async () => {
    expect((await beacon({ path: 'https://ailleurs.example/x' })).statusCode).toBe(400);
    expect((await beacon({ path: '/<script>' })).statusCode).toBe(400);
    const ip = uniqueIp();
    for (let i = 0; i < 120; i++) await beacon({}, {}, ip);
    const limited = await beacon({ path: '/' }, {}, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
