import { and, asc, eq, isNull } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyBody, CompanyDetail, CompanyPage } from '../../../common/contracts/companies';
import { companies, notifications, professionalCategories } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, multipartFile, uniqueIp } from '../../test/factories';
import { errorOf, image } from '../feed/feed-test-support';
import { createCompanyService } from './company.service';

let t: TestApp;
let member: CreatedUser;
let admin: CreatedUser;
let sectors: { id: string; name: string }[];

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

const body = (patch: Partial<CompanyBody> = {}): CompanyBody => ({
  nom: 'Wave Mobile Money',
  sigle: 'WAVE',
  taille: 'Grande entreprise (250+ salariés)',
  effectif: 900,
  siteWeb: 'https://wave.com',
  email: 'contact@wave.com',
  place: { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN', lat: 14.69, lon: -17.44 },
  description: 'Paiement mobile.',
  categoryIds: [],
  ...patch,
});

const call = (
  user: CreatedUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
  url: string,
  payload?: unknown,
  options: { ip?: string; ua?: string } = {},
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as Record<string, unknown> | undefined,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: { 'user-agent': options.ua ?? browser, ...(user ? { cookie: user.cookie } : {}) },
  });

const create = async (patch: Partial<CompanyBody> = {}) => {
  const res = await call(admin, 'POST', '/companies', body(patch));
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as CompanyDetail;
};

beforeAll(async () => {
  t = await buildTestApp();
  member = await createUser(t.app, t.database.db);
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  sectors = await t.database.db
    .select({ id: professionalCategories.id, name: professionalCategories.name })
    .from(professionalCategories)
    .where(isNull(professionalCategories.parentId))
    .orderBy(asc(professionalCategories.name))
    .limit(8);
});
afterAll(async () => {
  await t.close();
});

