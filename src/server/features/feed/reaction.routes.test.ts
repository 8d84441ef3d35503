import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CommentItem, CommentsPage, PostItem } from '../../../common/contracts/feed';
import { microblogLikes, microblogPosts, microblogShares } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser } from '../../test/factories';
import { errorOf, feedClient } from './feed-test-support';

let t: TestApp;
let feed: ReturnType<typeof feedClient>;
let author: CreatedUser;
let members: CreatedUser[];
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  feed = feedClient(t);
  author = await createUser(t.app, t.database.db);
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  members = [];
  for (let i = 0; i < 20; i++) members.push(await createUser(t.app, t.database.db));
});
afterAll(async () => {
  await t.close();
});

const stored = async (postId: string) => {
  const [post] = await t.database.db.select().from(microblogPosts).where(eq(microblogPosts.id, postId));
  const [likes] = await t.database.db
    .select({ n: count() })
    .from(microblogLikes)
    .where(eq(microblogLikes.postId, postId));
  return { counter: post?.likesCount, rows: likes?.n };
};

describe('likes', () => {
  it('likes and unlikes idempotently, and the post shows it', async () => {
    const { id } = await feed.post(author, 'Aimez-moi');
    const [a] = members as [CreatedUser];
    expect((await feed.call(a, 'PUT', `/feed/posts/${id}/like`)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await feed.call(a, 'PUT', `/feed/posts/${id}/like`)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await feed.call(a, 'GET', `/feed/posts/${id}`)).json()).toMatchObject({
      likedByMe: true,
      likeCount: 1,
    });
    expect((await feed.call(a, 'DELETE', `/feed/posts/${id}/like`)).json()).toEqual({
      liked: false,
      likeCount: 0,
    });
    expect((await feed.call(a, 'DELETE', `/feed/posts/${id}/like`)).json()).toEqual({
      liked: false,
      likeCount: 0,
    });
    expect((await feed.call(a, 'POST', `/feed/posts/${id}/like/toggle`)).json()).toEqual({
      liked: true,
      likeCount: 1,
    });
    expect((await feed.call(a, 'POST', `/feed/posts/${id}/like/toggle`)).json()).toEqual({
      liked: false,
      likeCount: 0,
    });
  });

  it('keeps the count exact under 20 concurrent likes, then 20 concurrent unlikes', async () => {
    const { id } = await feed.post(author, 'Populaire');
    const likes = await Promise.all(members.map((m) => feed.call(m, 'PUT', `/feed/posts/${id}/like`)));
    expect(likes.every((r) => r.statusCode === 200)).toBe(true);
    expect(await stored(id)).toEqual({ counter: 20, rows: 20 });
    expect(Math.max(...likes.map((r) => r.json().likeCount))).toBe(20);
    await Promise.all(members.slice(0, 15).map((m) => feed.call(m, 'DELETE', `/feed/posts/${id}/like`)));
    expect(await stored(id)).toEqual({ counter: 5, rows: 5 });
  });

  it('keeps the count exact when one member toggles many times at once', async () => {
    const { id } = await feed.post(author, 'Double clic');
    const [a] = members as [CreatedUser];
    const toggles = await Promise.all(
      Array.from({ length: 10 }, () => feed.call(a, 'POST', `/feed/posts/${id}/like/toggle`)),
    );
    expect(toggles.every((r) => r.statusCode === 200)).toBe(true);
    const { counter, rows } = await stored(id);
    expect(counter).toBe(rows);
    expect([0, 1]).toContain(rows);
    const mixed = await Promise.all(
      members.flatMap((m) => [
        feed.call(m, 'PUT', `/feed/posts/${id}/like`),
        feed.call(m, 'POST', `/feed/posts/${id}/like/toggle`),
      ]),
    );
    expect(mixed.every((r) => r.statusCode === 200)).toBe(true);
    const after = await stored(id);
    expect(after.counter).toBe(after.rows);
  });

  it('answers 404 on a missing post', async () => {
    const res = await feed.call(author, 'PUT', '/feed/posts/00000000-0000-4000-8000-000000000000/like');
    expect(res.statusCode).toBe(404);
  });
});

