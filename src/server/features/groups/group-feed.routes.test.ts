import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage, PostItem } from '../../../common/contracts/feed';
import type { GroupDetail } from '../../../common/contracts/groups';
import { microblogComments, microblogLikes, microblogPosts, notifications } from '../../db/schema';
import { testClient } from '../../test/api-client';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, multipartFile } from '../../test/factories';
import { image } from '../feed/feed-test-support';
import { createGroupAs } from './group-test-support';

let t: TestApp;
let client: ReturnType<typeof testClient>;
let call: ReturnType<typeof testClient>['call'];
beforeAll(async () => {
  t = await buildTestApp();
  client = testClient(t, '/api/v1');
  call = client.call;
});
afterAll(async () => {
  await t.close();
});

const addMember = async (owner: CreatedUser, groupId: string, user: CreatedUser) => {
  const res = await call(owner, 'POST', `/groups/${groupId}/members`, { userId: user.id });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};
const postIn = async (user: CreatedUser, groupId: string, content: string, mediaIds: string[] = []) => {
  const res = await call(user, 'POST', '/feed/posts', { content, groupId, mediaIds });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as PostItem;
};
const idsOf = (res: { json: () => FeedPage }) => res.json().items.map((item) => item.id);
const putImage = (user: CreatedUser, groupId: string, kind: 'logo' | 'cover', data: Buffer) => {
  const file = multipartFile('image.png', data, 'image/png');
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/groups/${groupId}/images/${kind}`,
    payload: file.payload,
    headers: { ...file.headers, cookie: user.cookie },
  });
};

describe('a private group feed', () => {
  it('shows a member’s post to the members only, and never outside the group', async () => {
    const awa = await client.member('Awa Fil');
    const kofi = await client.member('Kofi Fil');
    const outsider = await client.member('Ousmane Dehors');
    const group = await createGroupAs(t, awa, { name: 'Cercle privé', type: 'private' });
    await addMember(awa, group.id, kofi);
    const post = await postIn(kofi, group.id, 'Réunion jeudi #confidentiel');
    expect(post).toMatchObject({
      groupId: group.id,
      hashtags: [],
      url: `/groups/${group.id}?post=${post.id}`,
    });

    expect(idsOf(await call(awa, 'GET', `/feed/posts?group=${group.id}`))).toEqual([post.id]);
    const refused = await call(outsider, 'GET', `/feed/posts?group=${group.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Ce groupe est privé');
    // Not in the main feed, the author's activity, the hashtag pages, trending or the share preview.
    for (const viewer of [awa, kofi, outsider, null]) {
      expect(idsOf(await call(viewer, 'GET', '/feed/posts?limit=50'))).not.toContain(post.id);
      expect(idsOf(await call(viewer, 'GET', `/feed/posts?user=${kofi.id}`))).not.toContain(post.id);
      expect(idsOf(await call(viewer, 'GET', '/feed/posts?hashtag=confidentiel'))).toEqual([]);
      expect(idsOf(await call(viewer, 'GET', `/feed/posts?post=${post.id}`))).toEqual([]);
    }
    const trending = (await call(null, 'GET', '/feed/hashtags/trending')).json() as { tag: string }[];
    expect(JSON.stringify(trending)).not.toContain('confidentiel');
    expect(await t.app.services.posts.shareMeta(post.id, 'http://localhost', 'Sankofa')).toBeUndefined();
    expect((await call(outsider, 'GET', `/feed/posts/${post.id}`)).statusCode).toBe(404);
    const summary = (await call(kofi, 'GET', '/feed/summary')).json() as { postCount: number };
    expect(summary.postCount).toBe(0);
  });

  it('keeps a group’s uploads out of the public bucket and serves them to its readers only', async () => {
    const awa = await client.member('Awa Média');
    const kofi = await client.member('Kofi Média');
    const outsider = await client.member('Ousmane Média');
    const group = await createGroupAs(t, awa, { name: 'Cercle des photos', type: 'private' });
    await addMember(awa, group.id, kofi);
    const png = await image('png', 60, 40);
    const upload = await client.upload(kofi, `/feed/media?group=${group.id}`, 'photo.png', png);
    expect(upload.statusCode, upload.body).toBe(201);
    const media = upload.json() as { id: string; url: string };
    expect(media.url).toBe(`/api/v1/feed/media/${media.id}/file`);
    const publicDir = path.join(t.config.dataDir, 'storage', 'public');
    expect(existsSync(path.join(publicDir, 'media', 'groups', group.id))).toBe(false);
    // Before it is posted: its uploader only.
    expect((await call(kofi, 'GET', `/feed/media/${media.id}/file`)).statusCode).toBe(200);
    expect((await call(awa, 'GET', `/feed/media/${media.id}/file`)).statusCode).toBe(404);
    // A main-feed post cannot take it; the group's post can.
    const elsewhere = await call(kofi, 'POST', '/feed/posts', { content: 'Ailleurs', mediaIds: [media.id] });
    expect(elsewhere.statusCode).toBe(400);
    const post = await postIn(kofi, group.id, 'La photo', [media.id]);
    expect(post.media[0]?.url).toBe(media.url);
    const file = await call(awa, 'GET', `/feed/media/${media.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('private, max-age=3600');
    for (const viewer of [outsider, null]) {
      expect((await call(viewer, 'GET', `/feed/media/${media.id}/file`)).statusCode).toBe(404);
    }
    // An outsider cannot upload for the group.
    const refused = await client.upload(outsider, `/feed/media?group=${group.id}`, 'photo.png', png);
    expect(refused.statusCode).toBe(403);
    // Deleting the group removes the files.
    const stored = path.join(t.config.dataDir, 'storage', 'private', 'group-media', 'groups', group.id);
    expect(existsSync(stored)).toBe(true);
    expect((await call(awa, 'DELETE', `/groups/${group.id}`)).statusCode).toBe(204);
    expect(existsSync(path.join(stored, `${media.id}.png`))).toBe(false);
    const rows = await t.database.db.select().from(microblogPosts).where(eq(microblogPosts.id, post.id));
    expect(rows).toEqual([]);
  });
});

describe('the posting rule and moderation', () => {
  it('lets only the roles the settings name post, with the texts', async () => {
    const awa = await client.member('Awa Règle');
    const kofi = await client.member('Kofi Règle');
    const modou = await client.member('Modou Règle');
    const outsider = await client.member('Ousmane Règle');
    const group = await createGroupAs(t, awa, { name: 'Annonces', type: 'public' });
    await addMember(awa, group.id, kofi);
    const mod = await addMember(awa, group.id, modou);
    await call(awa, 'PATCH', `/groups/${group.id}/members/${mod.id}`, { role: 'moderator' });

    const notMember = await call(outsider, 'POST', '/feed/posts', { content: 'Bonjour', groupId: group.id });
    expect(notMember.statusCode).toBe(403);
    expect(notMember.json().error.message).toBe('Vous devez être membre du groupe pour publier');
    const visitor = await call(null, 'POST', '/feed/posts', { content: 'Bonjour', groupId: group.id });
    expect(visitor.statusCode).toBe(401);

    const settings = { name: 'Annonces', description: 'Entraide entre membres', type: 'public' };
    await call(awa, 'PATCH', `/groups/${group.id}`, { ...settings, postPermission: 'moderators' });
    const member = await call(kofi, 'POST', '/feed/posts', { content: 'Bonjour', groupId: group.id });
    expect(member.statusCode).toBe(403);
    expect(member.json().error.code).toBe('group_post_moderators_only');
    expect((await call(kofi, 'GET', `/groups/${group.id}`)).json()).toMatchObject({ canPost: false });
    await postIn(modou, group.id, 'Annonce du modérateur');

    await call(awa, 'PATCH', `/groups/${group.id}`, { ...settings, postPermission: 'admins' });
    const moderator = await call(modou, 'POST', '/feed/posts', { content: 'Encore', groupId: group.id });
    expect(moderator.json().error.code).toBe('group_post_admins_only');
    await postIn(awa, group.id, 'Annonce de la créatrice');
    // An outsider of a public group reads, but neither likes nor comments.
    const [latest] = (await call(outsider, 'GET', `/feed/posts?group=${group.id}`)).json()
      .items as PostItem[];
    expect(latest?.content).toBe('Annonce de la créatrice');
    const like = await call(outsider, 'PUT', `/feed/posts/${latest?.id}/like`);
    expect(like.statusCode).toBe(403);
    expect(like.json().error.code).toBe('group_members_only');
  });

  it('lets the group’s moderators delete a member’s comment and post, and says so in canDelete', async () => {
    const awa = await client.member('Awa Modération');
    const kofi = await client.member('Kofi Modération');
    const modou = await client.member('Modou Modération');
    const group = await createGroupAs(t, awa, { name: 'Modérés', type: 'private' });
    await addMember(awa, group.id, kofi);
    const mod = await addMember(awa, group.id, modou);
    await call(awa, 'PATCH', `/groups/${group.id}/members/${mod.id}`, { role: 'moderator' });
    const post = await postIn(kofi, group.id, 'Un message');
    const comment = await call(kofi, 'POST', `/feed/posts/${post.id}/comments`, { content: 'Hors sujet' });
    expect(comment.statusCode).toBe(201);
    const seen = (await call(modou, 'GET', `/feed/posts?group=${group.id}`)).json().items as PostItem[];
    expect(seen[0]).toMatchObject({ canDelete: true, canEdit: false });
    expect(seen[0]?.latestComments[0]?.canDelete).toBe(true);
    expect((await call(modou, 'DELETE', `/feed/comments/${comment.json().id}`)).statusCode).toBe(204);
    const after = (await call(kofi, 'GET', `/feed/posts/${post.id}`)).json() as PostItem;
    expect(after.commentCount).toBe(0);
    expect((await call(modou, 'DELETE', `/feed/posts/${post.id}`)).statusCode).toBe(204);
  });

  it('answers with the group feed’s own texts, not the microblog’s (002 §5, §8)', async () => {
    const awa = await client.member('Awa Textes');
    const kofi = await client.member('Kofi Textes');
    const group = await createGroupAs(t, awa, { name: 'Textes du groupe', type: 'public' });
    await addMember(awa, group.id, kofi);
    const empty = await call(kofi, 'POST', '/feed/posts', { content: '  ', groupId: group.id });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0]).toMatchObject({
      key: 'groups.feed.validation.postEmpty',
      message: 'Veuillez ajouter du contenu ou des médias à votre publication',
    });
    const mainFeed = await call(kofi, 'POST', '/feed/posts', { content: '' });
    expect(mainFeed.json().error.details[0].message).toBe(
      'Veuillez ajouter du texte ou des médias à votre post.',
    );

    const post = await postIn(awa, group.id, 'Annonce de la créatrice');
    const refused = await call(kofi, 'DELETE', `/feed/posts/${post.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("Vous n'avez pas la permission de supprimer cette publication");
  });
});

