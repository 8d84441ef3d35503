import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedPage, PostItem } from '../../../common/contracts/feed';
import { hashtags, microblogPosts, notifications, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser } from '../../test/factories';
import { blockMember } from '../../test/network-factories';
import { withWebApp } from '../../test/web-app';
import { errorOf, feedClient } from './feed-test-support';

let t: TestApp;
let feed: ReturnType<typeof feedClient>;
let author: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  feed = feedClient(t);
  author = await createUser(t.app, t.database.db);
  other = await createUser(t.app, t.database.db);
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  await t.database.db
    .update(profiles)
    .set({ fullName: 'Awa Diop', title: 'Ingénieure' })
    .where(eq(profiles.id, author.id));
});
afterAll(async () => {
  await t.close();
});

const detailKeys = (res: Awaited<ReturnType<typeof feed.call>>) =>
  (errorOf(res).error.details ?? []).map((d) => d.key);

describe('publishing', () => {
  it('stores a post and shows it with its author, counters and permissions', async () => {
    const res = await feed.call(author, 'POST', '/feed/posts', { content: '  Bonjour le réseau !  ' });
    expect(res.statusCode).toBe(201);
    const item = res.json() as PostItem;
    expect(item).toMatchObject({
      content: 'Bonjour le réseau !',
      author: { id: author.id, fullName: 'Awa Diop', title: 'Ingénieure' },
      likeCount: 0,
      commentCount: 0,
      shareCount: 0,
      likedByMe: false,
      edited: false,
      canEdit: true,
      canDelete: true,
      url: `/feed?post=${item.id}`,
      media: [],
      latestComments: [],
    });
    const seen = (await feed.call(other, 'GET', `/feed/posts/${item.id}`)).json() as PostItem;
    expect(seen).toMatchObject({ canEdit: false, canDelete: false });
  });

  it('tells every admin of a new post (002 §7), but neither its admin author nor other members', async () => {
    const ofType = (userId: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.type, 'microblog_post')));
    const before = (await ofType(admin.id)).length;
    const long = `Nouvelle offre à Dakar #emploi ${'détails '.repeat(30)}`;
    const post = (await feed.call(author, 'POST', '/feed/posts', { content: long })).json() as PostItem;
    const rows = await ofType(admin.id);
    expect(rows).toHaveLength(before + 1);
    const last = rows.find((row) => (row.data as { post_id?: string }).post_id === post.id);
    expect(last?.title).toBe('Nouvelle publication');
    expect(last?.body).toMatch(/^Awa Diop a publié dans le fil : Nouvelle offre à Dakar #emploi détails/);
    const preview = (last?.data as { content_preview?: string } | undefined)?.content_preview ?? '';
    expect(Array.from(preview).length).toBeLessThanOrEqual(101);
    expect(preview).toMatch(/…$/);
    expect(await ofType(other.id)).toHaveLength(0);

    const own = (
      await feed.call(admin, 'POST', '/feed/posts', { content: 'Annonce des admins' })
    ).json() as PostItem;
    expect(
      (await ofType(admin.id)).some((row) => (row.data as { post_id?: string }).post_id === own.id),
    ).toBe(false);
  });

  it('refuses an empty post with the spec message', async () => {
    const res = await feed.call(author, 'POST', '/feed/posts', { content: '   ', mediaIds: [] });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error.details?.[0]).toMatchObject({
      key: 'feed.validation.postEmpty',
      message: 'Veuillez ajouter du texte ou des médias à votre post.',
    });
  });

  it('accepts 3000 characters and refuses 3001', async () => {
    expect((await feed.call(author, 'POST', '/feed/posts', { content: 'a'.repeat(3000) })).statusCode).toBe(
      201,
    );
    const res = await feed.call(author, 'POST', '/feed/posts', { content: 'a'.repeat(3001) });
    expect(res.statusCode).toBe(400);
    expect(detailKeys(res)).toContain('feed.validation.postTooLong');
  });

  it('refuses a 5th media with the spec message', async () => {
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push((await feed.uploadId(author)).id);
    const res = await feed.call(author, 'POST', '/feed/posts', { content: 'Cinq photos', mediaIds: ids });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).error.details?.[0]).toMatchObject({
      key: 'feed.validation.tooManyMedia',
      message: 'Maximum 4 médias par post.',
    });
    const four = await feed.call(author, 'POST', '/feed/posts', { content: '', mediaIds: ids.slice(0, 4) });
    expect(four.statusCode).toBe(201);
    expect((four.json() as PostItem).media.map((m) => m.id)).toEqual(ids.slice(0, 4));
  });

  it("refuses another member's upload, and an upload already used by another post", async () => {
    const mine = await feed.uploadId(other);
    const stolen = await feed.call(author, 'POST', '/feed/posts', { content: 'Vol', mediaIds: [mine.id] });
    expect(stolen.statusCode).toBe(400);
    expect(detailKeys(stolen)).toEqual(['feed.validation.mediaUnknown']);
    expect(
      (await feed.call(other, 'POST', '/feed/posts', { content: 'Un', mediaIds: [mine.id] })).statusCode,
    ).toBe(201);
    const reused = await feed.call(other, 'POST', '/feed/posts', { content: 'Deux', mediaIds: [mine.id] });
    expect(reused.statusCode).toBe(400);
  });

  it('asks a visitor to sign in for every write', async () => {
    const { id } = await feed.post(author, 'Publication');
    const writes: [Parameters<typeof feed.call>[1], string, Parameters<typeof feed.call>[3]?][] = [
      ['POST', '/feed/posts', { content: 'x' }],
      ['PATCH', `/feed/posts/${id}`, { content: 'x' }],
      ['DELETE', `/feed/posts/${id}`],
      ['PUT', `/feed/posts/${id}/like`],
      ['POST', `/feed/posts/${id}/like/toggle`],
      ['POST', `/feed/posts/${id}/comments`, { content: 'x' }],
      ['POST', `/feed/posts/${id}/share`],
      ['GET', '/feed/summary'],
    ];
    for (const [method, url, payload] of writes) {
      const res = await feed.call(null, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(res).error.code).toBe('unauthenticated');
    }
    expect((await feed.upload(null, 'a.png', Buffer.from('x'))).statusCode).toBe(401);
  });
});

