/** Blog routes: what readers do with an article (likes, favourites, views, comments and their reports). */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BlogComment } from '../../../common/contracts/blog';
import { rateLimits } from '../../../common/limits';
import { profiles } from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { type CreatedUser, createUser, notificationsAbout, uniqueIp } from '../../test/factories';
import { errorOf } from '../feed/feed-test-support';
import { blogTestApp } from './blog-test-support';

const { t, api, author, reader, third, staff, body, create, read, list, notificationsOf } = blogTestApp();

describe('likes and favourites', () => {
  const stored = async (id: string) => {
    const [row] = rowsOf(
      await t.database.db.execute(sql`
        select likes_count as likes, favorites_count as saves,
          (select count(*)::int from blog_post_likes where post_id = ${id}) as like_rows,
          (select count(*)::int from blog_favorites where post_id = ${id}) as save_rows
        from blog_posts where id = ${id}`),
    );
    return row;
  };

  it('are idempotent, notify the author of a like once, and list in Mes favoris', async () => {
    const post = await create(author);
    expect((await api.call(reader, 'PUT', `/blog/posts/${post.id}/like`)).json()).toEqual({
      liked: true,
      likesCount: 1,
    });
    expect((await api.call(reader, 'PUT', `/blog/posts/${post.id}/like`)).json()).toEqual({
      liked: true,
      likesCount: 1,
    });
    expect((await api.call(reader, 'PUT', `/blog/posts/${post.id}/favorite`)).json()).toEqual({
      saved: true,
      favoritesCount: 1,
    });
    expect((await read(reader, post.slug)).json()).toMatchObject({ liked: true, saved: true, likesCount: 1 });
    const liked = (await notificationsOf(author.id, 'blog_like')).filter(
      (n) => (n.data as { post_slug?: string }).post_slug === post.slug,
    );
    expect(liked).toHaveLength(1);
    expect(liked[0]?.body).toContain('Kofi Mensah');
    expect((await list(reader, '?saved=1')).items.map((p) => p.id)).toContain(post.id);
    expect((await api.call(reader, 'DELETE', `/blog/posts/${post.id}/like`)).json()).toEqual({
      liked: false,
      likesCount: 0,
    });
    expect((await api.call(null, 'PUT', `/blog/posts/${post.id}/like`)).statusCode).toBe(401);

    // Taken back and given again, as often as one likes: the author, who has not read it, hears of it once.
    for (let n = 0; n < 3; n++) {
      await api.call(reader, 'PUT', `/blog/posts/${post.id}/like`);
      await api.call(reader, 'DELETE', `/blog/posts/${post.id}/like`);
    }
    const likes = async () =>
      (await notificationsOf(author.id, 'blog_like')).filter(
        (n) => (n.data as { post_slug?: string }).post_slug === post.slug,
      );
    expect(await likes()).toHaveLength(1);
    // Once read, a new like is news again.
    expect((await api.call(author, 'POST', '/notifications/read-all')).statusCode).toBe(200);
    await api.call(reader, 'PUT', `/blog/posts/${post.id}/like`);
    expect(await likes()).toHaveLength(2);
  });

  it('keep their counts equal to their rows under concurrent members and repeated clicks', async () => {
    const post = await create(author);
    const members = await Promise.all(Array.from({ length: 12 }, () => createUser(t.app, t.database.db)));
    await Promise.all(
      members.flatMap((m) => [
        api.call(m, 'PUT', `/blog/posts/${post.id}/like`),
        api.call(m, 'PUT', `/blog/posts/${post.id}/like`),
        api.call(m, 'PUT', `/blog/posts/${post.id}/favorite`),
      ]),
    );
    expect(await stored(post.id)).toEqual({ likes: 12, saves: 12, like_rows: 12, save_rows: 12 });
    await Promise.all(
      members
        .slice(0, 7)
        .flatMap((m) => [
          api.call(m, 'DELETE', `/blog/posts/${post.id}/like`),
          api.call(m, 'DELETE', `/blog/posts/${post.id}/like`),
          api.call(m, 'DELETE', `/blog/posts/${post.id}/favorite`),
        ]),
    );
    expect(await stored(post.id)).toEqual({ likes: 5, saves: 5, like_rows: 5, save_rows: 5 });
  });
});

