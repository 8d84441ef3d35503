/** Blog routes: articles (writing, drafts, slugs), their list, categories, staff bulk actions, images, share preview and RSS. */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlogPostDetail } from '../../../common/contracts/blog';
import { blogPosts, profiles } from '../../db/schema';
import { rowsOf } from '../../lib/db';
import { type CreatedUser, notificationsAbout, notifyAbout } from '../../test/factories';
import { withWebApp } from '../../test/web-app';
import { errorOf, image } from '../feed/feed-test-support';
import { createSitemapService } from '../sitemap/sitemap.service';
import { blogTestApp } from './blog-test-support';

const { t, api, author, reader, third, staff, categoryIds, body, create, read, list, uploadImage } =
  blogTestApp();

describe('articles', () => {
  it('publishes by default, derives the slug without accents and sanitises the content', async () => {
    const post = await create(author, {
      title: 'Événements à Dakar : été 2026',
      content:
        '<h2>Programme</h2><p onclick="x()">Bonjour <script>alert(1)</script><a href="javascript:alert(1)">lien</a></p><img src="https://evil.example/x.png">',
      categoryIds: categoryIds.slice(0, 2),
      excerpt: 'En bref.',
    });
    expect(post.slug).toBe('evenements-a-dakar-ete-2026');
    expect(post.status).toBe('published');
    expect(post.publishedAt).not.toBeNull();
    expect(post.content).toContain('<h2>Programme</h2>');
    expect(post.content).not.toMatch(/script|onclick|javascript|evil\.example/);
    expect(post.categories).toHaveLength(2);
    expect(post.author).toMatchObject({ id: author.id, fullName: 'Awa Diop', title: 'Ingénieure' });
    expect(post.readingMinutes).toBe(1);
    const visitor = await read(null, post.slug);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ canEdit: false, liked: false, summary: 'En bref.' });
  });

  it('refuses a duplicate title with the spec text, a visitor with 401, an empty text', async () => {
    const first = await create(author);
    const again = await api.call(reader, 'POST', '/blog/posts', body({ title: first.title }));
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).error.message).toBe(
      'Ce titre ou son slug existe déjà. Modifiez légèrement le titre pour le rendre unique.',
    );
    expect((await api.call(null, 'POST', '/blog/posts', body())).statusCode).toBe(401);
    const empty = await api.call(author, 'POST', '/blog/posts', body({ content: '<p> </p>' }));
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).error.details?.[0]?.message).toBe('Le contenu est requis.');
  });

  it('shows a draft to its author and staff only; others get 404 on read and write', async () => {
    const draft = await create(author, { published: false });
    expect(draft).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await read(null, draft.slug)).statusCode).toBe(404);
    const other = await read(reader, draft.slug);
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).error.message).toBe('Article non trouvé');
    expect((await read(author, draft.slug)).statusCode).toBe(200);
    expect((await read(staff, draft.slug)).json()).toMatchObject({ canEdit: true });
    expect((await api.call(reader, 'PATCH', `/blog/posts/${draft.id}`, body())).statusCode).toBe(404);
    expect((await api.call(reader, 'DELETE', `/blog/posts/${draft.id}`)).statusCode).toBe(404);
  });

  it('answers 403 to another member editing or deleting a published article, and leaves it as it was', async () => {
    const post = await create(author);
    const edit = await api.call(reader, 'PATCH', `/blog/posts/${post.id}`, body({ title: 'Piraterie' }));
    expect(edit.statusCode).toBe(403);
    expect(errorOf(edit).error.message).toBe("Vous n'êtes pas autorisé à modifier cet article");
    expect((await api.call(reader, 'DELETE', `/blog/posts/${post.id}`)).statusCode).toBe(403);
    expect((await read(null, post.slug)).json().title).toBe(post.title);
    // Its author deletes it: no bell still names it.
    await notifyAbout(t.database.db, reader.id, { post_slug: post.slug });
    expect((await api.call(author, 'DELETE', `/blog/posts/${post.id}`)).statusCode).toBe(204);
    expect(await notificationsAbout(t.database.db, { post_slug: post.slug })).toBe(0);
  });

  it('moves the slug when the author renames it; the old slug answers the article and the page redirects', async () => {
    const post = await create(author, { title: 'Ancien titre du blog' });
    const renamed = await api.call(
      author,
      'PATCH',
      `/blog/posts/${post.id}`,
      body({ title: 'Nouveau titre du blog' }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().slug).toBe('nouveau-titre-du-blog');
    const old = await read(null, 'ancien-titre-du-blog');
    expect(old.json()).toMatchObject({ id: post.id, slug: 'nouveau-titre-du-blog' });
    // Staff's edit keeps the slug (decision 2: only the author's edit moves it).
    const byStaff = await api.call(
      staff,
      'PATCH',
      `/blog/posts/${post.id}`,
      body({ title: 'Titre corrigé' }),
    );
    expect(byStaff.json()).toMatchObject({ slug: 'nouveau-titre-du-blog', title: 'Titre corrigé' });
  });

  it('unpublishes (published_at kept), republishes without re-dating, keeps a never-published article a draft', async () => {
    const post = await create(author);
    const hidden = (
      await api.call(author, 'PATCH', `/blog/posts/${post.id}`, body({ title: post.title, published: false }))
    ).json();
    expect(hidden).toMatchObject({ status: 'unpublished', publishedAt: post.publishedAt });
    expect((await read(null, post.slug)).statusCode).toBe(404);
    const again = (
      await api.call(author, 'PATCH', `/blog/posts/${post.id}`, body({ title: post.title, published: true }))
    ).json();
    expect(again).toMatchObject({ status: 'published', publishedAt: post.publishedAt });
    const draft = await create(author, { published: false });
    const saved = (
      await api.call(
        author,
        'PATCH',
        `/blog/posts/${draft.id}`,
        body({ title: draft.title, published: false }),
      )
    ).json();
    expect(saved.status).toBe('draft');
  });
});

