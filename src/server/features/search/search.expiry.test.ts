import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobOfferPage } from '../../../common/contracts/job-offers';
import type { SearchResults } from '../../../common/contracts/search';
import { jobOffers } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { offerRow } from './search-test-support';

/*
 * A job offer's last day is a UTC calendar day (docs/areas/jobs.md): the search leaves an offer out on
 * the same day the list does, whatever time zone the database runs in. The database is put in a zone
 * whose date differs from UTC's at this hour (a day behind before noon UTC, a day ahead after), so a
 * search reading the database's own date would keep yesterday's offer or drop today's.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const zone = new Date().getUTCHours() < 12 ? 'Etc/GMT+12' : 'Etc/GMT-14';
  // This session (PGlite's one connection) and any opened later (PostgreSQL's search pool).
  await t.database.db.execute(sql.raw(`set time zone '${zone}'`));
  await t.database.db.execute(
    sql.raw(
      `do $$ begin execute format('alter database %I set timezone = ''${zone}''', current_database()); end $$`,
    ),
  );
});
afterAll(async () => {
  await t.close();
});

const utcDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('the search and an offer’s last day', () => {
  it('finds the offers the list shows: last day today yes, yesterday no (UTC days)', async () => {
    const author = await createUser(t.app, t.database.db);
    const word = `expiry${randomBytes(4).toString('hex')}`;
    const [today] = await t.database.db
      .insert(jobOffers)
      .values([
        offerRow(author.id, word, { title: 'Comptable', expiresAt: utcDay(0) }),
        offerRow(author.id, word, { title: 'Juriste', expiresAt: utcDay(-1) }),
      ])
      .returning({ id: jobOffers.id });

    const search = await t.app.inject({ method: 'GET', url: `/api/v1/search?q=${word}&type=jobs` });
    expect(search.statusCode, search.body).toBe(200);
    const found = search.json<SearchResults>().items.map((item) => item.id);
    const list = await t.app.inject({ method: 'GET', url: `/api/v1/job-offers?q=${word}` });
    const listed = list.json<JobOfferPage>().items.map((item) => item.id);

    expect(listed).toEqual([today?.id]);
    expect(found).toEqual([today?.id]);
  });
});
