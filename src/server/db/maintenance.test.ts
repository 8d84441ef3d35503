import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/db';
import { buildTestApp } from '../test/build-test-app';

/**
 * The embedded database's upkeep: PGlite has no autovacuum, so an hourly job reclaims dead rows and
 * refreshes the planner's statistics. On PostgreSQL the server's autovacuum does it and the job is not
 * defined.
 */
const t = await buildTestApp();
afterAll(async () => {
  await t.close();
});
const { db } = t.database;

const lastAnalyzed = async () => {
  const [row] = rowsOf(
    await db.execute(
      sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'rate_limit_counters'`,
    ),
  );
  return row;
};

describe('the embedded database’s upkeep', () => {
  it.runIf(t.database.kind === 'pglite')('vacuums and analyzes every table on its hourly tick', async () => {
    const before = await lastAnalyzed();
    expect(before?.last_vacuum ?? null).toBeNull();
    expect(await t.app.jobs.runTick('embedded-vacuum', new Date('2026-12-01T10:41:00Z'))).toBe(true);
    const after = await lastAnalyzed();
    expect(after?.last_vacuum).not.toBeNull();
    expect(after?.last_analyze).not.toBeNull();
  });

  it.runIf(t.database.kind === 'postgres')('is left to the server’s autovacuum on PostgreSQL', async () => {
    await expect(t.app.jobs.runTick('embedded-vacuum', new Date())).rejects.toThrow('unknown job');
  });
});
