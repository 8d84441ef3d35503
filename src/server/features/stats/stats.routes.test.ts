/** Statistics page (/admin/stats): who may read it, each figure against a known data set, the roll-up and the periods. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type StatsResponse, statsLimits } from '../../../common/contracts/stats';
import {
  blogPosts,
  companies,
  microblogComments,
  microblogPosts,
  postViews,
  profiles,
  statsDaily,
} from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { createUser } from '../../test/factories';
import { insertMember } from '../../test/network-factories';
import { insertGroup } from '../groups/group-test-support';
import { addDays, addMonths } from './stats-period';
import { statsTestApp } from './stats-test-support';

const { t, call, admin, today, noon, getStats, beacon } = statsTestApp();

const typeCount = (stats: StatsResponse, type: string) => stats.contentTypes.find((c) => c.type === type);

describe('statistics', () => {
  it('shows zeros and empty lists on a fresh install, never a sample', async () => {
    const stats = await getStats('period=month');
    // A month: from the day after the same date a calendar month ago (decision 8), 28 to 31 days.
    expect(stats.period).toMatchObject({ to: today, from: addDays(addMonths(today, -1), 1) });
    expect(stats.period.days).toBeGreaterThanOrEqual(28);
    expect(stats.period.days).toBeLessThanOrEqual(31);
    expect(stats.series).toHaveLength(stats.period.days);
    expect(stats.series.every((point) => point.day === point.until && point.signups <= 1)).toBe(true);
    expect(stats.members).toEqual({ value: 1, previous: 0, growth: 0 });
    expect(stats.newMembers).toEqual({ value: 1, previous: 0, growth: 0 });
    expect(stats.publications).toEqual({ value: 0, previous: 0, growth: 0 });
    expect(stats.comments.value).toBe(0);
    expect(stats.pageViews.value).toBe(0);
    expect(stats.engagement).toEqual({
      averageSeconds: { value: 0, previous: 0, growth: 0 },
      sessions: 0,
      pagesPerSession: 0,
    });
    expect(stats.topPosts).toEqual([]);
    expect(stats.topAuthors).toEqual([]);
    expect(stats.topPages).toEqual([]);
    expect(stats.roles).toEqual([{ role: 'admin', count: 1 }]);
    expect(stats.series.filter((point) => point.signups + point.publications + point.pageViews > 0)).toEqual([
      { day: today, until: today, signups: 1, publications: 0, pageViews: 0 },
    ]);
    expect(stats.contentTypes.every((c) => c.total === 0 && c.period.value === 0)).toBe(true);
  });

  it('is for admin, moderateur and comite: 401 for a visitor, 403 for a member', async () => {
    expect((await call(null, 'GET', '/admin/stats')).statusCode).toBe(401);
    const member = await createUser(t.app, t.database.db);
    const res = await call(member, 'GET', '/admin/stats');
    expect(res.statusCode).toBe(403);
    const comite = await createUser(t.app, t.database.db, { role: 'comite' });
    const moderateur = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await getStats('period=week', comite)).members.value).toBe(4);
    expect((await getStats('period=week', moderateur)).members.value).toBe(4);
  });

  it('counts each figure of a known data set and its growth against the previous period', async () => {
    const db = t.database.db;
    // Sign-ups: 4 today (the accounts above), 2 three days ago, 1 ten days ago (previous week).
    const recent = [await insertMember(db), await insertMember(db)];
    for (const id of recent)
      await db
        .update(profiles)
        .set({ createdAt: noon(-3) })
        .where(eq(profiles.id, id));
    const older = await insertMember(db, { fullName: 'Awa Ancienne' });
    await db
      .update(profiles)
      .set({ createdAt: noon(-10) })
      .where(eq(profiles.id, older));
    const [author, other] = recent as [string, string];
    await db.update(profiles).set({ fullName: 'Kofi Auteur' }).where(eq(profiles.id, author));
    // Publications: 3 feed posts this week (2 by author), 1 group post, 1 article; 2 posts last week.
    const { group } = await insertGroup(db, {
      type: 'public',
      members: [{ userId: author, role: 'creator' }],
    });
    const posts = await db
      .insert(microblogPosts)
      .values([
        { userId: author, content: 'a', createdAt: noon(-1) },
        { userId: author, content: 'b', createdAt: noon(-2) },
        { userId: other, content: 'c', createdAt: noon(0) },
        { userId: author, groupId: group.id, content: 'g', createdAt: noon(-2) },
        { userId: older, content: 'd', createdAt: noon(-8) },
        { userId: older, content: 'e', createdAt: noon(-9) },
      ])
      .returning({ id: microblogPosts.id });
    const longTitle = 'Entreprendre à Dakar : dix leçons apprises en cinq ans de terrain';
    const [article] = await db
      .insert(blogPosts)
      .values({
        title: longTitle,
        slug: 'entreprendre-a-dakar',
        content: '<p>x</p>',
        contentText: 'x',
        authorId: author,
        status: 'published',
        publishedAt: noon(-1),
        likesCount: 2,
      })
      .returning({ id: blogPosts.id });
    await db.insert(blogPosts).values({
      title: 'Brouillon',
      slug: 'brouillon',
      content: '<p>x</p>',
      contentText: 'x',
      authorId: other,
      status: 'draft',
    });
    // Comments: 2 this week, 4 last week.
    const postId = posts[0]?.id as string;
    await db
      .insert(microblogComments)
      .values([
        ...[0, -1].map((n) => ({ postId, userId: other, content: 'ok', createdAt: noon(n) })),
        ...[-7, -8, -9, -13].map((n) => ({ postId, userId: other, content: 'ok', createdAt: noon(n) })),
      ]);
    // Companies: the inactive one does not count (§9).
    await db.insert(companies).values([
      { nom: 'Sankofa SARL', active: true, createdAt: noon(-4) },
      { nom: 'Fermée SA', active: false, createdAt: noon(-4) },
    ]);

    const stats = await getStats('period=week');
    expect(stats.period).toEqual({
      from: addDays(today, -6),
      to: today,
      previousFrom: addDays(today, -13),
      previousTo: addDays(today, -7),
      days: 7,
    });
    expect(stats.members).toEqual({ value: 7, previous: 1, growth: 600 });
    expect(stats.newMembers).toEqual({ value: 6, previous: 1, growth: 500 });
    expect(stats.publications).toEqual({ value: 5, previous: 2, growth: 150 });
    expect(stats.comments).toEqual({ value: 2, previous: 4, growth: -50 });
    expect(stats.activeSessions).toBe(4);
    expect(stats.roles).toEqual([
      { role: 'user', count: 4 },
      { role: 'admin', count: 1 },
      { role: 'comite', count: 1 },
      { role: 'moderateur', count: 1 },
    ]);
    expect(stats.topAuthors).toEqual([
      {
        id: author,
        fullName: 'Kofi Auteur',
        username: expect.any(String),
        publications: 4,
        latestTitle: longTitle.slice(0, 50),
      },
      expect.objectContaining({ id: other, publications: 1, latestTitle: null }),
    ]);
    expect(typeCount(stats, 'posts')).toEqual({
      type: 'posts',
      total: 5,
      recent: 5,
      period: { value: 3, previous: 2, growth: 50 },
    });
    expect(typeCount(stats, 'group_posts')).toMatchObject({
      total: 1,
      period: { value: 1, previous: 0, growth: 0 },
    });
    expect(typeCount(stats, 'articles')).toMatchObject({ total: 1, period: { value: 1 } });
    expect(typeCount(stats, 'comments')).toMatchObject({ total: 6 });
    expect(typeCount(stats, 'companies')).toMatchObject({ total: 1, period: { value: 1 } });
    expect(typeCount(stats, 'groups')).toMatchObject({ total: 1 });
    const byDay = new Map(stats.series.map((point) => [point.day, point]));
    expect(byDay.get(addDays(today, -3))).toMatchObject({ signups: 2, publications: 0 });
    expect(byDay.get(addDays(today, -2))).toMatchObject({ publications: 2 });
    expect(byDay.get(addDays(today, -1))).toMatchObject({ publications: 2 });
    expect(byDay.get(today)).toMatchObject({ signups: 4, publications: 1 });

    // A page view of the article puts it in the top posts, and the page in the top pages.
    expect((await beacon({ path: '/blog/:slug', slug: 'entreprendre-a-dakar' })).statusCode).toBe(204);
    expect((await beacon({ path: '/blog/:slug', slug: 'brouillon' })).statusCode).toBe(204);
    expect((await beacon({ path: '/' })).statusCode).toBe(204);
    const viewed = await getStats('period=week');
    expect(viewed.pageViews).toEqual({ value: 3, previous: 0, growth: 0 });
    expect(viewed.topPages).toEqual([
      { path: '/blog/:slug', views: 2 },
      { path: '/', views: 1 },
    ]);
    expect(viewed.topPosts).toEqual([
      { id: article?.id, title: longTitle, slug: 'entreprendre-a-dakar', views: 1, likes: 2 },
    ]);
  });

  it('gives the same figures from the roll-up, which is idempotent under a fake clock', async () => {
    const before = await getStats('period=month');
    const tick = new Date(`${today}T00:07:00.000Z`);
    expect(await t.app.jobs.runTick('stats-roll-up', tick)).toBe(true);
    const rows = async () =>
      t.database.db
        .select()
        .from(statsDaily)
        .orderBy(statsDaily.metric, statsDaily.day)
        .then((list) => list.map((row) => `${row.metric} ${row.day} ${row.value}`));
    const once = await rows();
    expect(once).toContain(`_rolled_through ${addDays(today, -1)} 0`);
    expect(once).toContain(`posts ${addDays(today, -9)} 1`);
    expect(once.some((row) => row.includes(` ${today} `))).toBe(false);
    // Another tick the same day, and a forced second run: the same rows.
    expect(await t.app.jobs.runTick('stats-roll-up', new Date(tick.getTime() + 3600_000))).toBe(true);
    await t.database.db.execute(sql`delete from stats_daily where metric = '_rolled_through'`);
    await t.app.services.stats.rollUp(new Date(tick.getTime() + 7200_000));
    expect(await rows()).toEqual(once);
    expect(await getStats('period=month')).toEqual(before);
    // Rows added today still show: today is counted live.
    const [someone] = await t.database.db.select({ id: profiles.id }).from(profiles).limit(1);
    await t.database.db.insert(microblogPosts).values({ userId: someone?.id as string, content: 'neuf' });
    expect((await getStats('period=month')).publications.value).toBe(before.publications.value + 1);
  });

  it("keeps each preset's leading authors at the roll-up and adds today's: the same top as a count of the whole period", async () => {
    const db = t.database.db;
    const ids = [
      await insertMember(db, { fullName: 'Ama Premier' }),
      await insertMember(db, { fullName: 'Baba Second' }),
      await insertMember(db, { fullName: 'Cheikh Tardif' }),
    ] as [string, string, string];
    // Closed days: Ama 3 posts, Baba 2, and 60 others one each (more than the roll-up keeps: it keeps
    // a floor of 1); Cheikh none, he writes only today.
    const posts = (userId: string, days: number[]) =>
      days.map((n) => ({ userId, content: 'p', createdAt: noon(n) }));
    const crowd: string[] = [];
    for (let i = 0; i < 60; i++) crowd.push(await insertMember(db, { fullName: `Foule ${i}` }));
    await db
      .insert(microblogPosts)
      .values([
        ...posts(ids[0], [-1, -2, -3]),
        ...posts(ids[1], [-2, -4]),
        ...crowd.flatMap((id) => posts(id, [-5])),
      ]);
    await t.database.db.execute(sql`delete from stats_daily where metric = '_rolled_through'`);
    await t.app.services.stats.rollUp(new Date());
    const [week] = rowsOf(
      await db.execute(sql`select from_day::text as from_day, through_day::text as through_day, floor, authors
        from stats_top_authors where preset = 'week'`),
    );
    expect(week).toMatchObject({ from_day: addDays(today, -6), through_day: addDays(today, -1), floor: 1 });
    const keptAuthors = (typeof week?.authors === 'string' ? JSON.parse(week.authors) : week?.authors) as {
      id: string;
      n: number;
    }[];
    expect(keptAuthors).toHaveLength(statsLimits.topAuthorsKept);
    expect(keptAuthors.filter((a) => ids.includes(a.id))).toEqual([
      { id: ids[0], n: 3 },
      { id: ids[1], n: 2 },
    ]);
    // Today Cheikh writes 5 and Baba 2: they pass Ama, as a live count of the same days says. So does
    // the crowd's last id (not kept: ties go by id), with 4 today and its closed-day post read.
    const late = [...crowd].sort().at(-1) as string;
    expect(keptAuthors.some((a) => a.id === late)).toBe(false);
    await db
      .insert(microblogPosts)
      .values([...posts(ids[2], [0, 0, 0, 0, 0]), ...posts(ids[1], [0, 0]), ...posts(late, [0, 0, 0, 0])]);
    const whole = async (period: 'week' | 'month' | 'quarter') => {
      const preset = await getStats(`period=${period}`);
      const custom = await getStats(`period=custom&from=${preset.period.from}&to=${today}`);
      expect(preset.topAuthors).toEqual(custom.topAuthors);
      return preset.topAuthors;
    };
    for (const period of ['month', 'quarter'] as const) await whole(period);
    const top = (await whole('week')).filter((a) => [...ids, late].includes(a.id));
    // Cheikh and the late one tie at 5 (the page orders a tie by username), then Baba and Ama.
    const pairs = top.map((a) => [a.fullName, a.publications]);
    expect(pairs.slice(0, 2).sort()).toEqual([
      ['Cheikh Tardif', 5],
      [expect.stringMatching(/^Foule /), 5],
    ]);
    expect(pairs.slice(2)).toEqual([
      ['Baba Second', 4],
      ['Ama Premier', 3],
    ]);
  });

  it('takes the presets of §2.9 and a custom range, and refuses a range in the future or too long', async () => {
    const week = await getStats('period=week');
    expect(week.series.map((point) => point.day)).toEqual(
      [6, 5, 4, 3, 2, 1, 0].map((n) => addDays(today, -n)),
    );
    // §9: a quarter draws 12 points, spans of 7 or 8 days covering it without gap or overlap.
    const quarter = await getStats('period=quarter');
    expect(quarter.period.from).toBe(addDays(addMonths(today, -3), 1));
    expect(quarter.series).toHaveLength(12);
    expect(quarter.series[0]?.day).toBe(quarter.period.from);
    expect(quarter.series.at(-1)?.until).toBe(today);
    quarter.series.slice(1).forEach((point, i) => {
      expect(point.day).toBe(addDays(quarter.series[i]?.until ?? '', 1));
    });
    const signups = (stats: StatsResponse) => stats.series.reduce((sum, point) => sum + point.signups, 0);
    expect(signups(quarter)).toBe(quarter.newMembers.value);
    expect(signups(week)).toBe(week.newMembers.value);
    const custom = await getStats(`period=custom&from=${addDays(today, -13)}&to=${addDays(today, -7)}`);
    expect(custom.newMembers.value).toBe(1);
    expect(custom.comments.value).toBe(4);
    const bad = async (query: string) => call(admin, 'GET', `/admin/stats?${query}`);
    const future = await bad(`period=custom&from=${today}&to=${addDays(today, 1)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json().error.code).toBe('stats_range_invalid');
    expect((await bad(`period=custom&from=2020-01-01&to=${today}`)).json().error.code).toBe(
      'stats_range_invalid',
    );
    const reversed = await bad(`period=custom&from=${today}&to=${addDays(today, -1)}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.code).toBe('validation_failed');
    expect((await bad('period=custom')).statusCode).toBe(400);
    expect((await bad('period=decennie')).statusCode).toBe(400);
    expect((await bad('period=30d')).statusCode).toBe(400);
  });

  it('tops the most read published articles, past 50 more read drafts', async () => {
    const db = t.database.db;
    const author = await insertMember(db, { fullName: 'Lectrice Assidue' });
    const article = (i: number, status: 'published' | 'draft') => ({
      title: `Article lu ${i}`,
      slug: `article-lu-${status}-${i}`,
      content: '<p>x</p>',
      contentText: 'x',
      authorId: author,
      status,
      publishedAt: status === 'published' ? noon(-2) : null,
      likesCount: i % 3,
    });
    const drafts = await db
      .insert(blogPosts)
      .values(Array.from({ length: 55 }, (_, i) => article(i, 'draft')))
      .returning({ id: blogPosts.id });
    const published = await db
      .insert(blogPosts)
      .values(Array.from({ length: 7 }, (_, i) => article(i, 'published')))
      .returning({ id: blogPosts.id, title: blogPosts.title });
    // Every draft read 100 times (they fill the 50 looked up first), the published 10 to 16 times.
    await db
      .insert(postViews)
      .values([
        ...drafts.map((d) => ({ postId: d.id, day: addDays(today, -1), views: 100 })),
        ...published.map((p, i) => ({ postId: p.id, day: addDays(today, -1), views: 10 + i })),
      ]);
    const stats = await getStats('period=week');
    expect(stats.topPosts.map((post) => [post.title, post.views])).toEqual(
      [6, 5, 4, 3, 2].map((i) => [`Article lu ${i}`, 10 + i]),
    );
  });

  it("counts 'recent' content over the last 30 days whatever the period (001 §9)", async () => {
    const db = t.database.db;
    const author = await insertMember(db);
    const range = `period=custom&from=${addDays(today, -45)}&to=${addDays(today, -35)}`;
    const before = typeCount(await getStats('period=week'), 'posts');
    const pastBefore = typeCount(await getStats(range), 'posts');
    await db.insert(microblogPosts).values([
      { userId: author, content: 'il y a 20 jours', createdAt: noon(-20) },
      { userId: author, content: 'il y a 29 jours', createdAt: noon(-29) },
      { userId: author, content: 'il y a 40 jours', createdAt: noon(-40) },
    ]);
    // Closed days are read from the roll-up: run it again over the new rows.
    await db.execute(sql`delete from stats_daily where metric = '_rolled_through'`);
    await t.app.services.stats.rollUp(new Date());
    const week = typeCount(await getStats('period=week'), 'posts');
    expect(week?.recent).toBe((before?.recent ?? 0) + 2);
    expect(week?.period.value).toBe(before?.period.value);
    expect(week?.total).toBe((before?.total ?? 0) + 3);
    // A past custom range still says what the last 30 days hold.
    const past = typeCount(await getStats(range), 'posts');
    expect(past?.recent).toBe(week?.recent);
    expect(past?.period.value).toBe((pastBefore?.period.value ?? 0) + 1);
  });

  it('counts as active sessions the members active within 24 h, not only those who signed in (001 §9)', async () => {
    const db = t.database.db;
    const reader = await createUser(t.app, db);
    const idle = await createUser(t.app, db);
    await db
      .update(profiles)
      .set({ lastSignInAt: noon(-3) })
      .where(sql`${profiles.id} in (${reader.id}, ${idle.id})`);
    const start = (await getStats('period=week')).activeSessions;
    // The signed-in member browsing today (the router's beacon) counts; the idle one does not.
    // (A beacon without a page: later tests count the day's page views and visits.)
    expect((await beacon({}, { cookie: reader.cookie })).statusCode).toBe(204);
    expect((await getStats('period=week')).activeSessions).toBe(start + 1);
    // Activity older than 24 hours no longer counts.
    await db
      .update(profiles)
      .set({ lastActiveAt: noon(-2) })
      .where(eq(profiles.id, reader.id));
    expect((await getStats('period=week')).activeSessions).toBe(start);
  });
});