describe('views', () => {
  /** The page-view beacon of `/blog/{slug}` as the web router sends it, from one address and browser. */
  const view = (user: CreatedUser | null, slug: string, ip: string, userAgent = 'Firefox') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/views',
      payload: { path: '/blog/:slug', slug },
      headers: { 'user-agent': userAgent, ...(user ? { cookie: user.cookie } : {}) },
      remoteAddress: ip,
    });
  const recorded = async (id: string) => {
    const [row] = rowsOf(
      await t.database.db.execute(
        sql`select coalesce(sum(views), 0)::int as n from post_views where post_id = ${id}`,
      ),
    );
    return Number(row?.n);
  };

  it('shows readers once a day each, never the author, to a visitor on the article and its card', async () => {
    const post = await create(author, { title: 'Lu par la diaspora' });
    const statuses = [
      await view(null, post.slug, uniqueIp()),
      ...(await Promise.all([1, 2, 3].map(() => view(reader, post.slug, uniqueIp())))),
      await view(third, post.slug, uniqueIp()),
      await view(author, post.slug, uniqueIp()),
      await view(author, post.slug, uniqueIp()),
    ].map((res) => res.statusCode);
    expect(statuses.every((status) => status === 204)).toBe(true);
    // A new address, the same again, and another browser name there (the client picks it, so it does
    // not make another reader: issue 33): one more reader.
    const office = uniqueIp();
    await view(null, post.slug, office);
    await view(null, post.slug, office);
    await view(null, post.slug, office, 'Chromium');
    expect(await recorded(post.id)).toBe(4);
    const seen = await read(null, post.slug);
    expect(seen.json()).toMatchObject({ viewsCount: 4 });
    const card = (await list(null, '?q=diaspora')).items.find((item) => item.id === post.id);
    expect(card?.viewsCount).toBe(4);
  });

  it('counts nothing for a draft, nor when the browser asks not to be tracked', async () => {
    const draft = await create(author, { published: false });
    await view(reader, draft.slug, uniqueIp());
    const post = await create(author);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/stats/views',
      payload: { path: '/blog/:slug', slug: post.slug },
      headers: { dnt: '1', cookie: reader.cookie },
      remoteAddress: uniqueIp(),
    });
    expect((await read(author, draft.slug)).json()).toMatchObject({ viewsCount: 0 });
    expect((await read(null, post.slug)).json()).toMatchObject({ viewsCount: 0 });
    expect(await recorded(draft.id)).toBe(0);
  });
});