describe('the list', () => {
  let writer: CreatedUser;
  beforeAll(async () => {
    writer = await api.member('Moussa Keita');
    for (let i = 0; i < 10; i++) await create(writer, { title: `Série liste ${i}` });
    await create(writer, {
      title: 'Le karité du Burkina',
      content: '<p>Une filière <strong>prometteuse</strong> et durable.</p>',
      categoryIds: [categoryIds[3]],
    });
    await create(writer, { title: 'Brouillon caché de Moussa', published: false });
  });

  it('pages published articles 9 at a time with their total, newest first', async () => {
    const page1 = await list(null, `?author=${writer.id}`);
    expect(page1.total).toBe(11);
    expect(page1.items).toHaveLength(9);
    expect(page1.totalPages).toBe(2);
    expect(page1.items[0]?.title).toBe('Le karité du Burkina');
    expect((await list(null, `?author=${writer.id}&page=2`)).items).toHaveLength(2);
  });

  it('forces published for members and visitors, whatever the status asked; staff filter every status', async () => {
    expect((await list(reader, `?author=${writer.id}&status=draft`)).total).toBe(11);
    const drafts = await list(staff, `?author=${writer.id}&status=draft`);
    expect(drafts.items.map((p) => p.title)).toEqual(['Brouillon caché de Moussa']);
    expect((await list(staff, `?author=${writer.id}`)).total).toBe(12);
  });

  it("lists a member's own articles of every status ('Mes articles'), 401 for a visitor", async () => {
    expect((await list(writer, '?mine=1')).total).toBe(12);
    expect((await api.call(null, 'GET', '/blog/posts?mine=1')).statusCode).toBe(401);
  });

  it('searches words of the text, not of the HTML, accent-insensitively; filters by category and period', async () => {
    expect((await list(null, '?q=PROMETTEUSE durable')).items.map((p) => p.title)).toEqual([
      'Le karité du Burkina',
    ]);
    expect((await list(null, '?q=karite')).total).toBe(1);
    expect((await list(null, `?q=strong&author=${writer.id}`)).total).toBe(0);
    const byCategory = await list(null, `?category=${categoryIds[3]}&author=${writer.id}`);
    expect(byCategory.items.map((p) => p.title)).toEqual(['Le karité du Burkina']);
    expect((await list(null, `?period=week&author=${writer.id}`)).total).toBe(11);
    await t.database.db
      .update(blogPosts)
      .set({ publishedAt: sql`now() - interval '40 days'` })
      .where(eq(blogPosts.title, 'Le karité du Burkina'));
    expect((await list(null, `?period=month&q=karite`)).total).toBe(0);
    expect((await list(null, `?period=year&q=karite`)).total).toBe(1);
  });

  it('pages a common word newest first, the same through the latest articles and the whole list', async () => {
    const author = await api.member('Auteur Baobab');
    for (let i = 0; i < 11; i++) await create(author, { title: `Le baobab numéro ${i}` });
    const first = await list(null, '?q=baobab');
    expect(first.total).toBe(11);
    expect(first.items.map((p) => p.title)).toEqual(
      Array.from({ length: 9 }, (_, i) => `Le baobab numéro ${10 - i}`),
    );
    // The second page is not full: read through the whole list, it follows the first.
    expect((await list(null, '?q=baobab&page=2')).items.map((p) => p.title)).toEqual([
      'Le baobab numéro 1',
      'Le baobab numéro 0',
    ]);
  });

  it("counts for each viewer what they see: one count shared by all, less the viewer's blocks", async () => {
    const [blocker, other, author] = [
      await api.member('Bintou Compte'),
      await api.member('Autre Lecteur'),
      await api.member('Auteur Bloqué'),
    ];
    for (const title of ['Compte partagé un', 'Compte partagé deux']) await create(author, { title });
    await create(writer, { title: 'Compte partagé trois' });
    const totalFor = async (who: CreatedUser | null) => (await list(who, '?q=compte partage')).total;
    expect(await totalFor(blocker)).toBe(3);
    // The block leaves the blocker's total at once (the shared count is still kept), no one else's.
    const blocked = await api.call(blocker, 'POST', '/privacy/blocks', { profileId: author.id });
    expect(blocked.statusCode).toBeLessThan(300);
    const seen = await list(blocker, '?q=compte partage');
    expect(seen.total).toBe(1);
    expect(seen.items.map((p) => p.title)).toEqual(['Compte partagé trois']);
    expect(await totalFor(other)).toBe(3);
    expect(await totalFor(null)).toBe(3);
  });
});

