import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatClaim } from '../../../common/contracts/pages';
import { buildApp } from '../../app';
import { staticPages } from '../../db/schema';
import { staticPageSeeds } from '../../db/seed/static-pages';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('static pages', () => {
  it.each([
    'terms',
    'privacy',
    'cookies',
    'rgpd',
    'mentions-legales',
    'accessibilite',
    'a-propos',
    'fonctionnalites',
    'help',
    'network',
    'blog',
    'mentor',
    'projets',
    'events',
    'emplois',
  ])('seeds /page/%s with French content', async (slug) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/pages/${slug}` });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.titre.length).toBeGreaterThan(3);
    expect(page.contenuHtml).toContain('<h2>');
    expect(page.metaDescription?.length).toBeGreaterThan(50);
  });

  it('answers an unknown page with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/pages/nulle-part' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('not_found');
  });

  it('hides an unpublished page from visitors and members, not from admins', async () => {
    await t.database.db.update(staticPages).set({ published: false }).where(eq(staticPages.slug, 'help'));
    const member = await createUser(t.app, t.database.db);
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pages/help' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/pages/help', headers: { cookie: member.cookie } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/pages/help', headers: { cookie: admin.cookie } }))
        .statusCode,
    ).toBe(200);
    await t.database.db.update(staticPages).set({ published: true }).where(eq(staticPages.slug, 'help'));
  });

  it('keeps an admin edit when the reference seed runs again', async () => {
    await t.database.db.update(staticPages).set({ titre: 'CGU revues' }).where(eq(staticPages.slug, 'terms'));
    await t.app.services.pageService.seed();
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/pages/terms' })).json().titre).toBe(
      'CGU revues',
    );
  });

  it('stores seeded HTML cleaned', () => {
    for (const page of staticPageSeeds) expect(page.contenuHtml).not.toMatch(/<script|onerror=|javascript:/i);
  });
});

describe('share previews', () => {
  it('renders the page title and description into the HTML of /page/{slug}', async () => {
    const webDir = mkdtempSync(path.join(tmpdir(), 'sankofa-web-'));
    writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="fr"><head><title>Sankofa</title><meta name="description" content="defaut"></head><body><div id="root"></div></body></html>',
    );
    const app = await buildApp({ config: t.config, database: t.database, logger: false, webDir });
    try {
      const res = await app.inject({ method: 'GET', url: '/page/a-propos' });
      expect(res.statusCode).toBe(200);
      const seed = staticPageSeeds.find((p) => p.slug === 'a-propos');
      expect(res.body).toContain(`<title>${seed?.metaTitle.replace(/'/g, "'")}`);
      expect(res.body).toContain('property="og:title"');
      expect(res.body).toContain('og:description');
      expect(res.body.match(/name="description"/g)).toHaveLength(1);

      const other = await app.inject({ method: 'GET', url: '/une/route/du/client' });
      expect(other.body).toContain('<title>Sankofa</title>');
      const api = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('not_found');
    } finally {
      await app.close();
    }
  });
});

describe('footer and landing content', () => {
  it('lists social links in order', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/social-links' });
    const items = res.json().items;
    expect(items.map((i: { icon: string }) => i.icon)).toEqual(['linkedin', 'facebook', 'instagram', 'x']);
  });

  it('seeds the four landing claims of the spec', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/home-stats' });
    expect(res.json().items.map((s: { value: number }) => formatClaim(s.value))).toEqual([
      '5K+',
      '1.2K+',
      '300+',
      '50+',
    ]);
  });
});
