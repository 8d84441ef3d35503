import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { renderShareMeta } from './plugins/web-assets';
import { buildTestApp, type TestApp } from './test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('HTTP configuration (issue 11 §9)', () => {
  it('lets the page connect to its own realtime socket only, no ws:/wss: wildcard', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    const connect = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(connect).toEqual(["'self'", 'ws://localhost:3000']);
  });

  it('refuses framing in both headers, and sends HSTS only where the site is on https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const secure = await buildTestApp({ publicUrl: 'https://reseau.example.org' });
    try {
      const answer = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
  });

  it('has request, connection and keep-alive timeouts', () => {
    // Node's own server carries what Fastify was given.
    expect(t.app.server.requestTimeout).toBe(60_000);
    expect(t.app.server.timeout).toBe(120_000);
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });

  it('serves stored documents as downloads, images inline', async () => {
    const dir = path.join(t.config.dataDir, 'storage', 'public', 'media', 'http-test');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'doc.pdf'), '%PDF-1.4\n<script>alert(1)</script>');
    writeFileSync(path.join(dir, 'photo.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
    const pdf = await t.app.inject({ method: 'GET', url: '/storage/media/http-test/doc.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe('attachment');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    const png = await t.app.inject({ method: 'GET', url: '/storage/media/http-test/photo.png' });
    expect(png.headers['content-disposition']).toBeUndefined();
  });

  it('inserts a member’s text into a share preview as text, whatever `$` patterns it holds', () => {
    const html =
      '<html><head><title>Sankofa</title><meta name="description" content="d"></head><body></body></html>';
    const title = "Awa $' $& $` $$ <b>";
    const out = renderShareMeta(
      html,
      { title, description: "Bio $'" },
      'http://localhost:3000/profile/x',
      'Sankofa',
    );
    expect(out).toContain("<title>Awa $' $&amp; $` $$ &lt;b&gt;</title>");
    expect(out).toContain('<meta property="og:description" content="Bio $\'">');
    expect(out.match(/<\/head>/g)).toHaveLength(1);
    expect(out.endsWith('<body></body></html>')).toBe(true);
  });
});

describe('AUTH_SECRET (issue 11 §9)', () => {
  it('refuses a secret shorter than 32 characters, with a readable error', () => {
    expect(() => loadConfig({ AUTH_SECRET: 'trop-court', DATA_DIR: '/tmp/sankofa-config-test' })).toThrow(
      /AUTH_SECRET: must be at least 32 characters/,
    );
  });

  it('accepts a long one, and generates one when unset', () => {
    const secret = 'a'.repeat(32);
    expect(loadConfig({ AUTH_SECRET: secret, DATA_DIR: '/tmp/sankofa-config-test' }).authSecret).toBe(secret);
    expect(loadConfig({ DATA_DIR: '/tmp/sankofa-config-test' }).authSecret.length).toBeGreaterThanOrEqual(32);
  });
});