describe('shares', () => {
  it('records each share and answers the link to copy', async () => {
    const { id } = await feed.post(author, 'À partager');
    const [a, b] = members as [CreatedUser, CreatedUser];
    expect((await feed.call(a, 'POST', `/feed/posts/${id}/share`)).json()).toEqual({
      shareCount: 1,
      url: `/feed?post=${id}`,
    });
    expect((await feed.call(b, 'POST', `/feed/posts/${id}/share`)).json().shareCount).toBe(2);
    const rows = await t.database.db.select().from(microblogShares).where(eq(microblogShares.postId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect((await feed.call(null, 'GET', `/feed/posts/${id}`)).json().shareCount).toBe(2);
  });
});

describe('comments', () => {
  it('adds comments, previews the latest 2 on the post and lists them oldest first', async () => {
    const { id } = await feed.post(author, 'Vos avis ?');
    const [a, b, c] = members as [CreatedUser, CreatedUser, CreatedUser];
    for (const [who, text] of [
      [a, 'Premier'],
      [b, 'Deuxième'],
      [c, 'Troisième'],
    ] as const) {
      const res = await feed.call(who, 'POST', `/feed/posts/${id}/comments`, { content: text });
      expect(res.statusCode).toBe(201);
    }
    const post = (await feed.call(null, 'GET', `/feed/posts/${id}`)).json() as PostItem;
    expect(post.commentCount).toBe(3);
    expect(post.latestComments.map((x) => x.content)).toEqual(['Deuxième', 'Troisième']);
    const first = (await feed.call(null, 'GET', `/feed/posts/${id}/comments?limit=2`)).json() as CommentsPage;
    expect(first.items.map((x) => x.content)).toEqual(['Premier', 'Deuxième']);
    const next = (
      await feed.call(null, 'GET', `/feed/posts/${id}/comments?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(next.items.map((x: CommentItem) => x.content)).toEqual(['Troisième']);
    expect(next.nextCursor).toBeNull();
  });

  it('refuses an empty comment and one of 501 characters with the spec messages', async () => {
    const { id } = await feed.post(author, 'Commentez');
    const empty = await feed.call(members[0] ?? null, 'POST', `/feed/posts/${id}/comments`, {
      content: '   ',
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).error.details?.[0]?.message).toBe('Le commentaire ne peut pas être vide.');
    const long = await feed.call(members[0] ?? null, 'POST', `/feed/posts/${id}/comments`, {
      content: 'b'.repeat(501),
    });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).error.details?.[0]?.key).toBe('feed.validation.commentTooLong');
    const fits = await feed.call(members[0] ?? null, 'POST', `/feed/posts/${id}/comments`, {
      content: 'b'.repeat(500),
    });
    expect(fits.statusCode).toBe(201);
  });

  it('lets the comment author or an admin delete it, not the post author nor another member', async () => {
    const { id } = await feed.post(author, 'Modération');
    const [a, b] = members as [CreatedUser, CreatedUser];
    const mine = (
      await feed.call(a, 'POST', `/feed/posts/${id}/comments`, { content: 'À moi' })
    ).json() as CommentItem;
    const theirs = (
      await feed.call(b, 'POST', `/feed/posts/${id}/comments`, { content: 'À lui' })
    ).json() as CommentItem;
    expect(mine.canDelete).toBe(true);
    const listed = (await feed.call(b, 'GET', `/feed/posts/${id}/comments`)).json() as CommentsPage;
    expect(listed.items.map((x) => x.canDelete)).toEqual([false, true]);
    expect((await feed.call(b, 'DELETE', `/feed/comments/${mine.id}`)).statusCode).toBe(403);
    expect((await feed.call(author, 'DELETE', `/feed/comments/${mine.id}`)).statusCode).toBe(403);
    expect((await feed.call(null, 'DELETE', `/feed/comments/${mine.id}`)).statusCode).toBe(401);
    expect((await feed.call(a, 'DELETE', `/feed/comments/${mine.id}`)).statusCode).toBe(204);
    expect((await feed.call(admin, 'DELETE', `/feed/comments/${theirs.id}`)).statusCode).toBe(204);
    expect((await feed.call(a, 'DELETE', `/feed/comments/${mine.id}`)).statusCode).toBe(404);
    expect((await feed.call(null, 'GET', `/feed/posts/${id}`)).json().commentCount).toBe(0);
  });

  it('keeps the comment count exact under concurrent comments', async () => {
    const { id } = await feed.post(author, 'Débat');
    await Promise.all(
      members.map((m, i) => feed.call(m, 'POST', `/feed/posts/${id}/comments`, { content: `Avis ${i}` })),
    );
    expect((await feed.call(null, 'GET', `/feed/posts/${id}`)).json().commentCount).toBe(20);
  });
});

describe('Améliorer', () => {
  it('is refused while ai_enabled is off, and checks the post length first', async () => {
    const [a] = members as [CreatedUser];
    const off = await feed.call(a, 'POST', '/feed/improve', { kind: 'post', text: 'Bonjour' });
    expect(off.statusCode).toBe(403);
    expect(errorOf(off).error.code).toBe('ai_disabled');
    const long = await feed.call(a, 'POST', '/feed/improve', { kind: 'comment', text: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect((await feed.call(null, 'POST', '/feed/improve', { text: 'Bonjour' })).statusCode).toBe(401);
  });
});
