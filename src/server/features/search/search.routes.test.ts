import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecentSearches, SearchResults, SearchSuggestions } from '../../../common/contracts/search';
import { searchLimits } from '../../../common/contracts/search';
import { companies, groups, mentors, profiles } from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, uniqueIp } from '../../test/factories';
import { pruneWords } from './search.repository';

let t: TestApp;
let awa: CreatedUser;

const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const get = (url: string, user: CreatedUser | null = null, userAgent = browser) =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1${url}`,
    headers: { 'user-agent': userAgent, ...(user ? { cookie: user.cookie } : {}) },
    remoteAddress: uniqueIp(),
  });

const results = async (query: string, user: CreatedUser | null = null): Promise<SearchResults> => {
  const response = await get(`/search?${query}`, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

beforeAll(async () => {
  t = await buildTestApp();
  awa = await createUser(t.app, t.database.db);
  const db = t.database.db;
  await db.insert(groups).values([
    { name: 'Ingénieure civile', description: 'Les ponts et chaussées' },
    { name: 'Cercle des bâtisseurs', description: 'Pour toute ingénieure civile du réseau' },
    { name: 'Jardiniers de Thiès', description: 'Potagers' },
  ]);
  await db.insert(groups).values(
    Array.from({ length: searchLimits.pageSize + 5 }, (_, i) => ({
      name: `Baobab ${String(i).padStart(2, '0')}`,
      description: 'Un des nombreux groupes',
    })),
  );
  await db.insert(companies).values({ nom: 'Kora Bâtiment', ville: 'Abidjan', pays: "Côte d'Ivoire" });
});
afterAll(async () => {
  await t.close();
});

describe('relevance in French', () => {
  it.each(['ingenieur', 'ingénieure', 'ingenier', 'INGENIEURE', 'ingé'])(
    '"%s" finds "Ingénieure civile", the title before the description',
    async (q) => {
      const found = await results(`q=${encodeURIComponent(q)}&type=groups`);
      expect(found.items[0]?.title).toBe('Ingénieure civile');
      expect(found.items.map((item) => item.title)).toContain('Cercle des bâtisseurs');
    },
  );

  it('finds a company by a misspelt, accent-less name and says where it opens', async () => {
    const found = await results('q=kora%20batimen');
    expect(found.type).toBe('companies');
    expect(found.items[0]).toMatchObject({
      title: 'Kora Bâtiment',
      path: expect.stringMatching(/^\/entreprises\//),
    });
  });

  it('suggests at most 3 per kind, grouped by kind', async () => {
    const response = await get('/search/suggestions?q=baobab');
    expect(response.statusCode).toBe(200);
    const body: SearchSuggestions = response.json();
    expect(body.groups).toHaveLength(1);
    expect(body.groups[0]?.kind).toBe('groups');
    expect(body.groups[0]?.items).toHaveLength(searchLimits.suggestionsPerKind);
  });

  it('suggests names close in spelling when the words find fewer than 3', async () => {
    await t.database.db.insert(groups).values([
      { name: 'Tontine de Kaolack', description: 'Épargne' },
      { name: 'Tontines de Kaolac', description: 'Épargne' },
      { name: 'Kaolak solidaire', description: 'Entraide' },
    ]);
    const suggested = async (q: string) => {
      const response = await get(`/search/suggestions?q=${q}`);
      expect(response.statusCode).toBe(200);
      const body: SearchSuggestions = response.json();
      return (body.groups.find((group) => group.kind === 'groups')?.items ?? []).map((item) => item.title);
    };
    // "kaolack" is in one name: the names close in spelling are read, and fill the suggestions.
    expect((await suggested('kaolack')).sort()).toEqual([
      'Kaolak solidaire',
      'Tontine de Kaolack',
      'Tontines de Kaolac',
    ]);
    // "tontine" is in two: the same, though the close names add none here.
    expect((await suggested('tontine')).sort()).toEqual(['Tontine de Kaolack', 'Tontines de Kaolac']);
  });

  it('corrects a typo in a word a name took on since (the dictionary follows every rename)', async () => {
    const [group] = await t.database.db
      .insert(groups)
      .values({ name: 'Coopérative de Lomé', description: 'Agriculture' })
      .returning({ id: groups.id });
    const titles = async () => {
      const response = await get('/search/suggestions?q=kpalimi');
      const body: SearchSuggestions = response.json();
      return body.groups.flatMap((found) => found.items.map((item) => item.title));
    };
    expect(await titles()).toEqual([]);
    await t.database.db
      .update(groups)
      .set({ name: 'Coopérative de Kpalimé' })
      .where(eq(groups.id, group?.id ?? ''));
    // "kpalimi" is in no name: only the renamed group's new word, close in spelling, finds it.
    expect(await titles()).toEqual(['Coopérative de Kpalimé']);
    // The old name's word ("lome") stays until the nightly prune, which keeps every word still held.
    const dictionary = async () =>
      rowsOf(
        await t.database.db.execute(sql`select word from search_words where word in ('lome', 'kpalime')`),
      )
        .map((row) => row.word)
        .sort();
    expect(await dictionary()).toEqual(['kpalime', 'lome']);
    expect(await pruneWords(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await dictionary()).toEqual(['kpalime']);
  });

  it('takes a misspelt word for its close spelling, not for a word it holds a part of', async () => {
    await t.database.db.insert(groups).values([
      { name: 'Maison Ngozéqtvrkmzl', description: 'Entraide' },
      { name: 'Club qtvrkmzl', description: 'Entraide' },
    ]);
    const response = await get('/search/suggestions?q=ngzeqtvrkmzl');
    const body: SearchSuggestions = response.json();
    expect(body.groups.flatMap((found) => found.items.map((item) => item.title))).toEqual([
      'Maison Ngozéqtvrkmzl',
    ]);
  });

  it('suggests the nearest spelling when nothing matches', async () => {
    const found = await results('q=jardinieres%20de%20tiesse');
    expect(found.items).toHaveLength(0);
    expect(found.didYouMean).toBe('Jardiniers de Thiès');
  });
});

describe('mentors', () => {
  // A mentor's texts are on two tables: the profile's (name, title) and the mentoring's (domains, bio).
  it.each([
    ['their name', 'sylla'],
    ['their profile title', 'hydrologue'],
    ['their domains', 'irrigation'],
    ['their mentoring text', 'forages'],
  ])('finds a mentor by %s', async (_, q) => {
    const mentor = await createUser(t.app, t.database.db);
    await t.database.db
      .update(profiles)
      .set({ fullName: 'Mariama Sylla', title: 'Hydrologue', isMentor: true })
      .where(eq(profiles.id, mentor.id));
    await t.database.db.insert(mentors).values({
      profileId: mentor.id,
      bio: 'Vingt ans de forages au Sahel',
      domains: ['Irrigation'],
      capacity: 3,
    });
    const found = await results(`q=${q}&type=mentors`, awa);
    expect(found.items.map((item) => item.title)).toContain('Mariama Sylla');
    await t.database.db.delete(mentors).where(eq(mentors.profileId, mentor.id));
  });
});

describe('pages and counts', () => {
  it('counts up to the cap ("100+") and pages no further than it', async () => {
    await t.database.db.insert(groups).values(
      Array.from({ length: searchLimits.countCap + 5 }, (_, i) => ({
        name: `Fromager ${String(i).padStart(3, '0')}`,
        description: 'Un arbre parmi tant d’autres',
      })),
    );
    let page = await results('q=fromager&type=groups');
    expect(page.counts.groups).toBe(searchLimits.countCap);
    const seen = new Set(page.items.map((item) => item.id));
    while (page.nextCursor) {
      page = await results(`q=fromager&type=groups&cursor=${page.nextCursor}`);
      for (const item of page.items) seen.add(item.id);
    }
    expect(seen.size).toBe(searchLimits.countCap);
  });

  it('counts every kind and pages a kind by keyset, each item once', async () => {
    const first = await results('q=baobab&type=groups');
    expect(first.counts.groups).toBe(searchLimits.pageSize + 5);
    expect(first.counts.companies).toBe(0);
    expect(first.items).toHaveLength(searchLimits.pageSize);
    expect(first.nextCursor).not.toBeNull();
    const second = await results(`q=baobab&type=groups&cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const titles = [...first.items, ...second.items].map((item) => item.title);
    expect(new Set(titles).size).toBe(searchLimits.pageSize + 5);
  });

  it('refuses a forged cursor with 400, never a database error', async () => {
    const forged = Buffer.from(JSON.stringify(['1; drop table groups', 'x', 2])).toString('base64url');
    const response = await get(`/search?q=baobab&type=groups&cursor=${forged}`);
    expect(response.statusCode).toBe(400);
  });

  it('refuses a one-letter query in French', async () => {
    const response = await get('/search/suggestions?q=a');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].message).toMatch(/2 caractères/);
  });

  it('gives a visitor no members (the network is for members)', async () => {
    const found = await results('q=baobab');
    expect(found.counts.members).toBe(0);
  });
});

