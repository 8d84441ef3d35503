import { beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../test/factories';
import {
  insertConnection,
  insertMember,
  insertSector,
  requestConnection,
} from '../../test/network-factories';
import { dakar, setProfile } from '../../test/profile-factories';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();
let viewer: CreatedUser;
const ids = {} as Record<
  'awa' | 'kofi' | 'elodie' | 'unnamed' | 'nowhere' | 'blocked' | 'suspended' | 'leaving',
  string
>;
let tech: { sectorId: string; specialityId: string };
let finance: { sectorId: string; specialityId: string };

const yearsAgo = (years: number, months = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years, date.getUTCMonth() - months, 1);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  const db = t.database.db;
  viewer = await createUser(t.app, db);
  await setProfile(db, viewer.id, { fullName: 'Visiteur Réseau', location: dakar });
  tech = await insertSector(db, 'Technologies');
  finance = await insertSector(db, 'Finance');
  ids.awa = await insertMember(db, {
    fullName: 'Awa Diallo',
    title: 'Ingénieure logiciel',
    company: 'Orange',
    place: ['Dakar', 'Sénégal', 'SN'],
    isOpenToWork: true,
    categoryIds: [tech.specialityId],
    experienceStarts: [yearsAgo(4), yearsAgo(15)],
    languages: ['Français', 'Anglais', 'Wolof'],
  });
  ids.kofi = await insertMember(db, {
    fullName: 'Kofi Mensah',
    title: 'Comptable',
    place: ['Accra', 'Ghana', 'GH'],
    isMentor: true,
    categoryIds: [finance.sectorId],
    experienceStarts: [yearsAgo(4)],
    languages: ['anglais'],
  });
  ids.elodie = await insertMember(db, {
    fullName: 'Élodie Côté',
    title: 'Ingénieur civil',
    place: ['Abidjan', "Côte d'Ivoire", 'CI'],
    experienceStarts: [yearsAgo(7)],
    languages: ['Francais'],
  });
  // Never listed: no name, no location, blocked, suspended, an account deletion pending (issue 38 §3).
  ids.unnamed = await insertMember(db, { fullName: '  ', title: 'Ingénieur' });
  ids.nowhere = await insertMember(db, { fullName: 'Sans Lieu', place: null, title: 'Ingénieur' });
  ids.blocked = await insertMember(db, { fullName: 'Compte Bloqué', title: 'Ingénieur', isBlocked: true });
  ids.suspended = await insertMember(db, {
    fullName: 'Compte Suspendu',
    title: 'Ingénieur',
    isSuspended: true,
  });
  ids.leaving = await insertMember(db, {
    fullName: 'Compte En Partance',
    title: 'Ingénieur',
    isLeaving: true,
  });
});

