import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogPosts, groups, profilePrivacy, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { createSitemapService } from './sitemap.service';

/*
 * /sitemap.xml (issue 35 §5): only what a visitor may open. Private and secret groups, unpublished
 * articles, profiles whose member opted out of the directory or of search engines and profiles hidden
 * from everyone (suspended, a deletion pending) never appear.
 */

let t: TestApp;
const ids: Record<string, string> = {};

const named = async (name: string) => {
  const user = await createUser(t.app, t.database.db);
  await t.database.db.update(profiles).set({ fullName: name }).where(eq(profiles.id, user.id));
  return user.id;
};

beforeAll(async () => {
  t = await buildTestApp();
  const { db } = t.database;
  ids.listed = await named('Awa Listée');
  ids.noindex = await named('Binta Noindex');
  ids.hidden = await named('Chidi Annuaire');
  ids.suspended = await named('Dede Suspendu');
  ids.leaving = await named('Efua Partante');
  await db.insert(profilePrivacy).values([
    { profileId: ids.noindex, noindex: true },
    { profileId: ids.hidden, hiddenFromDirectory: true },
  ]);
  await db.update(profiles).set({ isSuspended: true }).where(eq(profiles.id, ids.suspended));
  // Her account's deletion is pending: hidden from everyone, her profile page a 404 (issue 38 §3).
  await db.update(profiles).set({ isLeaving: true }).where(eq(profiles.id, ids.leaving));
  for (const type of ['public', 'private', 'secret'] as const) {
    const [row] = await db
      .insert(groups)
      .values({ name: `Groupe ${type}`, description: 'Un groupe', type, createdBy: ids.listed })
      .returning({ id: groups.id });
    ids[`group-${type}`] = row?.id ?? '';
  }
  const article = (slug: string, status: string) => ({
    title: slug,
    slug,
    content: '<p>Texte</p>',
    contentText: 'Texte',
    authorId: ids.listed ?? '',
    status,
    publishedAt: status === 'draft' ? null : new Date(),
  });
  await db
    .insert(blogPosts)
    .values([
      article('article-publie', 'published'),
      article('article-brouillon', 'draft'),
      article('article-retire', 'unpublished'),
    ]);
});
afterAll(async () => {
  await t.close();
});

describe('sitemap.xml', () => {
  it('lists public content with absolute URLs and lastmod, and nothing a visitor cannot open', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    const base = t.config.publicUrl;
    const xml = res.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain(`<loc>${base}/</loc>`);
    expect(xml).toContain(`<loc>${base}/blog/article-publie</loc>`);
    expect(xml).toContain(`<loc>${base}/groups/${ids['group-public']}</loc>`);
    expect(xml).toContain(`<loc>${base}/profile/${ids.listed}</loc>`);
    for (const hidden of [
      '/blog/article-brouillon',
      '/blog/article-retire',
      `/groups/${ids['group-private']}`,
      `/groups/${ids['group-secret']}`,
      `/profile/${ids.noindex}`,
      `/profile/${ids.hidden}`,
      `/profile/${ids.suspended}`,
      `/profile/${ids.leaving}`,
    ]) {
      expect(xml).not.toContain(`${base}${hidden}<`);
    }
    for (const loc of xml.match(/<loc>[^<]*<\/loc>/g) ?? []) expect(loc).toMatch(/^<loc>https?:\/\//);
    expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)?.length).toBe(
      xml.match(/<url>/g)?.length,
    );
  });

  it('answers HEAD like GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toBe('');
  });

  it('is named in robots.txt', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
  });

  it('never holds more URLs than its cap', async () => {
    const xml = await createSitemapService(t.database.db, 'https://x.test', { maxUrls: 12 }).xml();
    expect(xml.match(/<url>/g)?.length).toBe(12);
  });
});
