import { Cron } from 'croner';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client';
import { jobRuns } from '../db/schema';
import { rowsOf } from '../lib/db';

/** A task the platform runs on a schedule (clean-ups, digests, reminders). */
export interface JobDefinition {
  /** Unique, kebab-case; names the lock and the `job_runs` row. */
  name: string;
  /** A five-field cron pattern (minute precision), read by croner in UTC. */
  schedule: string;
  /**
   * Does the work for the tick `now`; must be safe to run again after a crash. `previous` is the last
   * tick that ran to the end (on any instance), absent the first time.
   */
  run(now: Date, previous?: Date): Promise<void>;
}

export interface Jobs {
  add(job: JobDefinition): void;
  /** Starts the timers (not in tests, which call `runTick`). */
  start(): void;
  stop(): void;
  /**
   * Runs `name` for the tick `at`, unless another instance holds it or already ran it: true when this
   * call did the work. The timers call it; tests call it with their own clock.
   */
  runTick(name: string, at: Date): Promise<boolean>;
  names(): string[];
  /** What each job did in this process since it started, for /api/metrics. */
  stats(): { name: string; runs: number; failures: number; lastSeconds: number; lastSuccessAt: number }[];
}

/** A tick is its minute, so instances whose timers fire a few milliseconds apart agree on it. */
const tickOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

const lastTick = async (db: DbOrTx, name: string) => {
  const [row] = await db.select({ at: jobRuns.lastTickAt }).from(jobRuns).where(eq(jobRuns.name, name));
  return row?.at;
};

const recordTick = (db: DbOrTx, name: string, tick: Date) =>
  db
    .insert(jobRuns)
    .values({ name, lastTickAt: tick, finishedAt: new Date() })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastTickAt: tick, finishedAt: new Date() } });

/**
 * Scheduled jobs (DESIGN.md §2): croner timers; on PostgreSQL each tick runs under a transaction-scoped
 * advisory lock and is recorded in `job_runs`, so however many instances start the same job, one of
 * them does each tick's work. PGlite is one process by nature (it owns its data dir): no lock needed.
 */
export const createJobs = (deps: {
  database: Database;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): Jobs => {
  const { database, log } = deps;
  const defined = new Map<string, JobDefinition>();
  const timers: Cron[] = [];
  const counters = new Map<
    string,
    { runs: number; failures: number; lastSeconds: number; lastSuccessAt: number }
  >();
  const counterOf = (name: string) => {
    let entry = counters.get(name);
    if (!entry) {
      entry = { runs: 0, failures: 0, lastSeconds: 0, lastSuccessAt: 0 };
      counters.set(name, entry);
    }
    return entry;
  };

  const runLocked = async (job: JobDefinition, tick: Date): Promise<boolean> => {
    if (database.kind === 'pglite') {
      const last = await lastTick(database.db, job.name);
      if (last && last.getTime() >= tick.getTime()) return false;
      await job.run(tick, last ?? undefined);
      await recordTick(database.db, job.name, tick);
      return true;
    }
    return database.db.transaction(async (tx) => {
      // Advisory locks are the server's, not the database's: the key names the database too, so two
      // installs (or two test files) on one PostgreSQL server never take each other's ticks.
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(hashtext(current_database() || ${`:job:${job.name}`})) as locked`,
      );
      if (rowsOf(result)[0]?.locked !== true) return false;
      const last = await lastTick(tx, job.name);
      if (last && last.getTime() >= tick.getTime()) return false;
      // The work uses the pool: the lock's transaction only holds the lock and the record.
      await job.run(tick, last ?? undefined);
      await recordTick(tx, job.name, tick);
      return true;
    });
  };

  const jobs: Jobs = {
    add(job) {
      if (defined.has(job.name)) throw new Error(`job defined twice: ${job.name}`);
      defined.set(job.name, job);
    },
    start() {
      for (const job of defined.values()) {
        const timer = new Cron(
          job.schedule,
          { name: job.name, timezone: 'UTC', protect: true, unref: true },
          () => {
            jobs
              .runTick(job.name, new Date())
              .catch((err: unknown) => log.error({ err, job: job.name }, 'scheduled job failed'));
          },
        );
        timers.push(timer);
      }
    },
    stop() {
      for (const timer of timers.splice(0)) timer.stop();
    },
    async runTick(name, at) {
      const job = defined.get(name);
      if (!job) throw new Error(`unknown job: ${name}`);
      const started = Date.now();
      const counter = counterOf(name);
      let ran: boolean;
      try {
        ran = await runLocked(job, tickOf(at));
      } catch (error) {
        counter.failures += 1;
        throw error;
      }
      if (ran) {
        counter.runs += 1;
        counter.lastSeconds = (Date.now() - started) / 1000;
        counter.lastSuccessAt = Date.now() / 1000;
        log.info({ job: name, ms: Date.now() - started }, 'scheduled job ran');
      }
      return ran;
    },
    names: () => [...defined.keys()],
    stats: () => [...defined.keys()].map((name) => ({ name, ...counterOf(name) })),
  };
  return jobs;
};