describe('group feed paging and counters', () => {
  it('pages by keyset without gaps or duplicates', async () => {
    const awa = await client.member('Awa Pages');
    const group = await createGroupAs(t, awa, { name: 'Pages', type: 'public' });
    const base = Date.now() - 60_000;
    await t.database.db.insert(microblogPosts).values(
      Array.from({ length: 23 }, (_, i) => ({
        userId: awa.id,
        groupId: group.id,
        content: `Message ${i}`,
        // Two posts share each time: the id breaks the tie.
        createdAt: new Date(base + Math.floor(i / 2) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        null,
        'GET',
        `/feed/posts?group=${group.id}&limit=10${cursor ? `&cursor=${cursor}` : ''}`,
      );
      const page = res.json() as FeedPage;
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
  });

  it('keeps likes and comments counts equal to their rows under concurrent members', async () => {
    const awa = await client.member('Awa Compteurs');
    const group = await createGroupAs(t, awa, { name: 'Compteurs', type: 'secret' });
    const members: CreatedUser[] = [];
    for (let i = 0; i < 12; i += 1) {
      const user = await createUser(t.app, t.database.db);
      await addMember(awa, group.id, user);
      members.push(user);
    }
    const post = await postIn(awa, group.id, 'Comptez-vous');
    // All at once: half like by the toggle, half by the idempotent PUT (one like each, whatever the
    // order: a toggle and a PUT of the same member racing could end either way), everyone comments.
    await Promise.all(
      members.flatMap((user, i) => [
        i % 2 === 0
          ? call(user, 'POST', `/feed/posts/${post.id}/like/toggle`)
          : call(user, 'PUT', `/feed/posts/${post.id}/like`),
        call(user, 'POST', `/feed/posts/${post.id}/comments`, { content: 'Présent' }),
      ]),
    );
    await Promise.all(members.slice(0, 5).map((user) => call(user, 'DELETE', `/feed/posts/${post.id}/like`)));
    const [row] = await t.database.db.select().from(microblogPosts).where(eq(microblogPosts.id, post.id));
    const [likes] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(microblogLikes)
      .where(eq(microblogLikes.postId, post.id));
    const [comments] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(microblogComments)
      .where(eq(microblogComments.postId, post.id));
    expect(row?.likesCount).toBe(likes?.n);
    expect(row?.likesCount).toBe(7);
    expect(row?.commentsCount).toBe(comments?.n);
    expect(row?.commentsCount).toBe(12);
  });
});

describe('images, transfer, notifications and previews', () => {
  it('takes a logo and a banner by their bytes within their sizes, shown through the gated route', async () => {
    const awa = await client.member('Awa Images');
    const group = await createGroupAs(t, awa, { name: 'Images', type: 'secret' });
    const res = await putImage(awa, group.id, 'logo', await image('png', 800, 800));
    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json() as GroupDetail;
    expect(detail.logoUrl).toMatch(new RegExp(`^/api/v1/groups/${group.id}/images/logo\\?v=`));
    const logo = await t.app.inject({
      method: 'GET',
      url: detail.logoUrl ?? '',
      headers: { cookie: awa.cookie },
    });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    const outsider = await client.member('Ousmane Images');
    expect((await call(outsider, 'GET', `/groups/${group.id}/images/logo`)).statusCode).toBe(404);
    const cover = await putImage(awa, group.id, 'cover', await image('jpeg', 1200, 400));
    expect(cover.json()).toMatchObject({ coverImageUrl: expect.stringContaining('/images/cover?v=') });
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await putImage(awa, group.id, 'logo', big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.message).toBe(
      'Fichier trop volumineux. La taille maximale autorisée est de 5MB.',
    );
    const text = await putImage(awa, group.id, 'logo', Buffer.from('pas une image'));
    expect(text.statusCode).toBe(415);
    const removed = await call(awa, 'DELETE', `/groups/${group.id}/images/logo`);
    expect(removed.json()).toMatchObject({ logoUrl: null });
  });

  it('lets the creator transfer the group to a member, who becomes its creator', async () => {
    const awa = await client.member('Awa Transfert');
    const kofi = await client.member('Kofi Transfert');
    const group = await createGroupAs(t, awa, { name: 'Transmis', type: 'public' });
    const kofiMember = await addMember(awa, group.id, kofi);
    const self = await call(awa, 'GET', `/groups/${group.id}/members`);
    const awaMember = (self.json().items as { id: string; member: { id: string } }[]).find(
      (item) => item.member.id === awa.id,
    );
    const toSelf = await call(awa, 'POST', `/groups/${group.id}/transfer`, { memberId: awaMember?.id });
    expect(toSelf.json().error.code).toBe('group_transfer_target');
    const res = await call(awa, 'POST', `/groups/${group.id}/transfer`, { memberId: kofiMember.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ viewerRole: 'admin', createdBy: { id: kofi.id } });
    expect((await call(kofi, 'GET', `/groups/${group.id}`)).json()).toMatchObject({ viewerRole: 'creator' });
    const back = await call(awa, 'POST', `/groups/${group.id}/transfer`, { memberId: kofiMember.id });
    expect(back.json().error.code).toBe('group_creator_required');
    expect((await call(awa, 'POST', `/groups/${group.id}/leave`)).statusCode).toBe(200);
    expect((await call(kofi, 'DELETE', `/groups/${group.id}`)).statusCode).toBe(204);
  });

  it('tells the members who opted in of a new post, and the admins of a new public group', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const awa = await client.member('Awa Avis');
    const kofi = await client.member('Kofi Avis');
    const ama = await client.member('Ama Avis');
    const group = await createGroupAs(t, awa, { name: 'Avis', type: 'private' });
    const secret = await createGroupAs(t, awa, { name: 'Avis secret', type: 'secret' });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.type, 'group_created')));
    const groupIds = told.map((n) => (n.data as { group_id?: string }).group_id);
    expect(groupIds).toContain(group.id);
    expect(groupIds).not.toContain(secret.id);
    expect(told[0]?.title).toBe('Nouveau groupe');

    await addMember(awa, group.id, kofi);
    await addMember(awa, group.id, ama);
    const opt = await call(kofi, 'PUT', `/groups/${group.id}/post-notifications`, { enabled: true });
    expect(opt.json()).toEqual({ notifyPosts: true });
    expect((await call(kofi, 'GET', `/groups/${group.id}`)).json()).toMatchObject({ notifyPosts: true });
    const post = await postIn(ama, group.id, 'Nouvelle annonce');
    const ofType = (user: CreatedUser) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'group_post')));
    const [kofiNote] = await ofType(kofi);
    expect(kofiNote?.data).toMatchObject({ group_id: group.id, post_id: post.id });
    expect(await ofType(awa)).toEqual([]);
    expect(await ofType(ama)).toEqual([]);
  });

  it('takes back, from the bells outside it, what named a group its managers made secret', async () => {
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const awa = await client.member('Awa Secrète');
    const kofi = await client.member('Kofi Secrète');
    const group = await createGroupAs(t, awa, { name: 'Bientôt secret', type: 'private' });
    const asked = await call(kofi, 'POST', `/groups/${group.id}/join`);
    const requestId = asked.json().viewer.requestId as string;
    expect(
      (await call(awa, 'POST', `/groups/${group.id}/join-requests/${requestId}/reject`)).statusCode,
    ).toBe(204);
    const about = (user: CreatedUser) =>
      t.database.db
        .select({ type: notifications.type })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), sql`${notifications.data}->>'group_id' = ${group.id}`));
    expect(await about(admin)).toEqual([{ type: 'group_created' }]);
    expect(await about(kofi)).toEqual([{ type: 'group_join_rejected' }]);

    const hidden = await call(awa, 'PATCH', `/groups/${group.id}`, {
      name: 'Bientôt secret',
      description: 'Entraide entre membres',
      type: 'secret',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await call(admin, 'GET', `/groups/${group.id}`)).statusCode).toBe(404);
    expect(await about(admin)).toEqual([]);
    expect(await about(kofi)).toEqual([]);
  });

  it('gives a share preview to a public group only', async () => {
    const awa = await client.member('Awa Aperçu');
    const open = await createGroupAs(t, awa, { name: 'Ouvert à tous', type: 'public' });
    const closed = await createGroupAs(t, awa, { name: 'Fermé', type: 'private' });
    const { groups } = t.app.services;
    expect(await groups.shareMeta(open.id, 'http://localhost', 'Sankofa')).toMatchObject({
      title: 'Ouvert à tous | Sankofa',
      description: 'Entraide entre membres',
      path: `/groups/${open.id}`,
    });
    expect(await groups.shareMeta(closed.id, 'http://localhost', 'Sankofa')).toBeUndefined();
  });
});

