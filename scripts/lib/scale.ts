// What the seed:scale scripts share: their options, the database they need, the timed set-based
// statements they run and the SQL that names a scale member.
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seedReference } from '../../src/server/db/seed/reference';

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

/**
 * The id of scale row `i` of a kind (`scale` members, `post`s, `job`s, `group`s…), as SQL: a stable,
 * valid version-4 UUID (the API checks the format) made from the SQL expression `i`, so re-running a
 * seed finds what it wrote.
 */
export const scaleId = (kind: string, i: string) =>
  `overlay(overlay(md5('sankofa-${kind}-' || (${i})) placing '4' from 13) placing '8' from 17)::uuid`;

/** Scale member i's id, as SQL. */
export const scaleMemberId = (i: string) => scaleId('scale', i);

/** A SQL text[] literal of `values`. */
export const textArray = (values: string[]) =>
  `array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`;

/** Runs one statement and prints its row count and duration (the statement itself when it fails). */
export const step = async (client: pg.Client, label: string, text: string, values: unknown[] = []) => {
  const started = Date.now();
  const result = await client.query(text, values).catch((error: unknown) => {
    console.error(`  ${label} failed:\n${text}`);
    throw error;
  });
  console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