describe('the companies directory limits', () => {
  it('gives a robot no company suggestions and refuses it company pages', async () => {
    const suggestions = await get('/search/suggestions?q=kora', null, 'curl/8.0');
    expect(suggestions.statusCode).toBe(200);
    expect((suggestions.json() as SearchSuggestions).groups.map((group) => group.kind)).not.toContain(
      'companies',
    );
    const page = await get('/search?q=kora&type=companies', null, 'python-requests/2.31');
    expect(page.statusCode).toBe(403);
    expect(page.json().error.code).toBe('companies_access_denied');
  });
});

describe('recent searches', () => {
  it('keeps a member’s searches, newest first, once per spelling, and clears them', async () => {
    const record = (query: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/search/recent',
        payload: { query },
        headers: { cookie: awa.cookie },
      });
    expect((await record('Kora')).statusCode).toBe(204);
    expect((await record('baobab')).statusCode).toBe(204);
    expect((await record('KÒRA')).statusCode).toBe(204);
    const listed: RecentSearches = (await get('/search/recent', awa)).json();
    expect(listed.items.map((item) => item.query)).toEqual(['KÒRA', 'baobab']);
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/search/recent',
      headers: { cookie: awa.cookie },
    });
    expect(cleared.statusCode).toBe(204);
    expect(((await get('/search/recent', awa)).json() as RecentSearches).items).toEqual([]);
  });

  it('keeps only the last few', async () => {
    const other = await createUser(t.app, t.database.db);
    for (let i = 0; i < searchLimits.recentMax + 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/search/recent',
        payload: { query: `recherche ${i}` },
        headers: { cookie: other.cookie },
      });
    }
    const listed: RecentSearches = (await get('/search/recent', other)).json();
    expect(listed.items).toHaveLength(searchLimits.recentMax);
    expect(listed.items[0]?.query).toBe(`recherche ${searchLimits.recentMax + 2}`);
  });

  it('are a member’s own: a visitor gets 401', async () => {
    expect((await get('/search/recent')).statusCode).toBe(401);
  });
});
