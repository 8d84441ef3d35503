// How a seed:scale script runs: its options, the database it needs (schema, reference data, one
// connection) and, for an area's seed, the whole run (`runScaleSeed`): members check, --reset, the
// already-there check, the writes in one transaction, vacuum and timing.
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedReference } from '../../src/server/db/seed/reference';
import { step } from './scale';

/** `--name=<positive integer>` from the command line, else `fallback`; throws on anything else. */
export const positiveIntArg = (name: string, fallback: number) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = hit ? Number(hit.split('=')[1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer`);
  return value;
};

/** DATABASE_URL; without it, prints `message` and exits 1. */
export const requireDatabaseUrl = (message: string): string => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(message);
    process.exit(1);
  }
  return url;
};

/** Runs `work` on one connection to `url`; rolls back an open transaction if it throws, always disconnects. */
export const withClient = async (url: string, work: (client: pg.Client) => Promise<void>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
};

/** Runs a seed's `main`, printing its error and exiting 1 if it fails. */
export const runSeed = (main: () => Promise<void>) => {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
};

/** The schema on the database of `url` (the migrations a start runs). */
export const migrateSchema = async (url: string): Promise<void> => {
  const database = await openDatabase({ url });
  await database.migrate();
  await database.close();
};

/** Schema and reference data (categories…) on the database of `url`, exactly as a real start makes them. */
export const migrateAndSeedReference = async (url: string): Promise<void> => {
  const database = await openDatabase({ url });
  await database.migrate();
  const app = await buildApp({
    config: {
      ...loadConfig({
        AUTH_SECRET: 'seed-scale-only-secret-of-32-characters',
        ...process.env,
        LOG_LEVEL: 'warn',
      }),
      databaseUrl: url,
    },
    database,
    logger: false,
    webDir: '/nonexistent',
  });
  await seedReference(app);
  await app.close();
  await database.close();
};

/** What one area's scale seed declares; `runScaleSeed` runs it. */
export type ScaleSeed = {
  /** The area, as in `npm run seed:scale:<area>`. */
  area: string;
  /** Schema only (the default), or schema and reference data as a real start makes them. */
  prepare?: 'schema' | 'reference';
  /** The fewest scale members (`npm run seed:scale`) the seed needs. */
  minMembers: number;
  /** With --reset: removes what the seed writes (inside its transaction). */
  reset: (client: pg.Client) => Promise<void>;
  /** A sentence when the seed's rows are already there (the seed then stops), else undefined. */
  alreadyThere?: (client: pg.Client) => Promise<string | undefined>;
  /** Writes the rows inside one transaction; `members` is the number of scale members. */
  write: (client: pg.Client, members: number) => Promise<void>;
  /** The tables to vacuum and analyze once the rows are committed. */
  vacuum: string[];
  /** Added to the last line (totals, read after the vacuum). */
  summary?: (client: pg.Client) => Promise<string>;
};

/**
 * Runs an area's scale seed on the PostgreSQL of DATABASE_URL: the schema (and reference data), a check
 * that the scale members are there, then in one transaction --reset's removal, the already-there check
 * and the writes; after the commit, vacuum and the time it took.
 */
export const runScaleSeed = (seed: ScaleSeed) => {
  const name = `seed:scale:${seed.area}`;
  const url = requireDatabaseUrl(
    `${name} needs DATABASE_URL (the PostgreSQL database of \`npm run seed:scale\`).`,
  );
  const reset = process.argv.includes('--reset');
  runSeed(async () => {
    if (seed.prepare === 'reference') await migrateAndSeedReference(url);
    else await migrateSchema(url);
    await withClient(url, async (client) => {
      const started = Date.now();
      const members = await client.query<{ n: number }>(
        `select count(*)::int as n from users where email like 'scale-%@scale.sankofa.test'`,
      );
      const n = members.rows[0]?.n ?? 0;
      if (n < seed.minMembers) {
        throw new Error(
          `only ${n} scale members (${seed.minMembers} needed): run \`npm run seed:scale\` first.`,
        );
      }
      await client.query('begin');
      if (reset) await seed.reset(client);
      const already = await seed.alreadyThere?.(client);
      if (already) {
        await client.query('rollback');
        console.log(already);
        return;
      }
      await seed.write(client, n);
      await client.query('commit');
      for (const table of seed.vacuum)
        await step(client, `vacuum analyze ${table}`, `vacuum analyze ${table}`);
      const summary = seed.summary ? await seed.summary(client) : '';
      console.log(`${name} done in ${((Date.now() - started) / 1000).toFixed(1)} s${summary}`);
    });
  });
};

/** Deletes the rows of `table` whose ids are `idOf(g)` for g from 1 to `count`. */
export const deleteNumbered = (
  client: pg.Client,
  label: string,
  table: string,
  idOf: (g: string) => string,
  count: number,
) =>
  step(
    client,
    label,
    `delete from ${table} where id in (select ${idOf('g')} from generate_series(1, $1) g)`,
    [count],
  );

/**
 * --reset and the already-there check of a seed whose rows in `table` are numbered 1 to `count` (ids
 * `idOf(g)`): the last one's presence says the seed already ran with this size.
 */
export const numberedRows = (table: string, idOf: (g: string) => string, count: number, noun: string) => ({
  reset: (client: pg.Client) => deleteNumbered(client, `reset ${noun}`, table, idOf, count),
  alreadyThere: async (client: pg.Client) => {
    const existing = await client.query(`select 1 from ${table} where id = ${idOf('$1::int')}`, [count]);
    return existing.rowCount
      ? `The ${count} scale ${noun} are already there; --reset to rebuild.`
      : undefined;
  },
});

/** A count kept on a row, set from the rows that make it (see `recountStep`). */
export type Recount = {
  /** The row's table and the column that keeps the count. */
  table: string;
  column: string;
  /** The counted rows' table, the column naming their row, and those to count (all by default). */
  source: string;
  key: string;
  where?: string;
  /** What is counted: `count(*)` by default, or a sum. */
  value?: string;
  /** Only the seed's rows, numbered 1 to `count` (ids `idOf(g)`), else every row counted. */
  seeded?: { idOf: (g: string) => string; count: number };
};

/**
 * Sets a count kept on rows (a post's likes, a group's members) from the rows that make it, in one
 * grouped pass: a correlated count per row reads the counted table once per row, for hours.
 */
export const recountStep = (client: pg.Client, label: string, recount: Recount) => {
  const { table, column, source, key, where, value = 'count(*)', seeded } = recount;
  return step(
    client,
    label,
    `update ${table} t set ${column} = c.n
       from (select ${key}, ${value}::int as n from ${source}${where ? ` where ${where}` : ''} group by ${key}) c
     where c.${key} = t.id${seeded ? ` and t.id in (select ${seeded.idOf('g')} from generate_series(1, $1) g)` : ''}`,
    seeded ? [seeded.count] : [],
  );
};
