import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { groupLimits } from '../../../common/contracts/groups';
import {
  groupMembers,
  notifications,
  professionalCategories,
  profilePrivacy,
  profiles,
} from '../../db/schema';
import { testClient } from '../../test/api-client';
import { type CreatedUser, mailsTo } from '../../test/factories';
import { insertConnection } from '../../test/network-factories';
import { testAppForFile } from '../../test/suite';
import { countsOf, createGroupAs, insertGroup } from './group-test-support';

const t = testAppForFile();
const { call, member } = testClient(t, '/api/v1');

const ids = (res: { json: () => { items: { id: string }[] } }) => res.json().items.map((item) => item.id);
const notificationsOf = (user: CreatedUser, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)));
const membersOf = async (viewer: CreatedUser | null, groupId: string) =>
  (await call(viewer, 'GET', `/groups/${groupId}/members`)).json().items as {
    id: string;
    role: string;
    member: { id: string };
  }[];

describe('creating a group', () => {
  it('creates the group with the actor as its creator and one member', async () => {
    const awa = await member('Awa Diallo');
    const [sector] = await t.database.db
      .select()
      .from(professionalCategories)
      .where(isNull(professionalCategories.parentId))
      .limit(1);
    const res = await call(awa, 'POST', '/groups', {
      name: '  Ingénieurs de Dakar  ',
      description: 'Les ingénieurs de la diaspora à Dakar',
      type: 'private',
      categoryId: sector?.id,
      rules: '   ',
      tags: [' tech ', 'tech', '', 'dakar'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Ingénieurs de Dakar',
      type: 'private',
      categoryName: sector?.name,
      rules: null,
      tags: ['tech', 'dakar'],
      memberCount: 1,
      viewerRole: 'creator',
      viewer: { role: 'creator', requestId: null, mustAsk: false },
      createdBy: { id: awa.id, fullName: 'Awa Diallo' },
    });
  });

  it('refuses a visitor and blank or too long fields with the spec texts', async () => {
    expect((await call(null, 'POST', '/groups', { name: 'x', description: 'y' })).statusCode).toBe(401);
    const kofi = await member('Kofi Mensah');
    const blank = await call(kofi, 'POST', '/groups', { name: '   ', description: 'ok' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details[0]).toMatchObject({
      path: 'name',
      message: 'Veuillez remplir tous les champs obligatoires',
    });
    const long = await call(kofi, 'POST', '/groups', { name: 'n'.repeat(101), description: 'd'.repeat(501) });
    expect(long.json().error.details.map((d: { message: string }) => d.message)).toEqual([
      'Le nom du groupe ne doit pas dépasser 100 caractères.',
      'La description ne doit pas dépasser 500 caractères.',
    ]);
    const badType = await call(kofi, 'POST', '/groups', { name: 'a', description: 'b', type: 'hidden' });
    expect(badType.statusCode).toBe(400);
    const unknownCategory = await call(kofi, 'POST', '/groups', {
      name: 'a',
      description: 'b',
      categoryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json().error.details[0].message).toBe("Cette catégorie n'existe pas.");
  });
});

describe('the directory', () => {
  it('filters by search, type and category in SQL, newest first, by keyset pages', async () => {
    const owner = await member('Fatou Ndiaye');
    const marker = `zx${Date.now()}`;
    const [sector] = await t.database.db
      .select()
      .from(professionalCategories)
      .where(isNull(professionalCategories.parentId))
      .limit(1);
    const a = await createGroupAs(t, owner, { name: `Juristes ${marker}`, type: 'public' });
    const b = await createGroupAs(t, owner, {
      name: `Médecins ${marker}`,
      type: 'private',
      categoryId: sector?.id,
    });
    const c = await createGroupAs(t, owner, {
      name: 'Autre',
      description: `Tout sur ${marker.toUpperCase()}`,
    });

    expect(ids(await call(null, 'GET', `/groups?q=${marker}`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await call(null, 'GET', `/groups?q=${marker}&type=private`))).toEqual([b.id]);
    expect(ids(await call(null, 'GET', `/groups?q=${marker}&categoryId=${sector?.id}`))).toEqual([b.id]);
    expect(ids(await call(null, 'GET', `/groups?q=100%25_${marker}`))).toEqual([]);

    const first = await call(null, 'GET', `/groups?q=${marker}&limit=2`);
    expect(ids(first)).toEqual([c.id, b.id]);
    const next = await call(null, 'GET', `/groups?q=${marker}&limit=2&cursor=${first.json().nextCursor}`);
    expect(ids(next)).toEqual([a.id]);
    expect(next.json().nextCursor).toBeNull();

    const bad = await call(null, 'GET', '/groups?cursor=nope');
    expect(bad.statusCode).toBe(400);
  });

  it("'Mes groupes' lists the actor's memberships and needs a session", async () => {
    const owner = await member('Moussa Kane');
    const other = await member('Ibrahim Sy');
    const mine = await createGroupAs(t, owner, { name: 'Le mien' });
    await createGroupAs(t, other, { name: "Celui d'un autre" });
    expect(ids(await call(owner, 'GET', '/groups?mine=true'))).toEqual([mine.id]);
    const visitor = await call(null, 'GET', '/groups?mine=true');
    expect(visitor.statusCode).toBe(401);
  });
});

describe('membership', () => {
  it('joins a public group at once and leaves it', async () => {
    const owner = await member('Aïcha Ba');
    const joiner = await member('Omar Diop');
    const group = await createGroupAs(t, owner, { name: 'Ouvert', type: 'public' });
    const join = await call(joiner, 'POST', `/groups/${group.id}/join`);
    expect(join.json()).toEqual({
      status: 'member',
      viewer: { role: 'member', requestId: null, mustAsk: false },
    });
    expect((await call(joiner, 'GET', `/groups/${group.id}`)).json()).toMatchObject({
      memberCount: 2,
      viewerRole: 'member',
    });
    const leave = await call(joiner, 'POST', `/groups/${group.id}/leave`);
    expect(leave.statusCode).toBe(200);
    expect(await countsOf(t.database.db, group.id)).toEqual({ stored: 1, rows: 1 });
    const creatorLeaves = await call(owner, 'POST', `/groups/${group.id}/leave`);
    expect(creatorLeaves.json().error.message).toBe('Le créateur ne peut pas quitter le groupe.');
  });

  it('asks to join a private group; the admins hear of it, approve, and the requester is told', async () => {
    const owner = await member('Mariama Bâ');
    const admin = await member('Cheikh Anta');
    const asker = await member('Seydou Keita');
    const group = await createGroupAs(t, owner, { name: 'Cercle privé', type: 'private' });
    await t.database.db.insert(groupMembers).values({ groupId: group.id, userId: admin.id, role: 'admin' });

    const ask = await call(asker, 'POST', `/groups/${group.id}/join`);
    expect(ask.json()).toMatchObject({ status: 'pending', viewer: { role: null } });
    const requestId = ask.json().viewer.requestId;
    expect((await call(asker, 'GET', `/groups/${group.id}`)).json().viewer).toEqual({
      role: null,
      requestId,
      mustAsk: true,
    });
    const again = await call(asker, 'POST', `/groups/${group.id}/join`);
    expect(again.json().error.code).toBe('group_request_pending');

    for (const manager of [owner, admin]) {
      const [notification] = await notificationsOf(manager, 'group_join_request');
      expect(notification).toMatchObject({
        title: 'Nouvelle demande pour rejoindre un groupe',
        body: 'Seydou Keita demande à rejoindre le groupe « Cercle privé ».',
        data: { group_id: group.id, request_id: requestId },
      });
    }
    // In the app only (mails by default are for connections and messages, 000 §7); it leads to Membres.
    const panel = (await call(owner, 'GET', '/notifications')).json().items;
    expect(panel.find((item: { type: string }) => item.type === 'group_join_request')?.link).toBe(
      `/groups/${group.id}?tab=members`,
    );
    expect(await mailsTo(t.database.db, owner.email, 'notification_group_join_request')).toEqual([]);

    // Members only: the asker cannot read the members of a private group yet.
    const hidden = await call(asker, 'GET', `/groups/${group.id}/members`);
    expect(hidden.json().error).toMatchObject({ code: 'group_private', message: 'Ce groupe est privé' });

    const pending = await call(admin, 'GET', `/groups/${group.id}/join-requests`);
    expect(pending.json().items).toEqual([expect.objectContaining({ id: requestId })]);
    const before = await countsOf(t.database.db, group.id);
    const approve = await call(admin, 'POST', `/groups/${group.id}/join-requests/${requestId}/approve`);
    expect(approve.json()).toMatchObject({ role: 'member', member: { id: asker.id } });
    const twice = await call(owner, 'POST', `/groups/${group.id}/join-requests/${requestId}/approve`);
    expect(twice.json().error.code).toBe('group_request_not_pending');

    const [approved] = await notificationsOf(asker, 'group_join_approved');
    expect(approved?.body).toBe('Votre demande pour rejoindre le groupe « Cercle privé » a été acceptée.');
    expect((await membersOf(asker, group.id)).map((m) => m.member.id)).toContain(asker.id);
    expect((await countsOf(t.database.db, group.id)).stored).toBe((before.stored ?? 0) + 1);
  });

  it("a withdrawn request leaves the managers' bells; a 4th to one group in 30 days and a 21st in a day wait", async () => {
    const owner = await member('Kwame Nkrumah');
    const asker = await member('Efua Sutherland');
    const groups = await Promise.all(
      Array.from({ length: groupLimits.joinRequestsPerDay + 1 }, async (_, n) => {
        const members = [{ userId: owner.id, role: 'creator' as const }];
        return (await insertGroup(t.database.db, { name: `Très demandé ${n}`, type: 'private', members }))
          .group;
      }),
    );
    const [first] = groups;
    if (!first) throw new Error('groups');
    const ask = (groupId: string) => call(asker, 'POST', `/groups/${groupId}/join`);
    for (let n = 0; n < 3; n++) {
      expect((await ask(first.id)).statusCode).toBe(200);
      expect((await call(asker, 'DELETE', `/groups/${first.id}/join-request`)).statusCode).toBe(200);
    }
    // Each withdrawn request left the managers' bells with it.
    expect(await notificationsOf(owner, 'group_join_request')).toEqual([]);
    const repeated = await ask(first.id);
    expect(repeated.statusCode).toBe(429);
    expect(repeated.json().error.message).toBe(
      'Vous avez déjà fait plusieurs fois cette demande. Réessayez dans quelques semaines.',
    );
    // Other groups, up to 20 requests in the day (the 3 above count).
    for (const group of groups.slice(1, groupLimits.joinRequestsPerDay - 2)) {
      expect((await ask(group.id)).statusCode).toBe(200);
    }
    const refused = await ask(groups[groupLimits.joinRequestsPerDay - 2]?.id ?? '');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      "Vous avez envoyé beaucoup de demandes aujourd'hui. Réessayez demain.",
    );
  });

  it('refuses a request (the requester is told) and lets a requester withdraw theirs', async () => {
    const owner = await member('Nana Asante');
    const asker = await member('Yaw Boateng');
    const group = await createGroupAs(t, owner, { name: 'Sur demande', type: 'private' });
    const requestId = (await call(asker, 'POST', `/groups/${group.id}/join`)).json().viewer.requestId;
    expect(
      (await call(owner, 'POST', `/groups/${group.id}/join-requests/${requestId}/reject`)).statusCode,
    ).toBe(204);
    const [rejected] = await notificationsOf(asker, 'group_join_rejected');
    expect(rejected?.body).toBe(
      "Votre demande pour rejoindre le groupe « Sur demande » n'a pas été acceptée.",
    );
    expect(await countsOf(t.database.db, group.id)).toEqual({ stored: 1, rows: 1 });

    await call(asker, 'POST', `/groups/${group.id}/join`);
    const cancel = await call(asker, 'DELETE', `/groups/${group.id}/join-request`);
    expect(cancel.json()).toEqual({ viewer: { role: null, requestId: null, mustAsk: true } });
    expect((await call(owner, 'GET', `/groups/${group.id}/join-requests`)).json().items).toEqual([]);
  });

  it('the creator or an admin adds a member found by name to a secret group; the member is told', async () => {
    const owner = await member('Adja Sarr');
    const found = await member('Ousmane Sembène');
    const group = await createGroupAs(t, owner, { name: 'Cercle secret', type: 'secret' });
    const search = await call(owner, 'GET', `/groups/${group.id}/member-candidates?q=sembÈne`);
    expect(search.statusCode).toBe(200);
    // Case-insensitive contains on the name (accents as typed).
    const empty = await call(owner, 'GET', `/groups/${group.id}/member-candidates`);
    expect(empty.json()).toEqual({ items: [] });
    const byName = await call(owner, 'GET', `/groups/${group.id}/member-candidates?q=ousmane sem`);
    expect(byName.json().items).toEqual([
      expect.objectContaining({ member: expect.objectContaining({ id: found.id }), isMember: false }),
    ]);
    // The outsider does not see the group yet.
    expect((await call(found, 'GET', `/groups/${group.id}`)).statusCode).toBe(404);

    const added = await call(owner, 'POST', `/groups/${group.id}/members`, { userId: found.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ role: 'member', member: { id: found.id } });
    const [notification] = await notificationsOf(found, 'group_member_added');
    expect(notification?.body).toBe('Adja Sarr vous a ajouté au groupe « Cercle secret ».');
    expect((await call(found, 'GET', `/groups/${group.id}`)).json()).toMatchObject({ viewerRole: 'member' });

    const again = await call(owner, 'POST', `/groups/${group.id}/members`, { userId: found.id });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cet utilisateur est déjà membre du groupe');
    const flagged = await call(owner, 'GET', `/groups/${group.id}/member-candidates?q=ousmane`);
    expect(flagged.json().items[0]).toMatchObject({ isMember: true });
    const unknown = await call(owner, 'POST', `/groups/${group.id}/members`, {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(await countsOf(t.database.db, group.id)).toEqual({ stored: 2, rows: 2 });
  });

  it('keeps the member count exact under 20 concurrent joins and leaves', async () => {
    const owner = await member('Kwame Nkrumah');
    const group = await createGroupAs(t, owner, { name: 'Foule', type: 'public' });
    const joiners = await Promise.all(Array.from({ length: 20 }, (_, i) => member(`Joiner ${i}`)));
    const joins = await Promise.all([
      ...joiners.map((u) => call(u, 'POST', `/groups/${group.id}/join`)),
      ...joiners.slice(0, 5).map((u) => call(u, 'POST', `/groups/${group.id}/join`)),
    ]);
    expect(joins.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(await countsOf(t.database.db, group.id)).toEqual({ stored: 21, rows: 21 });
    await Promise.all(joiners.slice(0, 10).map((u) => call(u, 'POST', `/groups/${group.id}/leave`)));
    expect(await countsOf(t.database.db, group.id)).toEqual({ stored: 11, rows: 11 });
  });
});

describe('the four roles', () => {
  const setup = async () => {
    const [creator, admin, moderator, plain, other] = await Promise.all([
      member('Créatrice'),
      member('Admin'),
      member('Modérateur'),
      member('Membre'),
      member('Autre membre'),
    ]);
    if (!creator || !admin || !moderator || !plain || !other) throw new Error('members');
    const { group, memberIds } = await insertGroup(t.database.db, {
      type: 'public',
      members: [
        { userId: creator.id, role: 'creator' },
        { userId: admin.id, role: 'admin' },
        { userId: moderator.id, role: 'moderator' },
        { userId: plain.id, role: 'member' },
        { userId: other.id, role: 'member' },
      ],
    });
    const id = (u: CreatedUser) => memberIds[u.id] ?? '';
    const setRole = (actor: CreatedUser, target: CreatedUser, role: string) =>
      call(actor, 'PATCH', `/groups/${group.id}/members/${id(target)}`, { role });
    const remove = (actor: CreatedUser, target: CreatedUser) =>
      call(actor, 'DELETE', `/groups/${group.id}/members/${id(target)}`);
    return { group, creator, admin, moderator, plain, other, setRole, remove };
  };
  const code = (res: { statusCode: number; json: () => { error?: { code: string; message: string } } }) =>
    res.statusCode === 204 ? undefined : res.json().error?.code;

  it('an admin moves members and moderators but never touches admins or the creator', async () => {
    const g = await setup();
    expect((await g.setRole(g.admin, g.plain, 'moderator')).json()).toMatchObject({ role: 'moderator' });
    expect((await g.setRole(g.admin, g.plain, 'member')).json()).toMatchObject({ role: 'member' });
    expect(code(await g.setRole(g.admin, g.moderator, 'admin'))).toBe('group_creator_required');
    expect(code(await g.setRole(g.admin, g.plain, 'admin'))).toBe('group_creator_required');
    const demoteCreator = await g.setRole(g.admin, g.creator, 'member');
    expect(demoteCreator.statusCode).toBe(409);
    expect(demoteCreator.json().error.message).toBe('Le créateur du groupe ne peut pas être rétrogradé');
    const removeCreator = await g.remove(g.admin, g.creator);
    expect(removeCreator.json().error.message).toBe('Le créateur du groupe ne peut pas être supprimé');
    expect(code(await g.setRole(g.admin, g.admin, 'member'))).toBe('group_self_action');
    expect(code(await g.remove(g.admin, g.admin))).toBe('group_self_action');
    expect(code(await g.remove(g.admin, g.moderator))).toBeUndefined();
  });

  it('a member removed from a public group comes back only by a request the managers answer', async () => {
    const g = await setup();
    expect(code(await g.remove(g.moderator, g.plain))).toBe('group_admin_required');
    expect(code(await g.remove(g.admin, g.plain))).toBeUndefined();
    const page = async (who: CreatedUser) => (await call(who, 'GET', `/groups/${g.group.id}`)).json();
    expect((await page(g.plain)).viewer).toEqual({ role: null, requestId: null, mustAsk: true });

    // 'Rejoindre' is now a request: the managers hear of it, the member is not in.
    const ask = await call(g.plain, 'POST', `/groups/${g.group.id}/join`);
    expect(ask.json()).toMatchObject({ status: 'pending', viewer: { role: null, mustAsk: true } });
    expect((await page(g.plain)).viewerRole).toBeNull();
    expect(await notificationsOf(g.creator, 'group_join_request')).toHaveLength(1);
    const requestId = ask.json().viewer.requestId;
    expect(
      (await call(g.creator, 'POST', `/groups/${g.group.id}/join-requests/${requestId}/reject`)).statusCode,
    ).toBe(204);
    expect((await page(g.plain)).viewerRole).toBeNull();

    // Let back in, they are a member like any other: leaving and joining again is at once.
    const again = (await call(g.plain, 'POST', `/groups/${g.group.id}/join`)).json().viewer.requestId;
    await call(g.admin, 'POST', `/groups/${g.group.id}/join-requests/${again}/approve`);
    expect((await call(g.plain, 'POST', `/groups/${g.group.id}/leave`)).statusCode).toBe(200);
    expect((await page(g.plain)).viewer.mustAsk).toBe(false);
    expect((await call(g.plain, 'POST', `/groups/${g.group.id}/join`)).json()).toMatchObject({
      status: 'member',
    });

    // A member who left of their own accord was never kept out.
    expect((await call(g.other, 'POST', `/groups/${g.group.id}/leave`)).statusCode).toBe(200);
    expect((await call(g.other, 'POST', `/groups/${g.group.id}/join`)).json()).toMatchObject({
      status: 'member',
    });
  });

  it('only the creator promotes to admin, demotes and removes admins', async () => {
    const g = await setup();
    expect((await g.setRole(g.creator, g.moderator, 'admin')).json()).toMatchObject({ role: 'admin' });
    expect(code(await g.remove(g.admin, g.moderator))).toBe('group_creator_required');
    expect((await g.setRole(g.creator, g.admin, 'moderator')).json()).toMatchObject({ role: 'moderator' });
    expect((await g.remove(g.creator, g.moderator)).statusCode).toBe(204);
    expect(code(await g.setRole(g.creator, g.creator, 'member'))).toBe('group_self_action');
  });

  it('moderators and members manage nothing', async () => {
    const g = await setup();
    for (const actor of [g.moderator, g.plain]) {
      const res = await g.setRole(actor, g.other, 'moderator');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Vous devez être administrateur pour gérer les membres');
      expect(code(await g.remove(actor, g.other))).toBe('group_admin_required');
      expect(code(await call(actor, 'GET', `/groups/${g.group.id}/join-requests`))).toBe(
        'group_admin_required',
      );
    }
  });

  it('lists members by rank then seniority, by keyset pages', async () => {
    const g = await setup();
    const all = await membersOf(null, g.group.id);
    expect(all.map((m) => m.role)).toEqual(['creator', 'admin', 'moderator', 'member', 'member']);
    const first = (await call(null, 'GET', `/groups/${g.group.id}/members?limit=2`)).json();
    const second = (
      await call(null, 'GET', `/groups/${g.group.id}/members?limit=2&cursor=${first.nextCursor}`)
    ).json();
    const third = (
      await call(null, 'GET', `/groups/${g.group.id}/members?limit=2&cursor=${second.nextCursor}`)
    ).json();
    expect([...first.items, ...second.items, ...third.items].map((m: { id: string }) => m.id)).toEqual(
      all.map((m) => m.id),
    );
    expect(third.nextCursor).toBeNull();
    const bad = await call(null, 'GET', `/groups/${g.group.id}/members?cursor=WzksIngiXQ`);
    expect(bad.statusCode).toBe(400);
  });

  it('the creator deletes the group; nobody else can', async () => {
    const g = await setup();
    expect(code(await call(g.admin, 'DELETE', `/groups/${g.group.id}`))).toBe('group_creator_required');
    expect((await call(g.creator, 'DELETE', `/groups/${g.group.id}`)).statusCode).toBe(204);
    expect((await call(g.creator, 'GET', `/groups/${g.group.id}`)).statusCode).toBe(404);
    expect(await countsOf(t.database.db, g.group.id)).toEqual({ stored: undefined, rows: 0 });
  });

  it('settings change with the same rules as creation, by the creator or an admin', async () => {
    const g = await setup();
    const res = await call(g.admin, 'PATCH', `/groups/${g.group.id}`, {
      name: 'Nouveau nom',
      description: 'Nouvelle description',
      type: 'secret',
      tags: ['a', 'a', ' b '],
    });
    expect(res.json()).toMatchObject({ name: 'Nouveau nom', type: 'secret', tags: ['a', 'b'] });
    // Secret now: outsiders no longer see it at all.
    const outsider = await member('Curieux');
    expect((await call(outsider, 'GET', `/groups/${g.group.id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/groups/${g.group.id}/members`)).statusCode).toBe(404);
  });
});

describe('member candidates and the directory opt-out', () => {
  it('never offers a member who left the directory, but for a connection or a member already in', async () => {
    const owner = await member('Adja Candidats');
    const hidden = await member('Yacine Discret');
    const connected = await member('Yacine Relation');
    const inside = await member('Yacine Dedans');
    const group = await createGroupAs(t, owner, { name: 'Cercle des candidats', type: 'private' });
    await t.database.db
      .insert(profilePrivacy)
      .values([hidden, connected, inside].map((user) => ({ profileId: user.id, hiddenFromDirectory: true })));
    await insertConnection(t.database.db, owner.id, connected.id);
    expect((await call(owner, 'POST', `/groups/${group.id}/members`, { userId: inside.id })).statusCode).toBe(
      201,
    );
    const found = (await call(owner, 'GET', `/groups/${group.id}/member-candidates?q=yacine`)).json()
      .items as {
      member: { id: string };
    }[];
    expect(found.map((item) => item.member.id).sort()).toEqual([connected.id, inside.id].sort());
  });

  it('never offers or adds a member whose account deletion is pending, even a connection', async () => {
    const owner = await member('Adja Départs');
    const leaving = await member('Yacine Partant');
    await insertConnection(t.database.db, owner.id, leaving.id);
    await t.database.db.update(profiles).set({ isLeaving: true }).where(eq(profiles.id, leaving.id));
    const group = await createGroupAs(t, owner, { name: 'Cercle des départs', type: 'private' });
    const found = await call(owner, 'GET', `/groups/${group.id}/member-candidates?q=yacine%20partant`);
    expect(found.json()).toEqual({ items: [] });
    const added = await call(owner, 'POST', `/groups/${group.id}/members`, { userId: leaving.id });
    expect(added.statusCode).toBe(404);
    expect(await countsOf(t.database.db, group.id)).toEqual({ stored: 1, rows: 1 });
  });
});
