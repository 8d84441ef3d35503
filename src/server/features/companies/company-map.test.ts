import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyBody, CompanyDetail, CompanyMap } from '../../../common/contracts/companies';
import { professionalCategories } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, uniqueIp } from '../../test/factories';

/*
 * The company map (001 §2.14, §7.4): admins read every placed company matching the filters, inactive
 * ones included; a company without coordinates is counted, not placed; the filter options come from
 * the data. Who may open it per role is in security/admin-screens.test.ts.
 */

let t: TestApp;
let admin: CreatedUser;
let member: CreatedUser;
let sector: { id: string; name: string };
let speciality: { id: string; name: string };
let otherSector: { id: string; name: string };

const call = (user: CreatedUser | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as Record<string, unknown> | undefined,
    remoteAddress: uniqueIp(),
    headers: user ? { cookie: user.cookie } : {},
  });

const create = async (body: Partial<CompanyBody> & { nom: string }) => {
  const res = await call(admin, 'POST', '/companies', { categoryIds: [], ...body });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return res.json() as CompanyDetail;
};

const readMap = async (query = '') => {
  const res = await call(admin, 'GET', `/companies/map${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CompanyMap;
};

const dakar = { ville: 'Dakar', pays: 'Sénégal', country_code: 'SN', lat: 14.69, lon: -17.44 };
const abidjan = { ville: 'Abidjan', pays: "Côte d'Ivoire", country_code: 'CI', lat: 5.35, lon: -4.01 };

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  member = await createUser(t.app, t.database.db);
  const db = t.database.db;
  const sectors = await db
    .select({ id: professionalCategories.id, name: professionalCategories.name })
    .from(professionalCategories)
    .where(isNull(professionalCategories.parentId))
    .orderBy(asc(professionalCategories.name))
    .limit(2);
  const [first, second] = sectors;
  if (!first || !second) throw new Error('no seeded sectors');
  sector = first;
  otherSector = second;
  const [child] = await db
    .select({ id: professionalCategories.id, name: professionalCategories.name })
    .from(professionalCategories)
    .where(eq(professionalCategories.parentId, sector.id))
    .limit(1);
  speciality = child ?? first;
});
afterAll(async () => {
  await t.close();
});

describe('the company map', () => {
  it('is empty on a fresh directory, with the OpenStreetMap tiles by default', async () => {
    const map = await readMap();
    expect(map).toMatchObject({ points: [], unplaced: 0, categories: [], countries: [] });
    expect(map.tiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('places companies with coordinates, inactive ones included, and counts the others', async () => {
    const wave = await create({ nom: 'Wave', place: dakar, categoryIds: [speciality.id] });
    const orange = await create({ nom: 'Orange CI', place: abidjan, categoryIds: [otherSector.id] });
    await call(admin, 'PATCH', `/companies/${orange.id}/active`, { active: false });
    // A city typed, not picked from the list: no coordinates.
    await create({
      nom: 'Sans coordonnées',
      place: { ville: 'Kaolack', pays: 'Sénégal', country_code: 'SN' },
      categoryIds: [sector.id],
    });

    const map = await readMap();
    expect(map.points.map((p) => p.nom)).toEqual(['Orange CI', 'Wave']);
    expect(map.points.find((p) => p.id === wave.id)).toMatchObject({
      lat: 14.69,
      lng: -17.44,
      ville: 'Dakar',
      pays: 'Sénégal',
      active: true,
    });
    expect(map.points.find((p) => p.id === orange.id)?.active).toBe(false);
    expect(map.unplaced).toBe(1);
    expect(map.countries.map((c) => c.code).sort()).toEqual(['CI', 'SN']);
    // The options are the categories in use and the sectors above them, nothing else.
    const optionIds = map.categories.map((c) => c.id).sort();
    expect(optionIds).toEqual([...new Set([sector.id, speciality.id, otherSector.id])].sort());
  });

  it('filters by category (a sector takes its specialities) and by country', async () => {
    expect((await readMap(`?categoryId=${sector.id}`)).points.map((p) => p.nom)).toEqual(['Wave']);
    const bySector = await readMap(`?categoryId=${sector.id}`);
    expect(bySector.unplaced).toBe(1);
    expect((await readMap(`?categoryId=${otherSector.id}`)).points.map((p) => p.nom)).toEqual(['Orange CI']);
    const byCountry = await readMap('?country=ci');
    expect(byCountry.points.map((p) => p.nom)).toEqual(['Orange CI']);
    expect(byCountry.unplaced).toBe(0);
  });

  it('answers a malformed filter with a French message, not a 500', async () => {
    const res = await call(admin, 'GET', '/companies/map?country=France');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('validation_failed');
  });

  it('is closed to members (403) and visitors (401)', async () => {
    expect((await call(member, 'GET', '/companies/map')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/companies/map')).statusCode).toBe(401);
  });
});