describe('comments', () => {
  const comment = async (user: CreatedUser, postId: string, content: string, parentId?: string) =>
    api.call(user, 'POST', `/blog/posts/${postId}/comments`, { content, parentId });
  const thread = async (user: CreatedUser | null, postId: string): Promise<BlogComment[]> =>
    (await api.call(user, 'GET', `/blog/posts/${postId}/comments`)).json().items;

  it('nests replies to level 3, refuses a fourth level, and notifies the author and the replied-to', async () => {
    const post = await create(author);
    const top = (await comment(reader, post.id, 'Très juste.')).json() as BlogComment;
    const r1 = (await comment(third, post.id, 'Je confirme.', top.id)).json() as BlogComment;
    const r2 = (await comment(reader, post.id, 'Merci !', r1.id)).json() as BlogComment;
    const r3 = await comment(third, post.id, 'De rien.', r2.id);
    expect(r3.statusCode).toBe(201);
    expect(r3.json()).toMatchObject({ depth: 3, canReply: false });
    const r4 = await comment(reader, post.id, 'Trop profond', (r3.json() as BlogComment).id);
    expect(r4.statusCode).toBe(400);
    expect(errorOf(r4).error.code).toBe('comment_depth_exceeded');
    const items = await thread(null, post.id);
    expect(items.map((c) => c.depth)).toEqual([0, 1, 2, 3]);
    expect((await read(null, post.slug)).json().commentsCount).toBe(4);
    expect((await notificationsOf(author.id, 'blog_comment')).length).toBeGreaterThanOrEqual(4);
    const replies = (await notificationsOf(reader.id, 'blog_reply')).filter(
      (n) => (n.data as { post_slug?: string }).post_slug === post.slug,
    );
    expect(replies).toHaveLength(2);
    const empty = await comment(reader, post.id, '   ');
    expect(errorOf(empty).error.details?.[0]?.message).toBe('Le commentaire ne peut pas être vide.');
    expect((await comment(null as unknown as CreatedUser, post.id, 'x')).statusCode).toBe(401);
  });

  it('lets the author edit their own comment only, and keeps a deleted one with replies as a placeholder', async () => {
    const post = await create(author);
    const top = (await comment(reader, post.id, 'Premier avis')).json() as BlogComment;
    const reply = (await comment(third, post.id, 'Réponse', top.id)).json() as BlogComment;
    expect(
      (await api.call(third, 'PATCH', `/blog/comments/${top.id}`, { content: 'Piraterie' })).statusCode,
    ).toBe(403);
    expect(
      (await api.call(author, 'PATCH', `/blog/comments/${top.id}`, { content: 'Piraterie' })).statusCode,
    ).toBe(403);
    const edited = await api.call(reader, 'PATCH', `/blog/comments/${top.id}`, { content: 'Avis corrigé' });
    expect(edited.json()).toMatchObject({ content: 'Avis corrigé' });
    expect((await api.call(third, 'DELETE', `/blog/comments/${top.id}`)).statusCode).toBe(403);
    await api.call(author, 'PUT', `/blog/comments/${reply.id}/like`);
    const about = (id: string) => notificationsAbout(t.database.db, { comment_id: id });
    // The article's author heard of both comments, the reader of the reply, the third member of the like.
    expect([await about(top.id), await about(reply.id)]).toEqual([1, 3]);
    expect((await api.call(reader, 'DELETE', `/blog/comments/${top.id}`)).statusCode).toBe(204);
    expect(await about(top.id)).toBe(0);
    let items = await thread(null, post.id);
    expect(items[0]).toMatchObject({ id: top.id, isDeleted: true, content: '', author: null });
    expect(items[1]).toMatchObject({ id: reply.id, content: 'Réponse' });
    // Staff remove the last reply: the placeholder has nothing left to hold and goes too.
    expect((await api.call(staff, 'DELETE', `/blog/comments/${reply.id}`)).statusCode).toBe(204);
    expect(await about(reply.id)).toBe(0);
    items = await thread(null, post.id);
    expect(items).toEqual([]);
    expect((await read(null, post.slug)).json().commentsCount).toBe(0);
  });

  it('hides a hidden member’s comments (leaving, suspended), a placeholder only where a reply hangs', async () => {
    const post = await create(author);
    const gone = await createUser(t.app, t.database.db);
    const setGone = (values: Partial<typeof profiles.$inferInsert>) =>
      t.database.db.update(profiles).set(values).where(eq(profiles.id, gone.id));
    await setGone({ fullName: 'Moussa Partant' });
    const answered = (await comment(gone, post.id, 'Avis qui part')).json() as BlogComment;
    const reply = (await comment(third, post.id, 'Réponse', answered.id)).json() as BlogComment;
    await comment(gone, post.id, 'Réplique', reply.id);
    const alone = (await comment(gone, post.id, 'Seul')).json() as BlogComment;
    const asRead = async (viewer: CreatedUser | null) =>
      (await thread(viewer, post.id)).map((c) => [c.content, c.isDeleted, c.author?.fullName ?? null]);
    for (const hidden of [{ isLeaving: true }, { isLeaving: false, isSuspended: true }]) {
      await setGone(hidden);
      for (const viewer of [null, reader, staff]) {
        expect(await asRead(viewer)).toEqual([
          ['', true, null],
          ['Réponse', false, 'Fatou Sow'],
        ]);
      }
    }
    // Missing to others' writes too (nothing reaches them), but staff may still remove it.
    expect((await api.call(reader, 'PUT', `/blog/comments/${alone.id}/like`)).statusCode).toBe(404);
    expect((await comment(reader, post.id, 'À vous', alone.id)).statusCode).toBe(404);
    const report = { reason: 'Hors sujet' };
    expect((await api.call(reader, 'POST', `/blog/comments/${alone.id}/reports`, report)).statusCode).toBe(
      404,
    );
    expect((await api.call(staff, 'DELETE', `/blog/comments/${alone.id}`)).statusCode).toBe(204);
    // Back as written once the member is back (a cancelled deletion, a lifted suspension).
    await setGone({ isSuspended: false });
    expect(await asRead(reader)).toEqual([
      ['Avis qui part', false, 'Moussa Partant'],
      ['Réponse', false, 'Fatou Sow'],
      ['Réplique', false, 'Moussa Partant'],
    ]);
  });

  it('lets a commenter delete their comment on an article they no longer read (blocked by its author, unpublished)', async () => {
    const writer = await createUser(t.app, t.database.db);
    const blocked = await createUser(t.app, t.database.db);
    const post = await create(writer);
    const mine = (await comment(blocked, post.id, 'Mes mots')).json() as BlogComment;
    const kept = (await comment(third, post.id, 'Toujours là')).json() as BlogComment;
    expect((await api.call(writer, 'POST', '/privacy/blocks', { profileId: blocked.id })).statusCode).toBe(
      201,
    );
    // Edits still need the article, and others' comments stay out of reach.
    expect(
      (await api.call(blocked, 'PATCH', `/blog/comments/${mine.id}`, { content: 'Autre' })).statusCode,
    ).toBe(404);
    expect((await api.call(blocked, 'DELETE', `/blog/comments/${kept.id}`)).statusCode).toBe(404);
    expect((await api.call(blocked, 'DELETE', `/blog/comments/${mine.id}`)).statusCode).toBe(204);
    expect((await thread(reader, post.id)).map((c) => c.id)).toEqual([kept.id]);
    expect((await api.call(blocked, 'DELETE', `/blog/comments/${mine.id}`)).statusCode).toBe(404);
    // An unpublished article: its commenters may still take back their words.
    await api.call(writer, 'PATCH', `/blog/posts/${post.id}`, {
      ...body({ title: post.title }),
      published: false,
    });
    expect((await read(third, post.slug)).statusCode).toBe(404);
    expect((await api.call(third, 'DELETE', `/blog/comments/${kept.id}`)).statusCode).toBe(204);
    expect((await read(writer, post.slug)).json().commentsCount).toBe(0);
  });

  it("keeps comment likes exact and notifies the comment's author", async () => {
    const post = await create(author);
    const c = (await comment(reader, post.id, 'Aimable')).json() as BlogComment;
    await Promise.all([third, author, third].map((m) => api.call(m, 'PUT', `/blog/comments/${c.id}/like`)));
    expect((await thread(third, post.id))[0]).toMatchObject({ likesCount: 2, liked: true });
    expect((await notificationsOf(reader.id, 'blog_comment_like')).length).toBeGreaterThanOrEqual(2);
  });
});

