import { describe, expect, it } from 'vitest';
import type { AdminHomeStat } from '../../../common/contracts/home-stats';
import { mentors, projects } from '../../db/schema';
import { seedReference } from '../../db/seed/reference';
import { type CreatedUser, createUser } from '../../test/factories';
import { insertMember } from '../../test/network-factories';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();

const publicStats = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/home-stats' });
  expect(res.statusCode).toBe(200);
  return res.json().items as { label: string; value: number }[];
};

const adminCall = (user: CreatedUser, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({
    method,
    url: '/api/v1/admin/home-stats',
    headers: { cookie: user.cookie },
    ...(payload ? { payload } : {}),
  });

/** The form's rows as the PUT takes them. */
const asInput = (items: AdminHomeStat[]) =>
  items.map(({ id, mode, source, value, label, description }) => ({
    id,
    mode,
    source,
    value,
    label,
    description,
  }));

describe('home statistics', () => {
  let admin: CreatedUser;

  it('a fresh install claims nothing it cannot back', async () => {
    expect(await publicStats()).toEqual([]);
  });

  it('is the admins’ screen: 401 for a visitor, 403 for a member or a moderator', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/home-stats' })).statusCode).toBe(401);
    const member = await createUser(t.app, t.database.db);
    expect((await adminCall(member, 'GET')).statusCode).toBe(403);
    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await adminCall(moderator, 'PUT', { items: [] })).statusCode).toBe(403);
    admin = await createUser(t.app, t.database.db, { role: 'admin' });
    expect((await adminCall(admin, 'GET')).statusCode).toBe(200);
  });

  it('seeds live counts for members, mentors, published projects and countries', async () => {
    const res = await adminCall(admin, 'GET');
    const body = res.json();
    expect(body.items.map((i: AdminHomeStat) => [i.label, i.mode, i.source])).toEqual([
      ['Professionnels', 'live', 'members'],
      ['Mentors', 'live', 'mentors'],
      ['Projets', 'live', 'projects'],
      ['Pays', 'live', 'countries'],
    ]);
    expect(body.sources.map((s: { key: string }) => s.key)).toEqual([
      'members',
      'mentors',
      'projects',
      'countries',
    ]);
  });

  it('counts live figures from the database and shows the team’s values, never a 0', async () => {
    await insertMember(t.database.db, { place: ['Dakar', 'Sénégal', 'SN'] });
    await insertMember(t.database.db, { place: ['Abidjan', "Côte d'Ivoire", 'CI'] });
    await insertMember(t.database.db, { place: ['Thiès', 'Sénégal', 'SN'] });
    // A blocked member counts for nothing, nor their country; nor does a member whose account deletion
    // is pending (issue 38 §3), even as a mentor.
    await insertMember(t.database.db, { place: ['Lyon', 'France', 'FR'], isBlocked: true });
    const leaving = await insertMember(t.database.db, { place: ['Bamako', 'Mali', 'ML'], isLeaving: true });
    await t.database.db.insert(mentors).values({ profileId: leaving, bio: 'Je guide', capacity: 3 });
    const before = (await adminCall(admin, 'GET')).json();
    const members = before.sources.find((s: { key: string }) => s.key === 'members').count;
    expect(members).toBe(6); // the three above and the three accounts of the previous test
    const items = asInput(before.items).map((item) =>
      item.label === 'Projets' ? { ...item, mode: 'manual' as const, source: null, value: 120 } : item,
    );
    const saved = await adminCall(admin, 'PUT', { items });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().items.map((i: AdminHomeStat) => i.shownValue)).toEqual([6, 0, 120, 2]);
    expect(await publicStats()).toEqual([
      expect.objectContaining({ label: 'Professionnels', value: 6 }),
      expect.objectContaining({ label: 'Projets', value: 120 }),
      expect.objectContaining({ label: 'Pays', value: 2 }),
    ]);
  });

  it('switches a figure between live and manual, reorders, adds and removes in one save', async () => {
    const current = asInput((await adminCall(admin, 'GET')).json().items);
    const [members, mentors, projects, countries] = current;
    const res = await adminCall(admin, 'PUT', {
      items: [
        { ...countries, mode: 'manual', source: null, value: 54 },
        { ...projects, mode: 'live', source: 'members' },
        { mode: 'manual', source: null, value: 12, label: 'Groupes', description: 'thématiques' },
        mentors,
      ],
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as AdminHomeStat[];
    expect(items.map((i) => [i.label, i.mode, i.shownValue])).toEqual([
      ['Pays', 'manual', 54],
      ['Projets', 'live', 6],
      ['Groupes', 'manual', 12],
      ['Mentors', 'live', 0],
    ]);
    expect(items.some((i) => i.id === members?.id)).toBe(false);
    expect((await publicStats()).map((s) => [s.label, s.value])).toEqual([
      ['Pays', 54],
      ['Projets', 6],
      ['Groupes', 12],
    ]);
  });

  it('counts published projects, not drafts or archives', async () => {
    await t.database.db.insert(projects).values([
      { title: 'Incubateur Dakar', status: 'published' },
      { title: 'Brouillon', status: 'draft' },
      { title: 'Ancien', status: 'archived' },
    ]);
    const current = asInput((await adminCall(admin, 'GET')).json().items);
    const res = await adminCall(admin, 'PUT', {
      items: [
        { mode: 'live', source: 'projects', value: 0, label: 'Projets', description: null },
        ...current,
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ label: 'Projets', shownValue: 1 });
  });

  it('refuses bad figures with the form’s messages, and saves nothing', async () => {
    const before = (await adminCall(admin, 'GET')).json().items;
    const base = { mode: 'manual', source: null, value: 1, label: 'Villes', description: null };
    const cases: [unknown, string][] = [
      [{ ...base, value: -1 }, 'Le chiffre doit être un nombre entier positif ou nul.'],
      [{ ...base, label: '  ' }, 'Le libellé est obligatoire.'],
      [{ ...base, mode: 'live', source: null }, 'Choisissez ce que le chiffre compte.'],
    ];
    for (const [item, message] of cases) {
      const res = await adminCall(admin, 'PUT', { items: [item] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details.map((d: { message: string }) => d.message)).toContain(message);
    }
    const unknown = await adminCall(admin, 'PUT', { items: [{ ...base, mode: 'live', source: 'licornes' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe('home_stat_source_unknown');
    const missing = await adminCall(admin, 'PUT', { items: [{ ...base, id: 999_999 }] });
    expect(missing.statusCode).toBe(404);
    expect((await adminCall(admin, 'GET')).json().items).toEqual(before);
  });

  it('keeps an emptied set empty after a restart (seeds run once)', async () => {
    expect((await adminCall(admin, 'PUT', { items: [] })).statusCode).toBe(200);
    await seedReference(t.app);
    expect((await adminCall(admin, 'GET')).json().items).toEqual([]);
    expect(await publicStats()).toEqual([]);
  });
});
