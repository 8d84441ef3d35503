import { beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../../common/limits';
import { profileProfessionalCategories } from '../../db/schema';
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
let actor: CreatedUser;
const ids: Record<string, string> = {};

interface Suggestion {
  member: { id: string };
  mutualCount: number;
  mutuals: { id: string; fullName: string }[];
  sharedCategories: number;
  sameCity: boolean;
  sameCountry: boolean;
}

const suggestions = async (user: CreatedUser = actor) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/network/suggestions',
    headers: { cookie: user.cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().items as Suggestion[];
};

beforeAll(async () => {
  const db = t.database.db;
  const { sectorId, specialityId } = await insertSector(db, 'Santé');
  actor = await createUser(t.app, db);
  await setProfile(db, actor.id, { fullName: 'Moi Même', location: dakar });
  await db.insert(profileProfessionalCategories).values([
    { profileId: actor.id, categoryId: sectorId },
    { profileId: actor.id, categoryId: specialityId },
  ]);

  const far: [string, string, string] = ['Lomé', 'Togo', 'TG'];
  ids.friend1 = await insertMember(db, { fullName: 'Ami Un', place: far });
  ids.friend2 = await insertMember(db, { fullName: 'Ami Deux', place: far });
  await insertConnection(db, actor.id, ids.friend1);
  await insertConnection(db, ids.friend2, actor.id);

  // Ranked candidates, strongest first.
  ids.twoMutuals = await insertMember(db, { fullName: 'Deux Amis Communs', place: far });
  ids.oneMutualTwoCategories = await insertMember(db, {
    fullName: 'Un Ami Commun',
    place: far,
    categoryIds: [sectorId, specialityId],
  });
  ids.twoCategories = await insertMember(db, {
    fullName: 'Deux Catégories',
    place: far,
    categoryIds: [sectorId, specialityId],
  });
  ids.oneCategorySameCity = await insertMember(db, {
    fullName: 'Une Catégorie Dakar',
    place: ['Dakar', 'Sénégal', 'SN'],
    categoryIds: [specialityId],
  });
  ids.oneCategory = await insertMember(db, {
    fullName: 'Une Catégorie',
    place: far,
    categoryIds: [sectorId],
  });
  ids.sameCity = await insertMember(db, { fullName: 'Même Ville', place: ['Dakar', 'Sénégal', 'SN'] });
  ids.sameCountry = await insertMember(db, { fullName: 'Même Pays', place: ['Thiès', 'Sénégal', 'SN'] });
  for (const friend of [ids.friend1, ids.friend2]) await insertConnection(db, friend, ids.twoMutuals);
  await insertConnection(db, ids.oneMutualTwoCategories, ids.friend1);

  // Never suggested: anyone with a row of any state with the actor, and unlisted members.
  ids.pendingSent = await insertMember(db, { fullName: 'Demande Envoyée', place: far });
  ids.pendingReceived = await insertMember(db, { fullName: 'Demande Reçue', place: far });
  ids.rejectedByThem = await insertMember(db, { fullName: 'A Refusé', place: far });
  ids.rejectedByMe = await insertMember(db, { fullName: 'Refusé Par Moi', place: far });
  ids.blocked = await insertMember(db, { fullName: 'Bloqué', place: far, isBlocked: true });
  ids.leaving = await insertMember(db, { fullName: 'En Partance', place: far, isLeaving: true });
  ids.unnamed = await insertMember(db, { fullName: null, place: far });
  ids.nowhere = await insertMember(db, { fullName: 'Sans Lieu', place: null });
  await insertConnection(db, actor.id, ids.pendingSent, 'pending');
  await insertConnection(db, ids.pendingReceived, actor.id, 'pending');
  await insertConnection(db, actor.id, ids.rejectedByThem, 'rejected');
  await insertConnection(db, ids.rejectedByMe, actor.id, 'rejected');
  for (const hidden of [
    ids.blocked,
    ids.leaving,
    ids.unnamed,
    ids.nowhere,
    ids.pendingSent,
    ids.rejectedByMe,
  ]) {
    await insertConnection(db, ids.friend1, hidden);
  }
});

describe('people you may know', () => {
  it('ranks by mutual connections, then shared categories, then city, then country', async () => {
    const items = await suggestions();
    expect(items.map((item) => item.member.id)).toEqual([
      ids.twoMutuals,
      ids.oneMutualTwoCategories,
      ids.twoCategories,
      ids.oneCategorySameCity,
      ids.oneCategory,
      ids.sameCity,
      ids.sameCountry,
    ]);
    expect(items[0]).toMatchObject({ mutualCount: 2, sharedCategories: 0 });
    expect(items[0]?.mutuals.map((m) => m.id).sort()).toEqual([ids.friend1, ids.friend2].sort());
    expect(items[1]).toMatchObject({ mutualCount: 1, sharedCategories: 2, mutuals: [{ id: ids.friend1 }] });
    expect(items[3]).toMatchObject({ sharedCategories: 1, sameCity: true, sameCountry: true });
    expect(items[6]).toMatchObject({
      mutualCount: 0,
      sharedCategories: 0,
      sameCity: false,
      sameCountry: true,
    });
  });

  it.each([
    ['suspended by staff', { isSuspended: true }],
    ['leaving', { isLeaving: true }],
  ] as const)(
    'counts no mutual connection through a friend %s, nor suggests by them',
    async (_, standing) => {
      const db = t.database.db;
      const seeker = await createUser(t.app, db);
      await setProfile(db, seeker.id, { fullName: 'Seule Ici', location: dakar });
      const hiddenFriend = await insertMember(db, {
        fullName: 'Ami Caché',
        place: ['Lomé', 'Togo', 'TG'],
        ...standing,
      });
      const shownFriend = await insertMember(db, { fullName: 'Ami Visible', place: ['Lomé', 'Togo', 'TG'] });
      const viaBoth = await insertMember(db, { fullName: 'Par Les Deux', place: ['Lomé', 'Togo', 'TG'] });
      const viaHidden = await insertMember(db, { fullName: 'Par Le Caché', place: ['Lomé', 'Togo', 'TG'] });
      await insertConnection(db, seeker.id, hiddenFriend);
      await insertConnection(db, seeker.id, shownFriend);
      await insertConnection(db, hiddenFriend, viaBoth);
      await insertConnection(db, shownFriend, viaBoth);
      await insertConnection(db, hiddenFriend, viaHidden);
      const items = await suggestions(seeker);
      expect(items.find((item) => item.member.id === viaBoth)).toMatchObject({
        mutualCount: 1,
        mutuals: [{ id: shownFriend }],
      });
      expect(items.find((item) => item.member.id === viaHidden)?.mutualCount ?? 0).toBe(0);
    },
  );

  it("answers the first 4 of the same ranking for the feed's block (002 §9)", async () => {
    const all = await suggestions();
    expect(all.length).toBeGreaterThan(limits.network.feedSuggestions);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/network/suggestions?limit=${limits.network.feedSuggestions}`,
      headers: { cookie: actor.cookie },
    });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Suggestion[];
    expect(items.map((item) => item.member.id)).toEqual(all.slice(0, 4).map((item) => item.member.id));
  });

  it('never suggests oneself, linked members in any state, or unlisted members', async () => {
    const suggested = new Set((await suggestions()).map((item) => item.member.id));
    for (const excluded of [
      actor.id,
      ids.friend1,
      ids.friend2,
      ids.pendingSent,
      ids.pendingReceived,
      ids.rejectedByThem,
      ids.rejectedByMe,
      ids.blocked,
      ids.leaving,
      ids.unnamed,
      ids.nowhere,
    ]) {
      expect(suggested.has(excluded as string)).toBe(false);
    }
  });

  it('drops a member as soon as a request links them, and shows at most 8', async () => {
    const res = await requestConnection(t.app, actor, ids.twoMutuals as string);
    expect(res.statusCode).toBe(201);
    expect((await suggestions()).map((item) => item.member.id)).not.toContain(ids.twoMutuals);

    for (let i = 0; i < 6; i++)
      await insertMember(t.database.db, { place: ['Saint-Louis', 'Sénégal', 'SN'] });
    const items = await suggestions();
    expect(items).toHaveLength(8);
    expect(items[0]?.member.id).toBe(ids.oneMutualTwoCategories);
  });

  it('works for a new member with no links or categories (newest members)', async () => {
    const newcomer = await createUser(t.app, t.database.db);
    const items = await suggestions(newcomer);
    expect(items.length).toBeGreaterThan(0);
    expect(items.map((item) => item.member.id)).not.toContain(newcomer.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/network/suggestions' })).statusCode).toBe(401);
  });
});

describe('a stored place missing parts', () => {
  it('still answers for a member whose place has a city but no country code (older rows, imports)', async () => {
    const member = await createUser(t.app, t.database.db);
    await setProfile(t.database.db, member.id, {
      location: { ville: 'Dakar', pays: 'Sénégal' } as typeof dakar,
      countryCode: null,
    });
    expect((await suggestions(member)).length).toBeGreaterThan(0);
  });

  it('still answers when a suggested member has such a place', async () => {
    const member = await createUser(t.app, t.database.db);
    const other = await createUser(t.app, t.database.db);
    for (const id of [member.id, other.id])
      await setProfile(t.database.db, id, {
        fullName: 'Sans Pays',
        location: { ville: 'Dakar' } as typeof dakar,
        countryCode: null,
      });
    const suggested = (await suggestions(member)).find((item) => item.member.id === other.id);
    expect(suggested?.member).toMatchObject({ location: { ville: 'Dakar', pays: '', country_code: '' } });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/profiles/${other.id}`,
      headers: { cookie: member.cookie },
    });
    expect(page.statusCode).toBe(200);
  });
});
