/** Admin area: who may open it (permissions, staff roles), the site configuration and the dashboard settings with their images. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logs } from '../../db/schema';
import { testClient } from '../../test/api-client';
import { type CreatedUser, multipartFile, uniqueEmail } from '../../test/factories';
import { testAppForFile, userFixture } from '../../test/suite';

const t = testAppForFile();
const { call } = testClient(t, '/api/v1');
const admin = userFixture(t, { role: 'admin' });
const member = userFixture(t);
const moderateur = userFixture(t, { role: 'moderateur' });
const contentManager = userFixture(t, { role: 'contentmanager' });

const png = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#0f5257' } })
    .png()
    .toBuffer();

const upload = (cookie: string, slot: string, file: ReturnType<typeof multipartFile>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/settings/assets/${slot}`,
    payload: file.payload,
    headers: { ...file.headers, cookie },
  });

describe('admin area permissions', () => {
  const adminRoutes = [
    ['GET', '/api/v1/admin/settings'],
    ['PATCH', '/api/v1/admin/settings'],
    ['POST', '/api/v1/admin/settings/assets/siteLogo'],
    ['DELETE', '/api/v1/admin/settings/assets/siteLogo'],
    ['GET', '/api/v1/admin/site-settings'],
    ['PATCH', '/api/v1/admin/site-settings'],
    ['GET', '/api/v1/admin/mails'],
    ['GET', '/api/v1/admin/logs'],
    ['GET', '/api/v1/admin/me'],
  ] as const;

  it.each(adminRoutes)('%s %s refuses a visitor with 401', async (method, url) => {
    const res = await t.app.inject({ method, url, payload: method === 'PATCH' ? {} : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it.each(adminRoutes)('%s %s refuses a member with 403 and logs the attempt', async (method, url) => {
    const res = await t.app.inject({
      method,
      url,
      headers: { cookie: member.cookie },
      payload: method === 'PATCH' ? {} : undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    const rows = await t.database.db.select().from(logs).where(eq(logs.userId, member.id));
    expect(
      rows.some((row) => row.action === 'unauthorized_access_attempt' && row.details?.path === url),
    ).toBe(true);
  });

  it('lets an admin in', async () => {
    const res = await call(admin, 'GET', '/admin/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ loggingEnabled: false, aiEnabled: false });
  });
});

describe('staff roles', () => {
  const get = (cookie: string, url: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin${url}`, headers: { cookie } });

  it('opens the frame to a moderateur, whose /admin/me lists no screen they may not open', async () => {
    const res = await get(moderateur.cookie, '/me');
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me.role).toBe('moderateur');
    expect(me.abilities).toEqual(expect.arrayContaining(['admin.open', 'stats.view']));
    expect(me.abilities).not.toContain('admin.logs');
    expect(me.screens).not.toContain('logs');
    expect(me.screens).toEqual(['general-stats', 'testimonials', 'reports']);
  });

  it('lists every screen for an admin, in the sidebar order', async () => {
    const res = await get(admin.cookie, '/me');
    expect(res.json()).toMatchObject({
      role: 'admin',
      screens: [
        'dashboard',
        'users',
        'delete-user',
        'static-pages',
        'pricing',
        'payments',
        'social-links',
        'faq',
        'article-ideas',
        'general-stats',
        'home-stats',
        'categories-pro',
        'newsletter',
        'second-factors',
        'content-categories',
        'testimonials',
        'reports',
        'notification-emails',
        'contact-messages',
        'settings',
        'mails',
        'logs',
        'companies',
        'cartographie',
        'rules',
        'prospection',
        'notification-test',
        'test-notifications',
      ],
    });
    expect(res.json().abilities).toContain('admin.logs');
  });

  it.each([
    ['moderateur', 'GET', '/logs'],
    ['moderateur', 'GET', '/mails'],
    ['moderateur', 'GET', '/settings'],
    ['contentmanager', 'GET', '/logs'],
    ['contentmanager', 'PATCH', '/settings'],
    ['contentmanager', 'DELETE', '/settings/assets/siteLogo'],
  ] as const)('refuses a %s on %s %s with the staff text, and logs it', async (role, method, url) => {
    const caller = role === 'moderateur' ? moderateur : contentManager;
    const res = await t.app.inject({
      method,
      url: `/api/v1/admin${url}`,
      headers: { cookie: caller.cookie },
      // An invalid body: the right is checked before validation, so the answer is 403, not 400.
      payload: method === 'PATCH' ? { aiEnabled: 'oui' } : undefined,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({
      code: 'forbidden',
      message: 'Accès réservé aux administrateurs.',
    });
    const rows = await t.database.db.select().from(logs).where(eq(logs.userId, caller.id));
    expect(
      rows.some(
        (row) =>
          row.action === 'unauthorized_access_attempt' &&
          row.details?.path === `/api/v1/admin${url}` &&
          row.details?.role === role,
      ),
    ).toBe(true);
  });

  it('keeps the generic refusal for a member, who does not open the frame at all', async () => {
    const res = await get(member.cookie, '/me');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).not.toBe('Accès réservé aux administrateurs.');
  });
});

describe('site configuration (/admin/settings)', () => {
  const patch = (user: CreatedUser, payload: object) => call(user, 'PATCH', '/admin/site-settings', payload);

  it('saves the site name and the contact address; every page reads them at once', async () => {
    const before = await call(admin, 'GET', '/admin/site-settings');
    expect(before.json()).toMatchObject({
      siteName: 'Sankofa',
      contactEmail: null,
      environment: {
        mailMode: 'outbox',
        database: t.database.kind === 'postgres' ? 'postgresql' : 'pglite',
        stripeConfigured: false,
      },
    });
    const saved = await patch(admin, {
      siteName: '  Diaspora Pro ',
      contactEmail: 'bonjour@diaspora.example',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      siteName: 'Diaspora Pro',
      contactEmail: 'bonjour@diaspora.example',
    });
    const pub = (await call(null, 'GET', '/settings/public')).json();
    expect(pub).toMatchObject({ siteName: 'Diaspora Pro', contactEmail: 'bonjour@diaspora.example' });

    const bad = await patch(admin, { siteName: ' ', contactEmail: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { message: string }) => d.message)).toEqual([
      'Le nom du site est requis.',
      'Veuillez saisir une adresse email valide.',
    ]);
    // Blank: no address shown.
    await patch(admin, { siteName: 'Sankofa', contactEmail: '' });
    expect((await call(null, 'GET', '/settings/public')).json().contactEmail).toBeNull();
  });

  it('is for admins only: a moderateur or content manager gets 403 and nothing changes', async () => {
    for (const staff of [moderateur, contentManager]) {
      const refused = await patch(staff, { siteName: 'Pris en otage', contactEmail: '' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Accès réservé aux administrateurs.');
      const read = await call(staff, 'GET', '/admin/site-settings');
      expect(read.statusCode).toBe(403);
    }
    const pub = (await call(null, 'GET', '/settings/public')).json();
    expect(pub.siteName).not.toBe('Pris en otage');
  });
});

describe('dashboard settings', () => {
  it('saves the toggles, and the public settings follow at once', async () => {
    const patch = await call(admin, 'PATCH', '/admin/settings', { aiEnabled: true });
    expect(patch.json()).toEqual({ loggingEnabled: false, aiEnabled: true });
    const pub = await call(null, 'GET', '/settings/public');
    expect(pub.json().aiEnabled).toBe(true);
    await call(admin, 'PATCH', '/admin/settings', { aiEnabled: false });
  });

  it('writes action logs only while logging is on', async () => {
    const before = (await t.database.db.select().from(logs).where(eq(logs.action, 'invitation_sent'))).length;
    await call(admin, 'POST', '/invitations', { email: uniqueEmail() });
    expect((await t.database.db.select().from(logs).where(eq(logs.action, 'invitation_sent'))).length).toBe(
      before,
    );

    await call(admin, 'PATCH', '/admin/settings', { loggingEnabled: true });
    const invited = uniqueEmail();
    await call(admin, 'POST', '/invitations', { email: invited });
    const rows = await t.database.db.select().from(logs).where(eq(logs.action, 'invitation_sent'));
    expect(rows.at(-1)).toMatchObject({ userId: admin.id, details: { email: invited } });

    const viewer = await call(admin, 'GET', `/admin/logs?q=${encodeURIComponent(invited)}`);
    expect(viewer.json().items).toHaveLength(1);
    // The filter's choices: every action the areas' modules declare.
    expect(viewer.json().actions).toEqual(
      expect.arrayContaining(['invitation_sent', 'unauthorized_access_attempt', 'settings_updated']),
    );
    await call(admin, 'PATCH', '/admin/settings', { loggingEnabled: false });
  });

  it('stores a PNG logo re-encoded and shows it in the public settings', async () => {
    const res = await upload(admin.cookie, 'siteLogo', multipartFile('logo.png', await png(), 'image/png'));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/storage\/public-assets\/website-logo-\d+-siteLogo\.png$/);
    expect((await call(null, 'GET', '/settings/public')).json().assets.siteLogo).toBe(url);
  });

  it('judges the type by the bytes, not the name', async () => {
    const fake = await upload(
      admin.cookie,
      'siteLogo',
      multipartFile('logo.png', Buffer.from('GIF89a not really a png'), 'image/png'),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Format de fichier non supporté. Utilisez PNG, JPG ou SVG.');

    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const renamed = await upload(admin.cookie, 'hero1', multipartFile('photo.jpg', gif, 'image/jpeg'));
    expect(renamed.statusCode).toBe(415);

    const realPngNamedTxt = await upload(
      admin.cookie,
      'hero1',
      multipartFile('notes.txt', await png(), 'text/plain'),
    );
    expect(realPngNamedTxt.statusCode).toBe(200);
  });

  it('sanitizes an SVG: no script, no event handler, no external reference', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="10" height="10" fill="#0f5257"/></a><use href="https://evil.example/x.svg#a"/><foreignObject><div>x</div></foreignObject></svg>',
    );
    const res = await upload(admin.cookie, 'squareLogo', multipartFile('logo.svg', svg, 'image/svg+xml'));
    expect(res.statusCode).toBe(200);
    const stored = await t.app.inject({ method: 'GET', url: res.json().url });
    expect(stored.statusCode).toBe(200);
    const body = stored.body;
    expect(body).toContain('<rect');
    expect(body).toContain('viewBox');
    // Still a drawable document: the root keeps its children and its closing tag.
    expect(body).toMatch(/^<svg[^>]*>[\s\S]*<rect[\s\S]*<\/svg>$/);
    expect(body).not.toMatch(/script|onload|javascript:|evil\.example|foreignObject/i);
    expect(stored.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(admin.cookie, 'hero2', multipartFile('big.png', big, 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
  });

  it('empties a slot', async () => {
    await upload(admin.cookie, 'footerLogo', multipartFile('f.png', await png(), 'image/png'));
    const res = await call(admin, 'DELETE', '/admin/settings/assets/footerLogo');
    expect(res.statusCode).toBe(200);
    expect((await call(null, 'GET', '/settings/public')).json().assets.footerLogo).toBeNull();
  });
});
