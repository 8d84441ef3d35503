/** Member management (/admin/users): deleting a member by e-mail (their content, files, counters and groups). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  blogUploads,
  groupMembers,
  groups,
  hashtags,
  logs,
  microblogComments,
  microblogLikes,
  microblogMedia,
  microblogPosts,
  profiles,
  sessions,
  users,
} from '../../db/schema';
import { type CreatedUser, createUser, sessionUserOf, uniqueIp } from '../../test/factories';
import { insertGroup } from '../groups/group-test-support';
import { insertAnnex, insertDraftTender } from '../tenders/tender-test-support';
import { adminUsersTestApp } from './admin-users-test-support';

const { t, admin, call } = adminUsersTestApp();

describe('deleting a member by e-mail', () => {
  const feed = (user: CreatedUser, method: 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1/feed${url}`,
      headers: { cookie: user.cookie },
      payload: payload as Record<string, unknown> | undefined,
      remoteAddress: uniqueIp(),
    });

  it('refuses an address that is not one in French, and an unknown one with 404', async () => {
    const bad = await call(admin, 'GET', '/users/by-email?email=pas-une-adresse');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Veuillez saisir une adresse email valide.');
    const unknown = await call(admin, 'GET', '/users/by-email?email=personne@exemple.fr');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Aucun compte n'utilise cette adresse.");
  });

  it('removes the account, its content and files, and recounts what it leaves on others’ posts', async () => {
    const victim = await createUser(t.app, t.database.db);
    const other = await createUser(t.app, t.database.db);
    const theirs = await feed(other, 'POST', '/posts', { content: 'Bonjour #sankofa', mediaIds: [] });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const postId: string = theirs.json().id;
    const mine = await feed(victim, 'POST', '/posts', { content: 'Salut #sankofa #diaspora', mediaIds: [] });
    expect(mine.statusCode, mine.body).toBe(201);
    expect((await feed(victim, 'PUT', `/posts/${postId}/like`)).statusCode).toBeLessThan(300);
    expect((await feed(other, 'PUT', `/posts/${postId}/like`)).statusCode).toBeLessThan(300);
    expect((await feed(victim, 'POST', `/posts/${postId}/comments`, { content: 'Bravo' })).statusCode).toBe(
      201,
    );
    // A stored file of the member (an upload not attached yet).
    const key = `${victim.id}/fichier.png`;
    await t.app.services.storage.put('media', key, Buffer.from('png'));
    const storedFile = path.join(t.config.dataDir, 'storage', 'public', 'media', key);
    expect(existsSync(storedFile)).toBe(true);
    await t.database.db.insert(microblogMedia).values({
      userId: victim.id,
      kind: 'image',
      storageKey: key,
      url: t.app.services.storage.publicUrl('media', key),
      mime: 'image/png',
      name: 'fichier.png',
      size: 3,
    });

    // Files other areas keep for them: a tender's annex (a private bucket), an image sent for the blog.
    const { storage } = t.app.services;
    const annexKey = `${victim.id}/cahier.pdf`;
    await storage.put('appels-offres-files', annexKey, Buffer.from('%PDF'));
    await insertAnnex(
      t.database.db,
      await insertDraftTender(t.database.db, victim.id),
      victim.id,
      annexKey,
      4,
    );
    const imageKey = `${victim.id}/schema.png`;
    await storage.put('blog-images', imageKey, Buffer.from('png'));
    await t.database.db.insert(blogUploads).values({ key: imageKey, userId: victim.id, size: 3 });

    const preview = await call(
      admin,
      'GET',
      `/users/by-email?email=${encodeURIComponent(victim.email.toUpperCase())}`,
    );
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ id: victim.id, email: victim.email, posts: 1, comments: 1 });

    const res = await call(admin, 'DELETE', `/users/${victim.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(users).where(eq(users.id, victim.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, victim.id))).toEqual([]);
    expect(await db.select().from(sessions).where(eq(sessions.userId, victim.id))).toEqual([]);
    expect(await db.select().from(microblogPosts).where(eq(microblogPosts.userId, victim.id))).toEqual([]);
    expect(await db.select().from(microblogMedia).where(eq(microblogMedia.userId, victim.id))).toEqual([]);
    expect(existsSync(storedFile)).toBe(false);
    expect(await storage.read('appels-offres-files', annexKey)).toBeUndefined();
    expect(await storage.read('blog-images', imageKey)).toBeUndefined();
    // Exact counters on the other member's post and on the hashtags.
    const [post] = await db.select().from(microblogPosts).where(eq(microblogPosts.id, postId));
    const likes = await db.select().from(microblogLikes).where(eq(microblogLikes.postId, postId));
    const comments = await db.select().from(microblogComments).where(eq(microblogComments.postId, postId));
    expect(post).toMatchObject({ likesCount: likes.length, commentsCount: comments.length });
    expect(post?.likesCount).toBe(1);
    expect(post?.commentsCount).toBe(0);
    const [sankofa] = await db.select().from(hashtags).where(eq(hashtags.tag, 'sankofa'));
    expect(sankofa?.postCount).toBe(1);
    const [diaspora] = await db.select().from(hashtags).where(eq(hashtags.tag, 'diaspora'));
    expect(diaspora?.postCount ?? 0).toBe(0);
    // The deleted member's session no longer works.
    expect(await sessionUserOf(t.app, victim.cookie)).toBeNull();
    const logged = await db
      .select()
      .from(logs)
      .where(and(eq(logs.userId, admin.id), eq(logs.action, 'user_deleted')));
    expect(
      logged.some((row) => row.details?.userId === victim.id && row.details?.email === victim.email),
    ).toBe(true);
  });

  it('hands each group the member created to its longest-standing admin, and deletes one left empty', async () => {
    const [creator, moderator, groupAdmin, plain] = await Promise.all(
      [0, 1, 2, 3].map(() => createUser(t.app, t.database.db)),
    );
    if (!creator || !moderator || !groupAdmin || !plain) throw new Error('members');
    const { group: shared } = await insertGroup(t.database.db, {
      type: 'private',
      members: [
        { userId: creator.id, role: 'creator' },
        { userId: moderator.id, role: 'moderator' },
        { userId: groupAdmin.id, role: 'admin' },
        { userId: plain.id, role: 'member' },
      ],
    });
    const { group: alone } = await insertGroup(t.database.db, {
      type: 'public',
      members: [{ userId: creator.id, role: 'creator' }],
    });
    const { group: joined } = await insertGroup(t.database.db, {
      type: 'public',
      members: [
        { userId: plain.id, role: 'creator' },
        { userId: creator.id, role: 'member' },
      ],
    });
    expect((await call(admin, 'DELETE', `/users/${creator.id}`)).statusCode).toBe(200);

    const [after] = await t.database.db.select().from(groups).where(eq(groups.id, shared.id));
    expect(after).toMatchObject({ createdBy: groupAdmin.id, memberCount: 3 });
    const roles = await t.database.db
      .select({ userId: groupMembers.userId, role: groupMembers.role })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, shared.id));
    expect(roles).toEqual(
      expect.arrayContaining([
        { userId: groupAdmin.id, role: 'creator' },
        { userId: moderator.id, role: 'moderator' },
        { userId: plain.id, role: 'member' },
      ]),
    );
    expect(roles).toHaveLength(3);
    expect(await t.database.db.select().from(groups).where(eq(groups.id, alone.id))).toHaveLength(0);
    const [other] = await t.database.db.select().from(groups).where(eq(groups.id, joined.id));
    expect(other?.memberCount).toBe(1);
  });

  it('refuses the admin’s own account', async () => {
    const res = await call(admin, 'DELETE', `/users/${admin.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Vous ne pouvez pas supprimer votre propre compte.');
    expect(await t.database.db.select().from(profiles).where(eq(profiles.id, admin.id))).toHaveLength(1);
  });
});