describe('reading', () => {
  it('lets a visitor read the feed, one post, one member and one hashtag', async () => {
    const { id } = await feed.post(author, 'Lecture publique #Visiteurs');
    const page = (await feed.call(null, 'GET', '/feed/posts')).json() as FeedPage;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(10);
    expect(page.items.every((p) => !p.likedByMe && !p.canEdit)).toBe(true);
    expect((await feed.call(null, 'GET', `/feed/posts/${id}`)).statusCode).toBe(200);
    const byUser = (
      await feed.call(null, 'GET', `/feed/posts?user=${author.id}&limit=50`)
    ).json() as FeedPage;
    expect(byUser.items.every((p) => p.author.id === author.id)).toBe(true);
    const byPost = (await feed.call(null, 'GET', `/feed/posts?post=${id}`)).json() as FeedPage;
    expect(byPost.items.map((p) => p.id)).toEqual([id]);
    const byTag = (await feed.call(null, 'GET', '/feed/posts?hashtag=%23visiteurs')).json() as FeedPage;
    expect(byTag.items.map((p) => p.id)).toEqual([id]);
  });

  it('answers 404 for a post that does not exist and 400 for a malformed cursor', async () => {
    const missing = await feed.call(null, 'GET', '/feed/posts/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await feed.call(null, 'GET', '/feed/posts?cursor=nimporte')).statusCode).toBe(400);
    const forged = Buffer.from(JSON.stringify([new Date().toISOString(), "x' or 1=1"])).toString('base64url');
    expect((await feed.call(null, 'GET', `/feed/posts?cursor=${forged}`)).statusCode).toBe(400);
  });

  it('pages by 10 without gaps or duplicates while new posts arrive', async () => {
    const writer = await createUser(t.app, t.database.db);
    const created: string[] = [];
    for (let i = 0; i < 25; i++) created.push((await feed.post(writer, `Post ${i}`)).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/feed/posts?user=${writer.id}${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await feed.call(null, 'GET', query)).json() as FeedPage;
      expect(page.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.items.map((p) => p.id));
      cursor = page.nextCursor;
      // New posts arrive between pages: they belong before the first page, never in the next ones.
      if (pages++ === 0) for (let i = 0; i < 3; i++) await feed.post(writer, `Nouveau ${i}`);
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual([...created].reverse());
  });

  it('hides the posts of a blocked member', async () => {
    const blocked = await createUser(t.app, t.database.db);
    const { id } = await feed.post(blocked, 'Avant blocage');
    await t.database.db.update(profiles).set({ isBlocked: true }).where(eq(profiles.id, blocked.id));
    expect((await feed.call(null, 'GET', `/feed/posts/${id}`)).statusCode).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('lets the author edit: text changes, the modifié marker shows, hashtags follow', async () => {
    const { id } = await feed.post(author, 'Premier jet #Brouillon');
    const res = await feed.call(author, 'PATCH', `/feed/posts/${id}`, { content: 'Version finale #Final' });
    expect(res.statusCode).toBe(200);
    const item = res.json() as PostItem;
    expect(item).toMatchObject({ content: 'Version finale #Final', edited: true, hashtags: ['final'] });
    const [old] = await t.database.db.select().from(hashtags).where(eq(hashtags.tag, 'brouillon'));
    expect(old?.postCount).toBe(0);
  });

  it('refuses another member (403), lets an admin edit and delete', async () => {
    const { id } = await feed.post(author, 'À moi');
    const edit = await feed.call(other, 'PATCH', `/feed/posts/${id}`, { content: 'Piraté' });
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit).error.code).toBe('forbidden');
    expect((await feed.call(other, 'DELETE', `/feed/posts/${id}`)).statusCode).toBe(403);
    expect((await feed.call(author, 'GET', `/feed/posts/${id}`)).json().content).toBe('À moi');
    const asAdmin = await feed.call(admin, 'PATCH', `/feed/posts/${id}`, { content: 'Modéré' });
    expect(asAdmin.statusCode).toBe(200);
    expect((await feed.call(admin, 'GET', `/feed/posts/${id}`)).json()).toMatchObject({ canEdit: true });
    expect((await feed.call(admin, 'DELETE', `/feed/posts/${id}`)).statusCode).toBe(204);
    expect((await feed.call(author, 'GET', `/feed/posts/${id}`)).statusCode).toBe(404);
  });

  it('lets the author delete, with likes, comments and counters gone', async () => {
    const { id } = await feed.post(author, 'Éphémère #Temporaire');
    await feed.call(other, 'PUT', `/feed/posts/${id}/like`);
    await feed.call(other, 'POST', `/feed/posts/${id}/comments`, { content: 'Vu' });
    expect((await feed.call(author, 'DELETE', `/feed/posts/${id}`)).statusCode).toBe(204);
    expect((await feed.call(author, 'DELETE', `/feed/posts/${id}`)).statusCode).toBe(404);
    const [tag] = await t.database.db.select().from(hashtags).where(eq(hashtags.tag, 'temporaire'));
    expect(tag?.postCount).toBe(0);
  });
});

describe('hashtags', () => {
  it('extracts unicode hashtags, folds case for matching and keeps the written form', async () => {
    const res = await feed.call(author, 'POST', '/feed/posts', {
      content:
        'Fiers de #Côte_dIvoire et #AfroTech2025 ! #afrotech2025 encore. Pas un tag: mail#x, &#39; https://x.fr/#ancre',
    });
    const item = res.json() as PostItem;
    expect(item.hashtags).toEqual(['côte_divoire', 'afrotech2025']);
    const info = (await feed.call(null, 'GET', '/feed/hashtags/C%C3%B4te_dIvoire')).json();
    expect(info).toEqual({ tag: 'côte_divoire', display: 'Côte_dIvoire', count: 1 });
    const unknown = (await feed.call(null, 'GET', '/feed/hashtags/inconnu')).json();
    expect(unknown.count).toBe(0);
  });

  it('trends the tags of the last 7 days only, top 8 by number of posts', async () => {
    const writer = await createUser(t.app, t.database.db);
    for (let i = 0; i < 3; i++) await feed.post(writer, `#Tendance du jour ${i}`);
    const old = [];
    for (let i = 0; i < 5; i++) old.push((await feed.post(writer, `#Ancien sujet ${i}`)).id);
    await t.database.db
      .update(microblogPosts)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(sql`${microblogPosts.id} in ${old}`);
    for (let i = 0; i < 9; i++) await feed.post(writer, `#Petit${i}`);
    const trending = (await feed.call(null, 'GET', '/feed/hashtags/trending')).json() as {
      items: { tag: string; count: number }[];
    };
    expect(trending.items).toHaveLength(8);
    expect(trending.items[0]).toMatchObject({ tag: 'tendance', count: 3 });
    expect(trending.items.map((i) => i.tag)).not.toContain('ancien');
    const index = (await feed.call(null, 'GET', '/feed/hashtags')).json() as { items: { tag: string }[] };
    expect(index.items.map((i) => i.tag)).toContain('ancien');
  });

  it('trends what several members write before what one member repeats', async () => {
    const [loud, a, b] = await Promise.all([1, 2, 3].map(() => createUser(t.app, t.database.db)));
    const [spam, shared] = [`Seul${Date.now()}`, `Partage${Date.now()}`];
    for (let i = 0; i < 12; i++) await feed.post(loud as CreatedUser, `#${spam} ${i}`);
    for (const member of [a, b]) await feed.post(member as CreatedUser, `#${shared}`);
    const trending = (await feed.call(null, 'GET', '/feed/hashtags/trending')).json() as {
      items: { tag: string; count: number }[];
    };
    const order = trending.items.map((item) => item.tag);
    expect(order.indexOf(shared.toLowerCase())).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(shared.toLowerCase())).toBeLessThan(order.indexOf(spam.toLowerCase()));
    expect(trending.items.find((item) => item.tag === spam.toLowerCase())?.count).toBe(12);
  });

  it('counts the first 30 tags of a post only', async () => {
    const tags = Array.from({ length: 40 }, (_, i) => `Pile${i}x${Date.now()}`);
    const item = (
      await feed.call(author, 'POST', '/feed/posts', { content: tags.map((tag) => `#${tag}`).join(' ') })
    ).json() as PostItem;
    expect(item.hashtags).toHaveLength(30);
    const last = (await feed.call(null, 'GET', `/feed/hashtags/${tags[39]?.toLowerCase()}`)).json();
    expect(last.count).toBe(0);
  });

  it('suggests tags of recent posts by prefix for the composer', async () => {
    await feed.post(author, '#Entrepreneuriat et #Entraide');
    const res = (await feed.call(author, 'GET', '/feed/hashtags/suggestions?q=%23entr')).json() as {
      items: { tag: string }[];
    };
    expect(res.items.map((i) => i.tag).sort()).toEqual(['entraide', 'entrepreneuriat']);
    const all = (await feed.call(author, 'GET', '/feed/hashtags/suggestions')).json() as { items: unknown[] };
    expect(all.items.length).toBeLessThanOrEqual(10);
  });
});

describe('hashtags of hidden members', () => {
  const tagsOf = async (url: string) =>
    ((await feed.call(null, 'GET', url)).json() as { items: { tag: string; count: number }[] }).items;

  it.each([
    ['suspended by staff', { isSuspended: true }],
    ['leaving (deletion pending)', { isLeaving: true }],
  ])('hides the tags a member %s wrote, and their uses in the counts', async (_, standing) => {
    const word = `Cachette${Math.random().toString(36).slice(2, 8)}`;
    const shared = `Commun${Math.random().toString(36).slice(2, 8)}`;
    const hidden = await createUser(t.app, t.database.db);
    const writer = await createUser(t.app, t.database.db);
    await feed.post(hidden, `#${word} #${shared}`);
    await feed.post(hidden, `#${shared} encore`);
    await feed.post(writer, `#${shared}`);
    await t.database.db.update(profiles).set(standing).where(eq(profiles.id, hidden.id));
    const [tag, common] = [word.toLowerCase(), shared.toLowerCase()];

    expect((await feed.call(null, 'GET', `/feed/hashtags/${word}`)).json()).toMatchObject({ count: 0 });
    expect((await feed.call(null, 'GET', `/feed/hashtags/${shared}`)).json()).toMatchObject({ count: 1 });
    for (const url of ['/feed/hashtags/trending', '/feed/hashtags', `/feed/hashtags/suggestions?q=${tag}`]) {
      const items = await tagsOf(url);
      expect(items.map((i) => i.tag)).not.toContain(tag);
    }
    expect(
      (await tagsOf(`/feed/hashtags/suggestions?q=${common}`)).find((i) => i.tag === common)?.count,
    ).toBe(1);
    expect((await tagsOf('/feed/hashtags')).find((i) => i.tag === common)?.count).toBe(1);
  });
});

describe('hashtags of a blocked member', () => {
  const tagsOf = async (user: CreatedUser, url: string) =>
    ((await feed.call(user, 'GET', url)).json() as { items: { tag: string; count: number }[] }).items;

  it("hide from the blocker, and the blocker's from them, in every tag list and count; others see them", async () => {
    const [own, shared] = ['Sienne', 'Partage'].map((w) => `${w}${Math.random().toString(36).slice(2, 8)}`);
    const [blocker, blocked, other] = [
      await createUser(t.app, t.database.db),
      await createUser(t.app, t.database.db),
      await createUser(t.app, t.database.db),
    ];
    await feed.post(blocked, `#${own} #${shared}`);
    await feed.post(other, `#${shared}`);
    expect((await blockMember(t.app, blocker, blocked.id)).statusCode).toBe(201);
    const [tag, common] = [own?.toLowerCase() as string, shared?.toLowerCase() as string];

    for (const [viewer, sees] of [
      [blocker, false],
      [other, true],
    ] as const) {
      const info = (await feed.call(viewer, 'GET', `/feed/hashtags/${tag}`)).json();
      expect(info.count).toBe(sees ? 1 : 0);
      expect((await feed.call(viewer, 'GET', `/feed/hashtags/${common}`)).json().count).toBe(sees ? 2 : 1);
      // The tag's own prefix finds it for whoever may see it; the top lists (shared with earlier tests'
      // tags) must at least never show it to the blocker.
      expect((await tagsOf(viewer, `/feed/hashtags/suggestions?q=${tag}`)).map((i) => i.tag)).toEqual(
        sees ? [tag] : [],
      );
      if (!sees)
        for (const url of ['/feed/hashtags/trending', '/feed/hashtags'])
          expect((await tagsOf(viewer, url)).map((i) => i.tag)).not.toContain(tag);
      const found = (await feed.call(viewer, 'GET', `/search?q=${tag}&type=hashtags`)).json();
      expect(JSON.stringify(found).includes(`#${own}`)).toBe(sees);
    }
    await feed.post(blocker, `#${own}`);
    expect((await feed.call(blocked, 'GET', `/feed/hashtags/${tag}`)).json().count).toBe(1);
  });
});

describe('sidebar summary', () => {
  it("counts the member's posts and accepted connections", async () => {
    const member = await createUser(t.app, t.database.db);
    const friend = await createUser(t.app, t.database.db);
    await feed.post(member, 'Un');
    await feed.post(member, 'Deux');
    const request = await feed.call(member, 'POST', '/connections', { recipientId: friend.id });
    await feed.call(friend, 'POST', `/connections/${request.json().connectionId}/accept`);
    const summary = (await feed.call(member, 'GET', '/feed/summary')).json();
    expect(summary).toMatchObject({ author: { id: member.id }, postCount: 2, connectionCount: 1 });
  });

  it('leaves out connections hidden from others, as the connections list does', async () => {
    const member = await createUser(t.app, t.database.db);
    const [asked, asking] = [await createUser(t.app, t.database.db), await createUser(t.app, t.database.db)];
    const sent = await feed.call(member, 'POST', '/connections', { recipientId: asked.id });
    await feed.call(asked, 'POST', `/connections/${sent.json().connectionId}/accept`);
    const received = await feed.call(asking, 'POST', '/connections', { recipientId: member.id });
    await feed.call(member, 'POST', `/connections/${received.json().connectionId}/accept`);
    expect((await feed.call(member, 'GET', '/feed/summary')).json()).toMatchObject({ connectionCount: 2 });
    await t.database.db.update(profiles).set({ isSuspended: true }).where(eq(profiles.id, asked.id));
    await t.database.db.update(profiles).set({ isLeaving: true }).where(eq(profiles.id, asking.id));
    expect((await feed.call(member, 'GET', '/feed/summary')).json()).toMatchObject({ connectionCount: 0 });
  });
});

describe('share preview', () => {
  it('renders the author and the start of the text into the HTML of /feed?post={id}', async () => {
    const { id } = await feed.post(author, 'Une annonce <importante> pour la communauté');
    await withWebApp(
      t,
      async (app) => {
        const res = await app.inject({ method: 'GET', url: `/feed?post=${id}` });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<title>Awa Diop |');
        expect(res.body).toContain('Une annonce &lt;importante&gt; pour la communauté');
        expect(res.body).toContain(`/feed?post=${id}`);
        const plain = await app.inject({ method: 'GET', url: '/feed' });
        expect(plain.body).toContain('<title>Sankofa</title>');
      },
      '<!doctype html><html lang="fr"><head><title>Sankofa</title></head><body><div id="root"></div></body></html>',
    );
  });
});
