import { asc, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../db/schema';
import { createUser } from '../test/factories';
import { testAppForFile } from '../test/suite';
import { inBatches } from './db';

const t = testAppForFile();

describe('inBatches', () => {
  it("yields the query's rows in its order, `size` at a time, ending with the first short batch", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await createUser(t.app, t.database.db)).id);
    const query = (few: string[]) =>
      t.database.db
        .select({ id: profiles.id })
        .from(profiles)
        .where(inArray(profiles.id, few))
        .orderBy(asc(profiles.id))
        .$dynamic();
    const batches = async (few: string[]) => {
      const seen: string[][] = [];
      for await (const rows of inBatches(query(few), 2)) seen.push(rows.map((row) => row.id));
      return seen;
    };
    const sorted = [...ids].sort();
    expect(await batches(sorted.slice(0, 3))).toEqual([sorted.slice(0, 2), sorted.slice(2, 3)]);
    expect(await batches(sorted)).toEqual([sorted.slice(0, 2), sorted.slice(2, 4), []]);
  });
});
