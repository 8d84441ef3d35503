import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../common/contracts/search';
import { groups } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { closeWords } from './search.repository';
import { termsOf } from './search.service';
import { crowdedKinds, estimatedMatches, readWordStats, surelyMany } from './search-estimates';

describe('the estimate from the statistics', () => {
  const stats = {
    rows: 100_000,
    frequencies: new Map([
      ['financ', 0.6],
      ['financi', 0.3],
      ['dakar', 0.1],
    ]),
  };

  it('adds the common stems a prefix begins, multiplies the words, and knows no rare stem', () => {
    expect(estimatedMatches(stats, [{ lexeme: 'financ', prefix: true }])).toBeCloseTo(90_000);
    expect(estimatedMatches(stats, [{ lexeme: 'financ', prefix: false }])).toBeCloseTo(60_000);
    expect(
      estimatedMatches(stats, [
        { lexeme: 'financ', prefix: true },
        { lexeme: 'dakar', prefix: true },
      ]),
    ).toBeCloseTo(9_000);
    expect(estimatedMatches(stats, [{ lexeme: 'kaolack', prefix: true }])).toBe(0);
    expect(estimatedMatches(undefined, [{ lexeme: 'financ', prefix: true }])).toBe(0);
  });
});

describe('a word thousands of rows hold', () => {
  let t: TestApp;
  const word = 'tontine';
  beforeAll(async () => {
    t = await buildTestApp();
    await t.database.db.insert(groups).values(
      Array.from({ length: surelyMany + 200 }, (_, i) => ({
        name: `Tontine ${i}`,
        description: 'Épargne solidaire',
      })),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('is counted until the statistics know it, then reads "100+" uncounted; a rare word is still counted', async () => {
    const terms = termsOf(word);
    const { stems = [] } = await closeWords(t.database.db, terms, { stems: true });
    expect(stems).toEqual([{ lexeme: 'tontin', prefix: true }]);
    // Never analysed: no statistics, every kind is counted.
    expect(crowdedKinds(await readWordStats(t.database.db), stems, ['groups', 'events'])).toEqual(new Set());

    await t.database.db.execute(sql`analyze groups`);
    const stats = await readWordStats(t.database.db);
    expect(stats.get('groups')?.rows).toBeGreaterThanOrEqual(surelyMany);
    expect(crowdedKinds(stats, stems, ['groups', 'events'])).toEqual(new Set(['groups']));
    const { stems: rare = [] } = await closeWords(t.database.db, termsOf('solidarité kaolack'), {
      stems: true,
    });
    expect(crowdedKinds(stats, rare, ['groups'])).toEqual(new Set());

    // What a member reads: the tab says 100+ (the cap) and the page lists the groups.
    const member = await createUser(t.app, t.database.db);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/search?q=${word}`,
      headers: { cookie: member.cookie, 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)' },
    });
    expect(response.statusCode).toBe(200);
    const found: SearchResults = response.json();
    expect(found.counts.groups).toBe(100);
    expect(found.type).toBe('groups');
    expect(found.items[0]?.title).toMatch(/^Tontine \d+$/);
  });
});