describe('managing the directory (002 §6: admins only)', () => {
  it('creates a company with its categories and place, and lists it', async () => {
    const ids = sectors.slice(0, 2).map((sector) => sector.id);
    const company = await create({ categoryIds: ids });
    expect(company).toMatchObject({
      nom: 'Wave Mobile Money',
      ville: 'Dakar',
      pays: 'Sénégal',
      countryCode: 'SN',
      active: true,
      canManage: true,
      place: { ville: 'Dakar', pays: 'Sénégal', lat: 14.69, lon: -17.44 },
    });
    expect(company.categories.map((c) => c.id).sort()).toEqual([...ids].sort());
    const page = (await call(null, 'GET', '/companies?q=wave')).json() as CompanyPage;
    expect(page.items.map((item) => item.id)).toContain(company.id);
  });

  it('refuses a visitor (401) and a member (403) on every write', async () => {
    const company = await create({ nom: 'Cible' });
    const writes: [string, string, unknown][] = [
      ['POST', '/companies', body()],
      ['PATCH', `/companies/${company.id}`, body({ nom: 'Piraté' })],
      ['PATCH', `/companies/${company.id}/active`, { active: false }],
      ['DELETE', `/companies/${company.id}/logo`, undefined],
      ['DELETE', `/companies/${company.id}`, undefined],
      ['GET', '/companies/all', undefined],
    ];
    for (const [method, url, payload] of writes) {
      const asVisitor = await call(null, method as 'POST', url, payload);
      expect(asVisitor.statusCode, `${method} ${url}`).toBe(401);
      const asMember = await call(member, method as 'POST', url, payload);
      expect(asMember.statusCode, `${method} ${url}`).toBe(403);
    }
    const file = multipartFile('logo.png', await image('png'));
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}/logo`,
      payload: file.payload,
      headers: { ...file.headers, cookie: member.cookie },
    });
    expect(upload.statusCode).toBe(403);
    const stored = (await call(admin, 'GET', `/companies/${company.id}`)).json() as CompanyDetail;
    expect(stored).toMatchObject({ nom: 'Cible', active: true, logoUrl: null });
  });

  it('answers the spec messages for a missing name, a missing place and 8 categories', async () => {
    const noName = await call(admin, 'POST', '/companies', body({ nom: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName).error.details?.[0]?.message).toBe("Le nom de l'entreprise est obligatoire.");
    const noPlace = await call(admin, 'POST', '/companies', { ...body(), place: null });
    expect(noPlace.statusCode).toBe(400);
    expect(errorOf(noPlace).error.details?.map((d) => d.message)).toContain(
      "L'adresse doit contenir au moins une ville et un pays.",
    );
    const tooMany = await call(
      admin,
      'POST',
      '/companies',
      body({ categoryIds: sectors.slice(0, 8).map((s) => s.id) }),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).error.details?.[0]?.message).toBe(
      'Vous ne pouvez sélectionner que 7 catégories professionnelles maximum',
    );
    const badId = await call(null, 'GET', '/companies/pas-un-uuid');
    expect(badId.statusCode).toBe(400);
  });

  it('hides an inactive company from non-admins: not listed, "Entreprise non disponible"', async () => {
    const company = await create({ nom: 'Sommeil SARL' });
    const off = await call(admin, 'PATCH', `/companies/${company.id}/active`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    const detail = await call(member, 'GET', `/companies/${company.id}`);
    expect(detail.statusCode).toBe(404);
    expect(errorOf(detail).error).toMatchObject({
      code: 'company_unavailable',
      message: 'Entreprise non disponible',
    });
    const listed = (await call(null, 'GET', '/companies?q=sommeil')).json() as CompanyPage;
    expect(listed.items).toEqual([]);
    const all = (await call(admin, 'GET', '/companies/all?q=sommeil')).json() as CompanyPage;
    expect(all.items.map((item) => item.active)).toEqual([false]);
    expect((await call(admin, 'GET', `/companies/${company.id}`)).statusCode).toBe(200);
  });

  it('edits, replaces the categories, takes a re-encoded logo and deletes', async () => {
    const company = await create({ nom: 'Orange Côte', categoryIds: [sectors[0]?.id ?? ''] });
    const edited = await call(
      admin,
      'PATCH',
      `/companies/${company.id}`,
      body({ nom: 'Orange CI', categoryIds: [sectors[1]?.id ?? ''] }),
    );
    expect(edited.json()).toMatchObject({ nom: 'Orange CI', categories: [{ id: sectors[1]?.id }] });
    const file = multipartFile('logo.png', await image('png', 1200, 600));
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}/logo`,
      payload: file.payload,
      headers: { ...file.headers, cookie: admin.cookie },
    });
    expect(upload.statusCode).toBe(200);
    expect((upload.json() as CompanyDetail).logoUrl).toMatch(/\/storage\/media\/companies\//);
    const fake = multipartFile('logo.png', Buffer.from('pas une image'));
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/companies/${company.id}/logo`,
      payload: fake.payload,
      headers: { ...fake.headers, cookie: admin.cookie },
    });
    expect(refused.statusCode).toBe(415);
    expect((await call(admin, 'DELETE', `/companies/${company.id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/companies/${company.id}`)).statusCode).toBe(404);
  });

  it('filters by country and size in SQL', async () => {
    await create({
      nom: 'Filtre Abidjan',
      place: { ville: 'Abidjan', pays: "Côte d'Ivoire", country_code: 'CI' },
    });
    await create({ nom: 'Filtre Micro', taille: 'Micro-entreprise (1-9 salariés)' });
    const byCountry = (await call(null, 'GET', '/companies?q=filtre&country=CI')).json() as CompanyPage;
    expect(byCountry.items.map((item) => item.nom)).toEqual(['Filtre Abidjan']);
    const bySize = (
      await call(
        null,
        'GET',
        `/companies?q=filtre&taille=${encodeURIComponent('Micro-entreprise (1-9 salariés)')}`,
      )
    ).json() as CompanyPage;
    expect(bySize.items.map((item) => item.nom)).toEqual(['Filtre Micro']);
  });

  it("gives the job form's picker active names only, to members", async () => {
    await create({ nom: 'Picker Actif' });
    const sleeping = await create({ nom: 'Picker Dormant' });
    await call(admin, 'PATCH', `/companies/${sleeping.id}/active`, { active: false });
    expect((await call(null, 'GET', '/companies/names?q=picker')).statusCode).toBe(401);
    const picked = await call(member, 'GET', '/companies/names?q=picker');
    expect(picked.json().items.map((item: { nom: string }) => item.nom)).toEqual(['Picker Actif']);
  });

  it('puts the names that start with the typed text first in the picker, accents and case aside', async () => {
    for (const nom of ['Zébu Ndarpick', 'Ndarpick Conseil', 'ndarpick agro', 'Ndärpick Énergie']) {
      await create({ nom, sigle: null });
    }
    await create({ nom: 'Baobab Services', sigle: 'NDARPICKS' });
    const names = async (q: string) =>
      (
        (await call(member, 'GET', `/companies/names?q=${encodeURIComponent(q)}`)).json().items as {
          nom: string;
        }[]
      ).map((item) => item.nom);
    // The prefix matches in folded order, then the others (in the name or the acronym) by name.
    expect(await names('ndarpick')).toEqual([
      'ndarpick agro',
      'Ndarpick Conseil',
      'Ndärpick Énergie',
      'Baobab Services',
      'Zébu Ndarpick',
    ]);
    expect(await names('ZEBU  ndar')).toEqual(['Zébu Ndarpick']);
    expect(await names('ndarpick e')).toEqual([
      'Ndärpick Énergie',
      'Baobab Services',
      'Ndarpick Conseil',
      'Zébu Ndarpick',
    ]);
    // A pattern character is a character: nothing starts with 'ndar%', nothing holds it.
    expect(await names('ndar%')).toEqual([]);
  });

  it('gives the picker at most 10 names, the prefix matches before the rest', async () => {
    for (let i = 0; i < 12; i++) await create({ nom: `Tenpick ${String(i).padStart(2, '0')}`, sigle: null });
    await create({ nom: 'Alpha Tenpick', sigle: null });
    const items = (await call(member, 'GET', '/companies/names?q=tenpick')).json().items as { nom: string }[];
    expect(items.map((item) => item.nom)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Tenpick ${String(i).padStart(2, '0')}`),
    );
  });
});