describe('content categories', () => {
  const kind = async (name: string) => {
    const res = await api.call(staff, 'POST', '/admin/content-categories', { kind: 'content', name });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };

  it('are picked in the editor (at most 15), shown on the article and filter the list (001 §2.19, §5)', async () => {
    const portrait = await kind('Portrait de bâtisseuse');
    const analyse = await kind('Analyse de marché');
    const post = await create(author, {
      title: 'Aminata, bâtisseuse',
      contentCategoryIds: [portrait, analyse],
    });
    expect(post.contentCategories.map((c) => c.name)).toEqual([
      'Analyse de marché',
      'Portrait de bâtisseuse',
    ]);
    await create(author, { title: 'Sans catégorie de contenu' });
    const listed = await list(null, `?contentCategory=${portrait}`);
    expect(listed.items.map((p) => p.title)).toEqual(['Aminata, bâtisseuse']);

    const many = await Promise.all(Array.from({ length: 16 }, (_, i) => kind(`Genre numéro ${i}`)));
    const tooMany = await api.call(author, 'POST', '/blog/posts', body({ contentCategoryIds: many }));
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).error.details?.[0]).toMatchObject({
      path: 'contentCategoryIds',
      message: 'Vous ne pouvez pas sélectionner plus de 15 catégories.',
    });
    const fifteen = await create(author, { contentCategoryIds: many.slice(0, 15) });
    expect(fifteen.contentCategories).toHaveLength(15);
    const unknown = await api.call(author, 'POST', '/blog/posts', body({ contentCategoryIds: [author.id] }));
    expect(unknown.statusCode).toBe(400);

    // An edit replaces them; a category the team deletes leaves the articles.
    const edited = await api.call(
      author,
      'PATCH',
      `/blog/posts/${post.id}`,
      body({ title: post.title, contentCategoryIds: [portrait] }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json() as BlogPostDetail).contentCategories.map((c) => c.id)).toEqual([portrait]);
    const removed = await api.call(staff, 'DELETE', `/admin/content-categories/content/${portrait}`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect((await read(null, post.slug)).json().contentCategories).toEqual([]);
  });
});