describe('reports', () => {
  it('a comment’s report counts in the member’s hourly report limit, with every other report', async () => {
    const post = await create(author);
    const c = (
      await api.call(reader, 'POST', `/blog/posts/${post.id}/comments`, { content: 'Hors sujet' })
    ).json() as BlogComment;
    const flagger = await createUser(t.app, t.database.db);
    const sent = await api.call(flagger, 'POST', `/blog/comments/${c.id}/reports`, { reason: 'Hors sujet' });
    expect(sent.statusCode, sent.body).toBe(201);
    // A member who has used the hour's reports elsewhere (POST /reports) cannot go on here.
    const busy = await createUser(t.app, t.database.db);
    for (let i = 0; i < rateLimits.report.max; i++) {
      await t.app.services.rateLimits.consume('report', busy.id, rateLimits.report);
    }
    const refused = await api.call(busy, 'POST', `/blog/comments/${c.id}/reports`, { reason: 'Hors sujet' });
    expect(refused.statusCode).toBe(429);
    expect((await thread(busy, post.id))[0]?.canReport).toBe(true);
  });

  it('one per member and comment, never one’s own; staff dismiss or remove from the queue', async () => {
    const post = await create(author);
    const c = (
      await api.call(reader, 'POST', `/blog/posts/${post.id}/comments`, { content: 'Injurieux' })
    ).json() as BlogComment;
    const own = await api.call(reader, 'POST', `/blog/comments/${c.id}/reports`, { reason: 'test' });
    expect(own.statusCode).toBe(400);
    expect(errorOf(own).error.code).toBe('report_own_content');
    const blank = await api.call(third, 'POST', `/blog/comments/${c.id}/reports`, { reason: ' ' });
    expect(errorOf(blank).error.details?.[0]?.message).toBe('Veuillez indiquer la raison du signalement.');
    expect(
      (await api.call(third, 'POST', `/blog/comments/${c.id}/reports`, { reason: 'Propos insultants' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await api.call(third, 'POST', `/blog/comments/${c.id}/reports`, { reason: 'Encore' })).statusCode,
    ).toBe(409);
    expect(
      (await api.call(author, 'POST', `/blog/comments/${c.id}/reports`, { reason: 'Spam' })).statusCode,
    ).toBe(201);
    expect((await thread(third, post.id))[0]?.canReport).toBe(false);

    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await api.call(reader, 'GET', '/admin/reports')).statusCode).toBe(403);
    const queue = (await api.call(moderator, 'GET', '/admin/reports')).json();
    const mine = queue.items.filter((r: { targetId: string }) => r.targetId === c.id);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      reason: 'Propos insultants',
      status: 'open',
      target: { content: 'Injurieux', title: post.title },
    });
    const dismissed = await api.call(moderator, 'POST', `/admin/reports/${mine[1].id}/resolve`, {
      action: 'dismiss',
    });
    expect(dismissed.json()).toMatchObject({ status: 'dismissed' });
    // Removing needs what deleting the comment directly needs (`blog.moderate`), which a moderateur lacks.
    const refused = await api.call(moderator, 'POST', `/admin/reports/${mine[0].id}/resolve`, {
      action: 'remove',
    });
    expect(refused.statusCode).toBe(403);
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    const removed = await api.call(admin, 'POST', `/admin/reports/${mine[0].id}/resolve`, {
      action: 'remove',
    });
    expect(removed.json()).toMatchObject({ status: 'removed' });
    expect(await thread(null, post.id)).toEqual([]);
    // The article's author no longer hears of a comment staff removed.
    expect(await notificationsAbout(t.database.db, { comment_id: c.id })).toBe(0);
    const again = await api.call(moderator, 'POST', `/admin/reports/${mine[0].id}/resolve`, {
      action: 'dismiss',
    });
    expect(again.statusCode).toBe(409);
  });

  async function thread(user: CreatedUser | null, postId: string): Promise<BlogComment[]> {
    return (await api.call(user, 'GET', `/blog/posts/${postId}/comments`)).json().items;
  }
});
