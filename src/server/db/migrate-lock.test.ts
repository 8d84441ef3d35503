import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/db';
import { migrationsDir } from '../lib/paths';
import { openDatabase } from './client';

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('two instances starting together on an empty database both migrate it, once', async () => {
    const name = `sankofa_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(url ?? '');
    target.pathname = `/${name}`;
    const first = await openDatabase({ url: target.toString() });
    const second = await openDatabase({ url: target.toString() });
    try {
      const results = await Promise.allSettled([first.migrate(), second.migrate()]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      // Each migration of the journal applied exactly once.
      const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
        entries: unknown[];
      };
      const [row] = rowsOf(
        await first.db.execute(
          sql`select count(*)::int as applied, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        ),
      );
      expect(row).toEqual({ applied: journal.entries.length, distinct: journal.entries.length });
    } finally {
      await first.close();
      await second.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