describe('the admins hear of new companies (001 §3 company_created), one notice per tick', () => {
  const noticesOf = (user: CreatedUser) =>
    t.database.db
      .select({ title: notifications.title, body: notifications.body, data: notifications.data })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'company_created')))
      .orderBy(asc(notifications.createdAt));
  // An hour ahead, so the companies the file created before are behind the first tick's reach.
  const base = Date.now() + 3600_000;
  const at = (minutes: number) => new Date(base + minutes * 60_000);
  const tick = (minutes: number) => t.app.jobs.runTick('companies-created-notice', at(minutes));
  /** Companies created at `minutes` past the base, a second apart in the order given. */
  const createAt = async (minutes: number, names: string[]) => {
    const created = [];
    for (const nom of names) created.push(await create({ nom, sigle: null }));
    for (const [index, company] of created.entries())
      await t.database.db
        .update(companies)
        .set({ createdAt: new Date(at(minutes).getTime() + index * 1000) })
        .where(eq(companies.id, company.id));
    return created;
  };

  it('gathers the companies created since the last tick, and names a lone one', async () => {
    const other = await createUser(t.app, t.database.db, { role: 'admin' });
    expect(await tick(0)).toBe(true);
    const before = (await noticesOf(other)).length;
    await createAt(5, ['Kora Énergie', 'Baobab Logistique', 'Sahel Data', 'Teranga Santé']);
    expect(await tick(10)).toBe(true);
    const batch = (await noticesOf(other)).slice(before);
    expect(batch).toHaveLength(1);
    expect(batch[0]).toMatchObject({
      title: "Nouvelles entreprises dans l'annuaire",
      body: "4 entreprise(s) ajoutée(s) à l'annuaire : Kora Énergie, Baobab Logistique, Sahel Data….",
    });
    // Nothing new: no notice.
    expect(await tick(20)).toBe(true);
    expect(await noticesOf(other)).toHaveLength(before + 1);
    const [lone] = await createAt(25, ['Ubuntu Conseil']);
    expect(await tick(30)).toBe(true);
    const last = (await noticesOf(other)).at(-1);
    expect(last?.body).toBe("1 entreprise(s) ajoutée(s) à l'annuaire : Ubuntu Conseil.");
    expect((last?.data as { company_id?: string } | undefined)?.company_id).toBe(lone?.id);
  });
});

