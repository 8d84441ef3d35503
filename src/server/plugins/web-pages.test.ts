import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { renderShareMeta } from './web-assets';

let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await buildTestApp();
  const webDir = mkdtempSync(path.join(tmpdir(), 'sankofa-web-'));
  writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><title>Sankofa</title></head><body><div id="root"></div></body></html>',
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
    expect(res.body).not.toContain('<html');
  });

  it('gives previews an absolute image, the locale, a canonical URL and a large card', () => {
    const html = renderShareMeta(
      '<html><head><title>x</title></head></html>',
      { title: 'Un article', image: '/storage/blog-images/a.webp' },
      'https://sankofa.example.org/blog/un-article',
    );
    expect(html).toContain(
      '<meta property="og:image" content="https://sankofa.example.org/storage/blog-images/a.webp">',
    );
    expect(html).toContain('<meta property="og:locale" content="fr_FR">');
    expect(html).toContain('<link rel="canonical" href="https://sankofa.example.org/blog/un-article">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });
});