const search = async (query: string, user: CreatedUser = viewer) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/network/profiles${query ? `?${query}` : ''}`,
    headers: { cookie: user.cookie },
  });
  return res;
};
const found = async (query: string) => {
  const res = await search(query);
  expect(res.statusCode).toBe(200);
  return (res.json().items as { id: string }[]).map((item) => item.id);
};

describe('Découvrir', () => {
  it('lists named, located members in good standing, newest first, never oneself', async () => {
    const res = await search('');
    expect(res.json()).toMatchObject({ page: 1, pageSize: 20, total: 3, totalPages: 1, totalCapped: false });
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual([ids.elodie, ids.kofi, ids.awa]);
    expect(res.json().items[2]).toMatchObject({
      fullName: 'Awa Diallo',
      isOpenToWork: true,
      connection: { state: 'none', connectionId: null },
    });
  });

  it('text search: every word, accents and case ignored, across name, title, company and place', async () => {
    expect(await found('q=awa')).toEqual([ids.awa]);
    expect(await found('q=ELODIE')).toEqual([ids.elodie]);
    expect(await found('q=ingenieur')).toEqual([ids.elodie, ids.awa]);
    expect(await found(`q=${encodeURIComponent('orange dakar')}`)).toEqual([ids.awa]);
    expect(await found(`q=${encodeURIComponent('orange accra')}`)).toEqual([]);
    expect(await found('q=%25')).toEqual([]);
  });

  it('sector: the sector itself or one of its specialities', async () => {
    expect(await found(`sector=${tech.sectorId}`)).toEqual([ids.awa]);
    expect(await found(`sector=${finance.sectorId}`)).toEqual([ids.kofi]);
    expect(await found(`sector=${tech.specialityId}`)).toEqual([ids.awa]);
  });

  it('country by code or name, city by its start', async () => {
    expect(await found('country=sn')).toEqual([ids.awa]);
    expect(await found('country=Ghana')).toEqual([ids.kofi]);
    expect(await found('country=cote')).toEqual([ids.elodie]);
    expect(await found('city=abid')).toEqual([ids.elodie]);
    expect(await found('city=Accra&country=SN')).toEqual([]);
  });

  it('job: words of the title', async () => {
    expect(await found('job=comptable')).toEqual([ids.kofi]);
    expect(await found(`job=${encodeURIComponent('ingénieur civil')}`)).toEqual([ids.elodie]);
  });

  it('years of experience: since the earliest start', async () => {
    expect(await found('minYears=0')).toEqual([ids.elodie, ids.kofi, ids.awa]);
    expect(await found('minYears=5')).toEqual([ids.elodie, ids.awa]);
    expect(await found('minYears=10')).toEqual([ids.awa]);
    expect(await found('minYears=20')).toEqual([]);
    const negative = await search('minYears=-1');
    expect(negative.statusCode).toBe(400);
    expect(negative.json().error.details[0]).toMatchObject({
      path: 'minYears',
      key: 'network.minYearsInvalid',
    });
  });

  it('languages: every one asked, from the Languages skills', async () => {
    expect(await found('languages=francais')).toEqual([ids.elodie, ids.awa]);
    expect(await found(`languages=${encodeURIComponent('Français,Anglais')}`)).toEqual([ids.awa]);
    expect(await found('languages=anglais&languages=wolof')).toEqual([ids.awa]);
    expect(await found('languages=Anglais')).toEqual([ids.kofi, ids.awa]);
  });

  it('availability: open to opportunities, available for mentoring', async () => {
    expect(await found('availability=open_to_work')).toEqual([ids.awa]);
    expect(await found('availability=mentoring')).toEqual([ids.kofi]);
    expect(await found('availability=all')).toHaveLength(3);
  });

  it('filters combine', async () => {
    expect(await found('q=ingenieur&minYears=10')).toEqual([ids.awa]);
    expect(await found('job=ingenieur&languages=francais&country=CI')).toEqual([ids.elodie]);
    expect(await found('q=ingenieur&availability=mentoring')).toEqual([]);
  });

  it("each card carries the viewer's connection state", async () => {
    const res = await requestConnection(t.app, viewer, ids.kofi);
    expect(res.statusCode).toBe(201);
    const stateOf = async () => {
      const items = (await search('')).json().items as { id: string; connection: { state: string } }[];
      return Object.fromEntries(items.map((item) => [item.id, item.connection.state]));
    };
    expect(await stateOf()).toEqual({ [ids.kofi]: 'pending_sent', [ids.awa]: 'none', [ids.elodie]: 'none' });

    // Élodie declined the viewer's request; Awa declined it too, then asked herself (the live row wins).
    const db = t.database.db;
    await insertConnection(db, viewer.id, ids.elodie, 'rejected');
    await insertConnection(db, viewer.id, ids.awa, 'rejected');
    await insertConnection(db, ids.awa, viewer.id, 'pending');
    expect(await stateOf()).toEqual({
      [ids.kofi]: 'pending_sent',
      [ids.awa]: 'pending_received',
      [ids.elodie]: 'rejected',
    });
  });

  it('pages by 20 with an indexed count', async () => {
    for (let i = 0; i < 23; i++) await insertMember(t.database.db, { fullName: `Pagination ${i}` });
    const first = (await search('q=pagination')).json();
    expect(first).toMatchObject({ total: 23, totalPages: 2, page: 1 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0].fullName).toBe('Pagination 22');
    const second = (await search('q=pagination&page=2')).json();
    expect(second.items.map((item: { fullName: string }) => item.fullName)).toEqual([
      'Pagination 2',
      'Pagination 1',
      'Pagination 0',
    ]);
    expect((await search('q=pagination&page=0')).statusCode).toBe(400);
  });

  it('is for members only; bad filters are 400, never 500', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/network/profiles' })).statusCode).toBe(401);
    expect((await search('sector=nope')).statusCode).toBe(400);
    expect((await search('availability=everyone')).statusCode).toBe(400);
    expect((await search(`q=${'x'.repeat(101)}`)).statusCode).toBe(400);
    expect((await search('sector=&city=&q=')).statusCode).toBe(200);
  });
});