describe('staff bulk actions', () => {
  it('publishes, unpublishes and deletes in one call; a member is refused', async () => {
    const a = await create(author, { published: false });
    const b = await create(author);
    const member = await api.call(reader, 'POST', '/blog/posts/bulk', { ids: [a.id], action: 'publish' });
    expect(member.statusCode).toBe(403);
    const published = await api.call(staff, 'POST', '/blog/posts/bulk', {
      ids: [a.id, b.id],
      action: 'publish',
    });
    expect(published.json()).toEqual({ count: 1 });
    expect((await read(null, a.slug)).json().status).toBe('published');
    expect(
      (await api.call(staff, 'POST', '/blog/posts/bulk', { ids: [a.id, b.id], action: 'unpublish' })).json(),
    ).toEqual({ count: 2 });
    expect((await read(null, b.slug)).statusCode).toBe(404);
    expect(
      (await api.call(staff, 'POST', '/blog/posts/bulk', { ids: [a.id, b.id], action: 'delete' })).json(),
    ).toEqual({ count: 2 });
    expect((await read(author, a.slug)).statusCode).toBe(404);
  });
});

describe('images', () => {
  it('stores an image typed by its bytes and refuses others with the spec texts', async () => {
    const url = await uploadImage(author);
    expect(url).toMatch(new RegExp(`^/storage/blog-images/${author.id}/[0-9a-f-]+\\.png$`));
    const fake = await api.upload(author, '/blog/images', 'photo.png', Buffer.from('not an image at all'));
    expect(fake.statusCode).toBe(415);
    expect(errorOf(fake).error.message).toBe('Type de fichier non supporté. Utilisez JPG, PNG, WEBP ou GIF.');
    const big = await api.upload(author, '/blog/images', 'big.jpg', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(413);
    expect(errorOf(big).error.message).toBe("L'image est trop volumineuse. Taille maximale: 5MB.");
    expect((await api.upload(null, '/blog/images', 'a.png', await image())).statusCode).toBe(401);
  });

  it('keeps the featured, additional and inline images of the author, never another member’s', async () => {
    const [featured, extra, inline] = [
      await uploadImage(author),
      await uploadImage(author),
      await uploadImage(author),
    ];
    const post = await create(author, {
      featuredImage: featured,
      additionalImages: [extra],
      content: `<p>Texte</p><img src="${inline}" alt="Vue">`,
    });
    expect(post).toMatchObject({ featuredImageUrl: featured, additionalImages: [extra] });
    expect(post.content).toContain(`src="${inline}"`);
    const foreign = await uploadImage(reader);
    const stolen = await api.call(author, 'POST', '/blog/posts', body({ featuredImage: foreign }));
    expect(stolen.statusCode).toBe(400);
    const tooMany = await api.call(
      author,
      'POST',
      '/blog/posts',
      body({ additionalImages: Array(6).fill(extra) }),
    );
    expect(tooMany.statusCode).toBe(400);
    const categories = await api.call(
      author,
      'POST',
      '/blog/posts',
      body({ categoryIds: Array(16).fill(categoryIds[0]) }),
    );
    expect(errorOf(categories).error.details?.[0]?.message).toBe(
      'Vous ne pouvez pas sélectionner plus de 15 catégories.',
    );
  });

  it('sweeps uploads no article shows after a day', async () => {
    const orphan = await uploadImage(third);
    const kept = await uploadImage(third);
    await create(third, { featuredImage: kept });
    const removed = await t.app.services.blogImages.sweepUploads(new Date(Date.now() + 25 * 3_600_000));
    expect(removed).toBeGreaterThanOrEqual(1);
    const keys = rowsOf(
      await t.database.db.execute(sql`select key from blog_uploads where user_id = ${third.id}`),
    );
    expect(keys.map((r) => `/storage/blog-images/${String(r.key)}`)).toEqual([kept]);
    expect(orphan).not.toBe(kept);
  });
});

describe('share preview and RSS', () => {
  it('renders the article’s title, description and image in the served HTML; old slugs answer 301; drafts nothing', async () => {
    const featured = await uploadImage(author);
    const post = await create(author, {
      title: 'Partager <vraiment>',
      excerpt: 'Un résumé clair.',
      featuredImage: featured,
    });
    await api.call(
      author,
      'PATCH',
      `/blog/posts/${post.id}`,
      body({ title: 'Partager enfin', excerpt: 'Un résumé clair.', featuredImage: featured }),
    );
    const draft = await create(author, { title: 'Brouillon secret partagé', published: false });
    // A control character in a member's title must not make the whole feed ill-formed XML. Requests
    // lose them (lib/request-validator.ts); a title stored before that, or by hand, may hold some.
    const trapped = await create(author, { title: 'Titre piégé', published: true });
    await t.database.db
      .update(blogPosts)
      .set({ title: 'Titre \u0001piégé\u001b' })
      .where(eq(blogPosts.id, trapped.id));
    await withWebApp(t, async (app) => {
      const res = await app.inject({ method: 'GET', url: '/blog/partager-enfin' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('property="og:title" content="Partager enfin');
      expect(res.body).toContain('Un résumé clair.');
      expect(res.body).toContain(featured);
      const old = await app.inject({ method: 'GET', url: '/blog/partager-vraiment' });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/blog/partager-enfin');
      const hidden = await app.inject({ method: 'GET', url: `/blog/${draft.slug}` });
      expect(hidden.body).not.toContain('Brouillon secret');
      const rss = await app.inject({ method: 'GET', url: '/blog/rss.xml' });
      expect(rss.headers['content-type']).toContain('application/rss+xml');
      expect(rss.body).toContain('<title>Partager enfin</title>');
      expect(rss.body).not.toContain('Brouillon secret');
      expect(rss.body).toContain('<title>Titre piégé</title>');
      // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for them
      expect(rss.body).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
      // Unpublished under a new title: an old slug no longer tells the new one (issue 33, review).
      const hiddenAgain = await api.call(
        author,
        'PATCH',
        `/blog/posts/${post.id}`,
        body({ title: 'Titre retiré confidentiel', published: false }),
      );
      expect(hiddenAgain.json().slug).toBe('titre-retire-confidentiel');
      const oldOfHidden = await app.inject({ method: 'GET', url: '/blog/partager-vraiment' });
      expect(oldOfHidden.statusCode).not.toBe(301);
      expect(oldOfHidden.body).not.toContain('titre-retire-confidentiel');
    });
  });
});

describe('an author hidden from others (suspended, deletion pending)', () => {
  it('takes their articles out of every reading until restored; staff still read them', async () => {
    const writer = await api.member('Yaa Asantewaa');
    const post = await create(writer, { title: 'Les tontines numériques de Lomé' });
    expect((await api.call(reader, 'PUT', `/blog/posts/${post.id}/like`)).statusCode).toBe(200);
    const outside = async () => {
      const pages = { share: '', rss: '' };
      await withWebApp(t, async (app) => {
        pages.share = (await app.inject({ method: 'GET', url: `/blog/${post.slug}` })).body;
        pages.rss = (await app.inject({ method: 'GET', url: '/blog/rss.xml' })).body;
      });
      const sitemap = await createSitemapService(t.database.db, 'https://x.test').xml();
      return { ...pages, sitemap };
    };
    const seen = async () => {
      const { share, rss, sitemap } = await outside();
      const authors = (await api.call(reader, 'GET', '/blog/authors')).json().items as { id: string }[];
      return {
        readerList: (await list(reader)).items.some((item) => item.id === post.id),
        visitorList: (await list(null)).items.some((item) => item.id === post.id),
        readerPage: (await read(reader, post.slug)).statusCode,
        visitorPage: (await read(null, post.slug)).statusCode,
        like: (await api.call(third, 'PUT', `/blog/posts/${post.id}/like`)).statusCode,
        comment: (await api.call(third, 'POST', `/blog/posts/${post.id}/comments`, { content: 'Merci' }))
          .statusCode,
        author: authors.some((item) => item.id === writer.id),
        share: share.includes('Les tontines numériques'),
        rss: rss.includes('Les tontines numériques'),
        sitemap: sitemap.includes(`/blog/${post.slug}<`),
        staffPage: (await read(staff, post.slug)).statusCode,
        staffList: (await list(staff)).items.some((item) => item.id === post.id),
      };
    };
    const shown = {
      readerList: true,
      visitorList: true,
      readerPage: 200,
      visitorPage: 200,
      like: 200,
      comment: 201,
      author: true,
      share: true,
      rss: true,
      sitemap: true,
      staffPage: 200,
      staffList: true,
    };
    for (const standing of [{ isSuspended: true }, { isLeaving: true }]) {
      await t.database.db.update(profiles).set(standing).where(eq(profiles.id, writer.id));
      expect(await seen()).toEqual({
        ...shown,
        readerList: false,
        visitorList: false,
        readerPage: 404,
        visitorPage: 404,
        like: 404,
        comment: 404,
        author: false,
        share: false,
        rss: false,
        sitemap: false,
      });
      await t.database.db
        .update(profiles)
        .set({ isSuspended: false, isLeaving: false })
        .where(eq(profiles.id, writer.id));
      expect(await seen()).toEqual(shown);
    }
  });
});
