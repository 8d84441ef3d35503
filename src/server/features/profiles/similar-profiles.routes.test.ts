import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser } from '../../test/factories';
import {
  dakar,
  giveCategories,
  giveSkills,
  paris,
  place,
  setProfile,
  specialitiesOf,
} from '../../test/profile-factories';

let t: TestApp;
let target: CreatedUser;
let viewer: CreatedUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const [dev, data] = await specialitiesOf(db, 'Informatique');
  const [banking] = await specialitiesOf(db, 'Finance');
  if (!dev || !data || !banking) throw new Error('seed missing');

  const member = async (
    name: string,
    values: Parameters<typeof setProfile>[2],
    categories: string[],
    skills: string[],
    confirmed = false,
  ) => {
    const user = await createUser(t.app, db, { confirmed });
    await setProfile(db, user.id, { fullName: name, ...values });
    await giveCategories(db, user.id, categories);
    await giveSkills(db, user.id, skills);
    ids[name] = user.id;
    return user;
  };

  target = await createUser(t.app, db);
  await setProfile(db, target.id, { fullName: 'Cible', title: 'Développeur Full-Stack', location: dakar });
  await giveCategories(db, target.id, [dev.id, data.id]);
  await giveSkills(db, target.id, ['TypeScript', 'React']);

  await member(
    'Proche',
    { title: 'Ingénieure logiciel', location: dakar },
    [dev.id, data.id],
    ['typescript'],
  );
  await member('Titre et compétence', { title: 'Développeur mobile', location: paris }, [], ['React']);
  await member('Même pays', { title: 'Comptable', location: place('Thiès', 'Sénégal', 'SN') }, [], []);
  await member('Sans lieu', { title: 'Développeur' }, [dev.id, data.id], ['TypeScript']);
  await member('', { title: 'Développeur', location: dakar }, [dev.id, data.id], ['TypeScript']);
  await member(
    'Bloqué',
    { title: 'Développeur Full-Stack', location: dakar, isBlocked: true },
    [dev.id, data.id],
    ['TypeScript', 'React'],
  );
  await member('Rien en commun', { title: 'Banquier', location: paris }, [banking.id], ['Excel']);
  viewer = await member(
    'Visiteur',
    { title: 'Développeur Full-Stack', location: dakar },
    [dev.id],
    ['React'],
    true,
  );
});
afterAll(async () => {
  await t.close();
});

const similar = (profileId: string, query = '', cookie = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/profiles/${profileId}/similar${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('similar profiles', () => {
  it('ranks shared categories, skills, title words and place; drops unnamed, unlocated and blocked members', async () => {
    const res = await similar(target.id);
    expect(res.statusCode).toBe(200);
    const names = res.json().items.map((p: { fullName: string }) => p.fullName);
    expect(names).toEqual(['Visiteur', 'Proche', 'Titre et compétence', 'Même pays']);
  });

  it('never lists the viewer or the profile itself, and honours the limit', async () => {
    const asViewer = await similar(target.id, '', viewer.cookie);
    expect(asViewer.json().items.map((p: { fullName: string }) => p.fullName)).toEqual([
      'Proche',
      'Titre et compétence',
      'Même pays',
    ]);
    const limited = await similar(target.id, '?limit=2', target.cookie);
    expect(limited.json().items.map((p: { id: string }) => p.id)).toEqual([ids.Visiteur, ids.Proche]);
    const ofOther = await similar(ids.Proche ?? '');
    const otherIds = ofOther.json().items.map((p: { id: string }) => p.id);
    expect(otherIds).not.toContain(ids.Proche);
    expect(otherIds).toContain(target.id);
  });

  it('answers an empty list when nothing is shared', async () => {
    const loner = await createUser(t.app, t.database.db, { confirmed: false });
    await setProfile(t.database.db, loner.id, {
      fullName: 'Seul',
      title: 'Apiculteur',
      location: place('Reykjavik', 'Islande', 'IS'),
    });
    const res = await similar(loner.id);
    expect(res.json().items).toEqual([]);
  });

  it('checks the id and the limit', async () => {
    expect((await similar('pas-un-uuid')).json().error.code).toBe('invalid_profile_id');
    expect((await similar('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await similar(target.id, '?limit=0')).statusCode).toBe(400);
  });
});
