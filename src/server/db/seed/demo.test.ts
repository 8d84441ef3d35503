import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { conversations, microblogPosts, profiles, users } from '../schema';
import { demoPassword, seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('seed:demo', () => {
  it('fills the platform through the API, members can sign in, and a second run changes nothing', async () => {
    const first = await seedDemo(t.app, t.database.db);
    expect(first).toMatchObject({ created: true, members: 16, posts: 16, conversations: 4 });

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

    const second = await seedDemo(t.app, t.database.db);
    expect(second.created).toBe(false);
    expect(await db.select().from(microblogPosts)).toHaveLength(16);
  }, 120_000);
});
