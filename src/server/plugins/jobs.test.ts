import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createJobs } from './jobs';

const silent = { info: () => {}, error: () => {} };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('scheduled jobs', () => {
  it('runs each tick once, and the next tick again', async () => {
    const jobs = createJobs({ database: t.database, log: silent });
    const ticks: string[] = [];
    jobs.add({
      name: 'count-once',
      schedule: '* * * * *',
      run: async (now) => void ticks.push(now.toISOString()),
    });
    const at = new Date('2026-11-24T03:00:00.250Z');
    expect(await jobs.runTick('count-once', at)).toBe(true);
    expect(await jobs.runTick('count-once', new Date('2026-11-24T03:00:40Z'))).toBe(false);
    expect(await jobs.runTick('count-once', new Date('2026-11-24T03:01:00Z'))).toBe(true);
    expect(ticks).toEqual(['2026-11-24T03:00:00.000Z', '2026-11-24T03:01:00.000Z']);
  });

  it('refuses a job defined twice', () => {
    const jobs = createJobs({ database: t.database, log: silent });
    const job = { name: 'twice', schedule: '* * * * *', run: async () => {} };
    jobs.add(job);
    expect(() => jobs.add(job)).toThrow(/defined twice/);
  });

  it('does not record a tick whose work failed, so the next call retries it', async () => {
    const jobs = createJobs({ database: t.database, log: silent });
    let calls = 0;
    jobs.add({
      name: 'fails-first',
      schedule: '* * * * *',
      run: async () => {
        calls++;
        if (calls === 1) throw new Error('disk full');
      },
    });
    const at = new Date('2026-11-24T04:00:00Z');
    await expect(jobs.runTick('fails-first', at)).rejects.toThrow('disk full');
    expect(await jobs.runTick('fails-first', at)).toBe(true);
    expect(calls).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('scheduled jobs on PostgreSQL, two instances', () => {
  let second: Database;
  beforeAll(async () => {
    second = await openDatabase({ url: t.database.url ?? '' });
  });
  afterAll(async () => {
    await second.close();
  });

  it('runs a tick on one instance only, even when both fire at once', async () => {
    let runs = 0;
    const define = (database: Database) => {
      const jobs = createJobs({ database, log: silent });
      jobs.add({
        name: 'shared-tick',
        schedule: '* * * * *',
        run: async () => {
          runs++;
          // Long enough that the other instance fires while this one holds the lock.
          await new Promise((resolve) => setTimeout(resolve, 200));
        },
      });
      return jobs;
    };
    const a = define(t.database);
    const b = define(second);
    for (const minute of ['05', '06', '07']) {
      const at = new Date(`2026-11-24T05:${minute}:00Z`);
      const ran = await Promise.all([a.runTick('shared-tick', at), b.runTick('shared-tick', at)]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      // Whoever comes after the work is done does not run it again either.
      expect(await b.runTick('shared-tick', at)).toBe(false);
    }
    expect(runs).toBe(3);
  });
});
