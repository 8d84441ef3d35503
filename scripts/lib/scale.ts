// The SQL the seed:scale scripts share: the ids of scale rows, text arrays and their timed set-based
// statements (how a seed runs is lib/scale-seed.ts).
import type pg from 'pg';

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
