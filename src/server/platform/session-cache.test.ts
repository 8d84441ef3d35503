import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { type Database, openDatabase } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, sessionUserOf } from '../test/factories';
import { type CachedSession, createSessionCache } from './session-cache';

/** A bus of one instance: invalidations go straight to the listeners. */
const localBus = () => {
  const listeners = new Set<(userId: string) => void>();
  return {
    invalidateSessions: async (userId: string) => {
      for (const listener of listeners) listener(userId);
    },
    onSessionsInvalidated: (listener: (userId: string) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    missedSome: () => {
      for (const listener of listeners) listener('*');
    },
  };
};

const sessionOf = (userId: string, fullName = 'Awa'): CachedSession<{ id: string; fullName: string }> => ({
  expiresAt: new Date(Date.now() + 86_400_000),
  createdAt: new Date(),
  // The cache reads the id only; the reader's fields come back as they were loaded.
  profile: { id: userId, fullName },
  keptApart: false,
  secondFactor: false,
});

describe('the session cache', () => {
  let clock = 0;
  const make = (bus = localBus()) => ({
    bus,
    cache: createSessionCache(bus, { ttlMs: 5000, maxEntries: 3, now: () => clock }),
  });

  it('reads a token once per lifetime, then again', async () => {
    const { cache } = make();
    let reads = 0;
    const load = async () => {
      reads++;
      return sessionOf('u1');
    };
    await cache.read('t1', load);
    clock += 4999;
    await cache.read('t1', load);
    expect(reads).toBe(1);
    clock += 1;
    await cache.read('t1', load);
    expect(reads).toBe(2);
  });

  it('forgets a member on invalidation, and everything when the bus missed messages', async () => {
    const { cache, bus } = make();
    let reads = 0;
    const load = (userId: string) => async () => {
      reads++;
      return sessionOf(userId);
    };
    await cache.read('a', load('u1'));
    await cache.read('b', load('u2'));
    await cache.invalidate('u1');
    await cache.read('a', load('u1'));
    await cache.read('b', load('u2'));
    expect(reads).toBe(3);
    bus.missedSome();
    await cache.read('b', load('u2'));
    expect(reads).toBe(4);
  });

  it('does not keep a read that an invalidation overtook', async () => {
    const { cache } = make();
    let reads = 0;
    await cache.read('a', async () => {
      reads++;
      // The member signs out everywhere while this request reads the old row.
      await cache.invalidate('u1');
      return sessionOf('u1');
    });
    await cache.read('a', async () => {
      reads++;
      return undefined;
    });
    expect(reads).toBe(2);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const { cache } = make();
    let reads = 0;
    const load = async () => {
      reads++;
      return sessionOf(`u${reads}`);
    };
    for (const token of ['a', 'b', 'c', 'd']) await cache.read(token, load);
    await cache.read('d', load);
    expect(reads).toBe(4);
    await cache.read('a', load);
    expect(reads).toBe(5);
  });
});

describe('sessions on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows a saved name at once and refuses the cookie right after sign-out', async () => {
    const user = await createUser(t.app, t.database.db);
    expect((await sessionUserOf(t.app, user.cookie))?.id).toBe(user.id);
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profiles/me/sections/personal',
      headers: { cookie: user.cookie },
      payload: { fullName: 'Awa Ndiaye Cachée' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await sessionUserOf(t.app, user.cookie))?.fullName).toBe('Awa Ndiaye Cachée');
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: { cookie: user.cookie } });
    expect(await sessionUserOf(t.app, user.cookie)).toBeNull();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('sessions across two instances on PostgreSQL', () => {
  let t: TestApp;
  let secondDatabase: Database;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    t = await buildTestApp();
    secondDatabase = await openDatabase({ url: t.database.url ?? '' });
    second = await buildApp({
      config: t.config,
      database: secondDatabase,
      logger: false,
      webDir: '/nonexistent',
      verifyResponses: true,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await t.close();
  });

  const eventually = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 50 && !(await check()); i++) await new Promise((r) => setTimeout(r, 20));
    return check();
  };

  it('ends a session on the other instance as soon as it signs out on one', async () => {
    const user = await createUser(t.app, t.database.db);
    // The second instance reads the session and keeps it.
    expect((await sessionUserOf(second, user.cookie))?.id).toBe(user.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out-everywhere',
      headers: { cookie: user.cookie },
    });
    expect(await eventually(async () => (await sessionUserOf(second, user.cookie)) === null)).toBe(true);
  });

  it('shows the other instance a name saved on one', async () => {
    const user = await createUser(t.app, t.database.db);
    expect((await sessionUserOf(second, user.cookie))?.id).toBe(user.id);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profiles/me/sections/personal',
      headers: { cookie: user.cookie },
      payload: { fullName: 'Kofi Mensah Ailleurs' },
    });
    expect(
      await eventually(
        async () => (await sessionUserOf(second, user.cookie))?.fullName === 'Kofi Mensah Ailleurs',
      ),
    ).toBe(true);
  });
});