describe('anti-scraping over HTTP (002 §9: a member by account, a visitor by address)', () => {
  it('refuses a bot user agent with "Accès refusé"', async () => {
    const res = await call(null, 'GET', '/companies', undefined, { ua: 'python-requests/2.31' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).error).toMatchObject({ code: 'companies_access_denied', message: 'Accès refusé' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops rapid paging for the account wherever it reads, not for the others behind its address', async () => {
    const ip = uniqueIp();
    const first = await call(member, 'GET', '/companies?page=1', undefined, { ip });
    expect(first.statusCode).toBe(200);
    expect((first.json() as CompanyPage).meta).toMatchObject({ pagesViewed: 1, exempt: false });
    await call(member, 'GET', '/companies?page=2', undefined, { ip });
    await call(member, 'GET', '/companies?page=3', undefined, { ip });
    const fourth = await call(member, 'GET', '/companies?page=4', undefined, { ip });
    expect(fourth.statusCode).toBe(403);
    // The account stays blocked from another address too.
    expect((await call(member, 'GET', '/companies?page=1')).statusCode).toBe(403);
    // Another member and a visitor behind the same shared address (a carrier's CGNAT) read on.
    const other = await createUser(t.app, t.database.db);
    expect((await call(other, 'GET', '/companies?page=1', undefined, { ip })).statusCode).toBe(200);
    expect((await call(null, 'GET', '/companies?page=1', undefined, { ip })).statusCode).toBe(200);
  });

  it('stops a visitor by address: a fresh cookie jar changes nothing', async () => {
    const ip = uniqueIp();
    for (const page of [1, 2, 3]) await call(null, 'GET', `/companies?page=${page}`, undefined, { ip });
    expect((await call(null, 'GET', '/companies?page=4', undefined, { ip })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/companies?page=1', undefined, { ip })).statusCode).toBe(403);
    expect((await call(null, 'GET', '/companies?page=1')).statusCode).toBe(200);
  });

  it('caps the pager at 10 pages and refuses a page past them; admins are exempt', async () => {
    const beyond = await call(null, 'GET', '/companies?page=11');
    expect(beyond.statusCode).toBe(429);
    expect(errorOf(beyond).error.message).toBe('Accès temporairement limité');
    const ip = uniqueIp();
    for (let i = 0; i < 6; i++) {
      const res = await call(admin, 'GET', `/companies?page=${i + 1}`, undefined, { ip, ua: 'curl/8' });
      expect(res.statusCode).toBe(200);
      expect((res.json() as CompanyPage).meta.exempt).toBe(true);
    }
    expect((await call(admin, 'GET', '/companies?page=40', undefined, { ip })).statusCode).toBe(200);
  });
});

describe('anti-scraping thresholds with a fake clock', () => {
  let clock = new Date('2026-03-02T09:00:00Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const service = () =>
    createCompanyService({
      db: t.database.db,
      logs: { record: async () => {} } as never,
      storage: {} as never,
      log: pino({ level: 'silent' }),
      notifications: { notifyAdmins: async () => {} },
      now: () => clock,
    });
  const read = (page: number, ip: string, filters: { country?: string } = {}) =>
    service().list(null, { page, ...filters }, { ip, userAgent: browser });
  const codeOf = async (promise: Promise<unknown>) => {
    try {
      await promise;
      return 'ok';
    } catch (error) {
      return (error as { code: string }).code;
    }
  };

  it('blocks after 10 pages in a session, warns from 6 and near 8, and forgets after an hour', async () => {
    const ip = uniqueIp();
    // Pages read slowly and out of order: neither rapid nor sequential.
    const order = [1, 3, 5, 7, 9, 2, 4, 6, 8, 10];
    const warnings: (string | null)[] = [];
    for (const page of order) {
      advance(20_000);
      warnings.push((await read(page, ip)).meta.warning);
    }
    expect(warnings.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(warnings[5]).toBe('many_pages');
    expect(warnings.slice(7)).toEqual(['near_limit', 'near_limit', 'near_limit']);
    advance(20_000);
    expect(await codeOf(read(1, ip, { country: 'SN' }))).toBe('companies_page_limit');
    advance(30 * 60_000);
    expect(await codeOf(read(1, ip))).toBe('companies_page_limit');
    advance(31 * 60_000);
    expect(await codeOf(read(1, ip))).toBe('ok');
  });

  it('denies 3 page moves within 3 seconds, but not the same moves spread out', async () => {
    const slow = uniqueIp();
    for (const page of [1, 3, 1, 3]) {
      advance(2_000);
      expect(await codeOf(read(page, slow))).toBe('ok');
    }
    const fast = uniqueIp();
    expect(await codeOf(read(1, fast))).toBe('ok');
    advance(500);
    expect(await codeOf(read(3, fast))).toBe('ok');
    advance(500);
    expect(await codeOf(read(1, fast))).toBe('ok');
    advance(500);
    expect(await codeOf(read(3, fast))).toBe('companies_access_denied');
  });

  it('denies 4 consecutive pages among the last 5, even slowly', async () => {
    const ip = uniqueIp();
    for (const page of [1, 2, 3]) {
      advance(10_000);
      expect(await codeOf(read(page, ip))).toBe('ok');
    }
    advance(10_000);
    expect(await codeOf(read(4, ip))).toBe('companies_access_denied');
  });

  it('counts nothing more than 100 reads per window (company pages included)', async () => {
    const ip = uniqueIp();
    const company = await create({ nom: 'Compteur' });
    for (let i = 0; i < 100; i++) {
      advance(1_000);
      await service().get(null, company.id, { ip, userAgent: browser });
    }
    advance(1_000);
    expect(await codeOf(service().get(null, company.id, { ip, userAgent: browser }))).toBe(
      'companies_page_limit',
    );
  });
});

describe('the job form links a directory company', () => {
  it('keeps the picked company on the offer and shows its card', async () => {
    const company = await create({ nom: 'Lien Emploi SA' });
    const res = await call(member, 'POST', '/job-offers', {
      title: 'Comptable',
      company: 'autre nom',
      companyId: company.id,
      location: 'Dakar, Sénégal',
      type: 'CDI',
      description: 'Tenir les comptes.',
      contact: 'rh@lien.example',
      expiresAt: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      company: 'Lien Emploi SA',
      companyId: company.id,
      companyCard: { id: company.id, nom: 'Lien Emploi SA' },
    });
  });
});