describe('what a removed post, member or group leaves in the bells', () => {
  const groupPostNotes = (user: CreatedUser) =>
    t.database.db
      .select({ postId: sql<string>`${notifications.data}->>'post_id'` })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.type, 'group_post')));
  const following = async (groupType: 'private' | 'secret') => {
    const awa = await client.member('Awa Cloche');
    const kofi = await client.member('Kofi Cloche');
    const ama = await client.member('Ama Cloche');
    const group = await createGroupAs(t, awa, { name: `Cercle ${groupType}`, type: groupType });
    await addMember(awa, group.id, kofi);
    const amaMember = await addMember(awa, group.id, ama);
    for (const user of [kofi, ama]) {
      await call(user, 'PUT', `/groups/${group.id}/post-notifications`, { enabled: true });
    }
    return { awa, kofi, ama, amaMember, group };
  };

  it('a post its moderator deletes leaves no notification quoting it; the others stay', async () => {
    const { awa, kofi, ama, group } = await following('private');
    const kept = await postIn(awa, group.id, 'Réunion jeudi');
    const abusive = await postIn(kofi, group.id, 'Un texte que la modération retire');
    expect((await groupPostNotes(ama)).map((row) => row.postId).sort()).toEqual([kept.id, abusive.id].sort());
    expect((await call(awa, 'DELETE', `/feed/posts/${abusive.id}`)).statusCode).toBe(204);
    expect(await groupPostNotes(ama)).toEqual([{ postId: kept.id }]);
    const bell = (await call(ama, 'GET', '/notifications')).json() as { items: { body: string }[] };
    expect(bell.items.map((item) => item.body).join(' ')).not.toContain('modération retire');
  });

  it("a member removed from a secret group, or who leaves it, keeps none of its posts' notifications", async () => {
    const { awa, kofi, ama, amaMember, group } = await following('secret');
    await postIn(awa, group.id, 'Ordre du jour confidentiel');
    expect(await groupPostNotes(ama)).toHaveLength(1);
    expect((await call(awa, 'DELETE', `/groups/${group.id}/members/${amaMember.id}`)).statusCode).toBe(204);
    expect(await groupPostNotes(ama)).toEqual([]);
    expect(await groupPostNotes(kofi)).toHaveLength(1);
    expect((await call(kofi, 'POST', `/groups/${group.id}/leave`)).statusCode).toBe(200);
    expect(await groupPostNotes(kofi)).toEqual([]);
  });

  it('a deleted group leaves no notification naming it', async () => {
    const { awa, kofi, group } = await following('private');
    await postIn(awa, group.id, 'Dernier message');
    expect((await call(awa, 'DELETE', `/groups/${group.id}`)).statusCode).toBe(204);
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(sql`${notifications.data}->>'group_id' = ${group.id}`);
    expect(row?.n).toBe(0);
    expect(await groupPostNotes(kofi)).toEqual([]);
  });
});
