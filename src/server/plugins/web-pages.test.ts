import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { blogPosts, companies, events, jobOffers, profiles, siteSettings } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser } from '../test/factories';
import { defaultShareImage, renderShareMeta } from './web-assets';

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  // A renamed site: previews name it (og:site_name), never the default name.
  await t.database.db
    .update(siteSettings)
    .set({ value: 'Diaspora Pro' })
    .where(eq(siteSettings.key, 'site_name'));
  const webDir = mkdtempSync(path.join(tmpdir(), 'sankofa-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Sankofa</title><meta property="og:site_name" content="Sankofa" /></head><body><div id="root"></div></body></html>',
  );
  app = await buildApp({ config: t.config, database: t.database, logger: false, webDir });
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('pages for monitors, crawlers and link previews', () => {
  it('answers HEAD on the home page and any page like GET, without a body', async () => {
    for (const url of ['/', '/events', '/blog/some-article']) {
      const res = await app.inject({ method: 'HEAD', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toBe('');
    }
  });

  it('serves a real robots.txt that keeps crawlers out of the API, the back office and settings', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /admin');
    expect(res.body).toContain('Disallow: /settings');
    expect(res.body).toContain('Disallow: /recherche');
    expect(res.body).not.toContain('<html');
  });

  it('gives previews an absolute image, the locale, a canonical URL and a large card', () => {
    const html = renderShareMeta(
      '<html><head><title>x</title></head></html>',
      { title: 'Un article', image: '/storage/blog-images/a.webp' },
      'https://sankofa.example.org/blog/un-article',
      'Sankofa',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://sankofa.example.org/storage/blog-images/a.webp">',
    );
    expect(html).toContain('<meta property="og:locale" content="fr_FR">');
    expect(html).toContain('<link rel="canonical" href="https://sankofa.example.org/blog/un-article">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('serves a profile, an article, an event and a job with an absolute picture and the site name', async () => {
    const { db } = t.database;
    const author = await createUser(t.app, db);
    await db.update(profiles).set({ fullName: 'Awa Diallo' }).where(eq(profiles.id, author.id));
    await db.insert(blogPosts).values({
      title: 'Un article',
      slug: 'un-article-partage',
      content: '<p>Texte</p>',
      contentText: 'Texte',
      authorId: author.id,
      status: 'published',
      publishedAt: new Date(),
      featuredImageUrl: '/storage/blog-images/a.webp',
    });
    const start = new Date(Date.now() + 86_400_000);
    const [event] = await db
      .insert(events)
      .values({
        title: 'Rencontre',
        startDate: start,
        endDate: start,
        type: 'presentiel',
        location: 'Dakar',
        creatorId: author.id,
      })
      .returning({ id: events.id });
    const [job] = await db
      .insert(jobOffers)
      .values({
        userId: author.id,
        title: 'Développeuse',
        company: 'Baobab',
        location: 'Abidjan',
        type: 'CDI',
        description: 'Un poste',
        descriptionHtml: '<p>Un poste</p>',
        contact: 'rh@baobab.example',
      })
      .returning({ id: jobOffers.id });
    const base = t.config.publicUrl;
    const shared = `${base}${defaultShareImage.path}`;
    const pages = {
      [`/profile/${author.id}`]: shared,
      '/blog/un-article-partage': `${base}/storage/blog-images/a.webp`,
      [`/events/${event?.id}`]: shared,
      [`/emplois/${job?.id}`]: shared,
      '/faq': shared,
    };
    for (const [url, image] of Object.entries(pages)) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html, url).toContain(`<meta property="og:image" content="${image}">`);
      expect(html, url).toContain('<meta property="og:site_name" content="Diaspora Pro">');
      expect(html, url).not.toContain('content="Sankofa"');
      expect(html.includes('og:image:width" content="1200"'), url).toBe(image === shared);
    }
  });

  it("serves a company's public card to a crawler the directory refuses, and never its contacts", async () => {
    const { db } = t.database;
    const [company] = await db
      .insert(companies)
      .values({
        nom: 'Karité Lomé SA',
        ville: 'Lomé',
        pays: 'Togo',
        description: 'Transformation du karité.',
        email: 'contact@karite.example',
        telephone: '+228 90 00 00 00',
        logoUrl: '/storage/company-logos/k.webp',
      })
      .returning({ id: companies.id });
    const [hidden] = await db
      .insert(companies)
      .values({ nom: 'Entreprise Désactivée', active: false })
      .returning({ id: companies.id });
    const bot = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' };
    const html = (await app.inject({ method: 'GET', url: `/entreprises/${company?.id}`, headers: bot })).body;
    expect(html).toContain('<meta property="og:title" content="Karité Lomé SA | Diaspora Pro">');
    expect(html).toContain('Lomé, Togo. Transformation du karité.');
    expect(html).toContain(
      `<meta property="og:image" content="${t.config.publicUrl}/storage/company-logos/k.webp">`,
    );
    expect(html).not.toContain('contact@karite.example');
    expect(html).not.toContain('+228');
    // The API's detail read stays guarded against robots.
    const api = await app.inject({ method: 'GET', url: `/api/v1/companies/${company?.id}`, headers: bot });
    expect(api.statusCode).toBe(403);
    const inactive = (await app.inject({ method: 'GET', url: `/entreprises/${hidden?.id}`, headers: bot }))
      .body;
    expect(inactive).not.toContain('Entreprise Désactivée');
  });
});
