import { describe, expect, it } from 'vitest';
import { rowsOf } from './lib/db';
import { testAppForFile } from './test/suite';

/*
 * One rule decides whether a member is shown to others (platform/person.ts `shownToOthers`: not blocked
 * or suspended by staff, and no account deletion pending, issue 38 §3). These checks keep it in one place.
 */

const t = testAppForFile();

describe('the partial indexes over the members others see', () => {
  it('carry the whole rule: an index that leaves out blocked members also leaves out suspended and leaving ones', async () => {
    const indexes = rowsOf(
      await t.database.db.execute(
        "select indexname, indexdef from pg_indexes where tablename = 'profiles' and indexdef ilike '%not is_blocked%'",
      ),
    ).map((row) => ({ name: String(row.indexname), definition: String(row.indexdef) }));
    // The network's five, the recipient search's and the mentors' two (migration 0063).
    expect(indexes.length).toBeGreaterThanOrEqual(8);
    const partial = indexes.filter(
      ({ definition }) => !/not is_suspended/i.test(definition) || !/not is_leaving/i.test(definition),
    );
    expect(partial.map(({ name }) => name)).toEqual([]);
  });
});
