import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { openPgliteTestDatabase, releasePgliteTestDatabase } from './pglite-spares';

const count = async (database: Database, table: string) =>
  (
    (await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;

/** What the next test file of a worker finds in a PGlite database an earlier file used. */
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'PGlite databases used again by the next file',
  () => {
    it("hands the next file the template's rows: none of the last file's, its sequences restarted", async () => {
      const first = await openPgliteTestDatabase();
      const rules = await count(first, 'business_rules');
      expect(rules).toBeGreaterThan(0);
      await first.db.execute(sql`insert into logs (action) values ('left_behind'), ('left_behind')`);
      await first.db.execute(sql`delete from business_rules`);
      await releasePgliteTestDatabase(first);

      const next = await openPgliteTestDatabase();
      expect(next).toBe(first);
      expect(await count(next, 'logs')).toBe(0);
      expect(await count(next, 'business_rules')).toBe(rules);
      await next.db.execute(sql`insert into logs (action) values ('fresh')`);
      const ids = (await next.db.execute(sql`select id from logs`)) as unknown as { rows: { id: number }[] };
      expect(ids.rows.map((row) => Number(row.id))).toEqual([1]);
      await releasePgliteTestDatabase(next);
    });

    it('closes a database whose shape the file changed, and the next file gets a fresh one', async () => {
      const first = await openPgliteTestDatabase();
      await first.db.execute(sql`create table left_behind (id int)`);
      await releasePgliteTestDatabase(first);
      const next = await openPgliteTestDatabase();
      expect(next).not.toBe(first);
      expect(await count(next, "pg_tables where tablename = 'left_behind'")).toBe(0);
      await releasePgliteTestDatabase(next);
    });
  },
);
