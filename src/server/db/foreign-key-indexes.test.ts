import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../lib/db';
import { testAppForFile } from '../test/suite';

const t = testAppForFile();

/**
 * Foreign keys deliberately left without an index of their own: the referenced rows are a handful of
 * staff-made templates, never deleted under load, and the referencing tables stay small.
 */
const unindexedOnPurpose = [
  'prospect_campaigns.rappel_template_id',
  'prospect_campaigns.relance_template_id',
  'prospect_sends.template_id',
];

describe('foreign keys', () => {
  // A key without an index makes every delete of the row it points to, and every per-member sum (the
  // storage quota on each upload), read the whole referencing table: the soak found `groups.created_by`
  // read 10,000 rows on every avatar upload (issue 41).
  it('each has an index that starts with its column', async () => {
    const missing = rowsOf(
      await t.database.db.execute(sql`
        select c.conrelid::regclass::text || '.' || a.attname as key
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and array_length(c.conkey, 1) = 1
          and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
        order by 1`),
    ).map((row) => String(row.key));
    expect(missing).toEqual(unindexedOnPurpose);
  });
});
