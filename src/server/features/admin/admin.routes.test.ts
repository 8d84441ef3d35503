import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, profiles } from '../../db/schema';
import { toNumberedPage } from '../../lib/numbered-page';
import * as logRepo from '../../platform/logs/log.repository';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, multipartFile, uniqueEmail } from '../../test/factories';

let t: TestApp;
let admin: CreatedUser;
let member: CreatedUser;
let moderateur: CreatedUser;
let contentManager: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  [admin, member, moderateur, contentManager] = await Promise.all([
    createUser(t.app, t.database.db, { role: 'admin' }),
    createUser(t.app, t.database.db),
    createUser(t.app, t.database.db, { role: 'moderateur' }),
    createUser(t.app, t.database.db, { role: 'contentmanager' }),
  ]);
});
afterAll(async () => {
  await t.close();
});

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
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/settings',
      headers: { cookie: admin.cookie },
    });
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
  const patch = (user: CreatedUser, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/site-settings',
      headers: { cookie: user.cookie },
      payload,
    });

  it('saves the site name and the contact address; every page reads them at once', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/site-settings',
      headers: { cookie: admin.cookie },
    });
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
    const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/settings/public' })).json();
    expect(pub).toMatchObject({ siteName: 'Diaspora Pro', contactEmail: 'bonjour@diaspora.example' });

    const bad = await patch(admin, { siteName: ' ', contactEmail: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.map((d: { message: string }) => d.message)).toEqual([
      'Le nom du site est requis.',
      'Veuillez saisir une adresse email valide.',
    ]);
    // Blank: no address shown.
    await patch(admin, { siteName: 'Sankofa', contactEmail: '' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/settings/public' })).json().contactEmail,
    ).toBeNull();
  });

  it('is for admins only: a moderateur or content manager gets 403 and nothing changes', async () => {
    for (const staff of [moderateur, contentManager]) {
      const refused = await patch(staff, { siteName: 'Pris en otage', contactEmail: '' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe('Accès réservé aux administrateurs.');
      const read = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/site-settings',
        headers: { cookie: staff.cookie },
      });
      expect(read.statusCode).toBe(403);
    }
    const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/settings/public' })).json();
    expect(pub.siteName).not.toBe('Pris en otage');
  });
});

describe('dashboard settings', () => {
  it('saves the toggles, and the public settings follow at once', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { aiEnabled: true },
    });
    expect(patch.json()).toEqual({ loggingEnabled: false, aiEnabled: true });
    const pub = await t.app.inject({ method: 'GET', url: '/api/v1/settings/public' });
    expect(pub.json().aiEnabled).toBe(true);
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { aiEnabled: false },
    });
  });

  it('writes action logs only while logging is on', async () => {
    const before = (await t.database.db.select().from(logs).where(eq(logs.action, 'invitation_sent'))).length;
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: { cookie: admin.cookie },
      payload: { email: uniqueEmail() },
    });
    expect((await t.database.db.select().from(logs).where(eq(logs.action, 'invitation_sent'))).length).toBe(
      before,
    );

    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { loggingEnabled: true },
    });
    const invited = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: { cookie: admin.cookie },
      payload: { email: invited },
    });
    const rows = await t.database.db.select().from(logs).where(eq(logs.action, 'invitation_sent'));
    expect(rows.at(-1)).toMatchObject({ userId: admin.id, details: { email: invited } });

    const viewer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/logs?q=${encodeURIComponent(invited)}`,
      headers: { cookie: admin.cookie },
    });
    expect(viewer.json().items).toHaveLength(1);
    // The filter's choices: every action the areas' modules declare.
    expect(viewer.json().actions).toEqual(
      expect.arrayContaining(['invitation_sent', 'unauthorized_access_attempt', 'settings_updated']),
    );
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { loggingEnabled: false },
    });
  });

  it('stores a PNG logo re-encoded and shows it in the public settings', async () => {
    const res = await upload(admin.cookie, 'siteLogo', multipartFile('logo.png', await png(), 'image/png'));
    expect(res.statusCode).toBe(200);
    const url: string = res.json().url;
    expect(url).toMatch(/^\/storage\/public-assets\/website-logo-\d+-siteLogo\.png$/);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/settings/public' })).json().assets.siteLogo,
    ).toBe(url);
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
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/admin/settings/assets/footerLogo',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/settings/public' })).json().assets.footerLogo,
    ).toBeNull();
  });
});

describe('mail outbox', () => {
  const outbox = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/mails?${query}`, headers: { cookie: admin.cookie } });

  it('lists the mails newest first, by numbered pages with their total', async () => {
    const email = uniqueEmail('outbox');
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations',
        headers: { cookie: admin.cookie },
        payload: { email },
      });
    }
    const first = await outbox(`q=${email}&pageSize=2`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, totalCapped: false, page: 1, pageSize: 2 });
    expect(first.json().items).toHaveLength(2);
    expect(first.json().items[0].subject).toContain('vous invite à rejoindre Sankofa');
    const second = await outbox(`q=${email}&pageSize=2&page=2`);
    expect(second.json()).toMatchObject({ total: 3, page: 2 });
    expect(second.json().items).toHaveLength(1);
    const ids = [...first.json().items, ...second.json().items].map((mail: { id: string }) => mail.id);
    expect(new Set(ids).size).toBe(3);
    // Past the last page: no rows, and still the total (counted apart), so the pager can go back.
    const past = await outbox(`q=${email}&pageSize=2&page=3`);
    expect(past.json()).toMatchObject({ items: [], total: 3, page: 3 });
  });

  it('answers an empty search with a total of 0', async () => {
    const res = await outbox(`q=${uniqueEmail('nobody')}`);
    expect(res.json()).toEqual({ items: [], total: 0, totalCapped: false, page: 1, pageSize: 20 });
  });
});

describe('numbered pages refuse crafted page numbers with 400, never 500', () => {
  const crafted = [
    ['page 0', 'page=0'],
    ['a negative page', 'page=-1'],
    ['a word', 'page=deux'],
    ['a fraction', 'page=1.5'],
    ['infinity', 'page=1e400'],
    ['a huge number', 'page=99999999999999999999'],
    ['a page past the count cap', 'page=501'],
    ['a repeated page', 'page=1&page=2'],
    ['pageSize 0', 'pageSize=0'],
    ['pageSize over 100', 'pageSize=1000'],
    ['a page past the cap with small pages', 'page=10001&pageSize=1'],
  ] as const;

  it.each(crafted)('with %s', async (_label, query) => {
    for (const list of ['/api/v1/admin/mails', '/api/v1/admin/logs']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${list}?${query}`,
        headers: { cookie: admin.cookie },
      });
      expect({ list, status: res.statusCode }).toEqual({ list, status: 400 });
      expect(res.json().error.code).toBe('validation_failed');
    }
  });

  it('says which field in French', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/logs?page=0',
      headers: { cookie: admin.cookie },
    });
    expect(res.json().error.details).toEqual([
      { path: 'page', key: 'common.pageInvalid', message: 'Numéro de page invalide.' },
    ]);
  });

  it('reads an emptied page field as the first page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/logs?page=&pageSize=',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, pageSize: 20 });
  });
});

describe('action log', () => {
  /** `count` log rows one second apart (newest last), each carrying `marker` in its details. */
  const seedLogs = async (marker: string, count: number, action = 'settings_updated') => {
    const start = Date.now() - 3_600_000;
    await t.database.db.insert(logs).values(
      Array.from({ length: count }, (_, index) => ({
        userId: member.id,
        action,
        details: { marker, index },
        createdAt: new Date(start + index * 1000),
      })),
    );
  };
  const logPage = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/logs?${query}`, headers: { cookie: admin.cookie } });

  it('pages a search 20 at a time, newest first, with the total', async () => {
    const marker = `marqueur-${uniqueEmail()}`;
    await seedLogs(marker, 25);
    const first = await logPage(`q=${marker}`);
    expect(first.json()).toMatchObject({ total: 25, page: 1, pageSize: 20 });
    expect(first.json().items).toHaveLength(20);
    expect(first.json().items[0]).toMatchObject({ email: member.email, details: { marker, index: 24 } });
    const second = await logPage(`q=${marker}&page=2`);
    expect(second.json()).toMatchObject({ total: 25, page: 2 });
    expect(second.json().items.map((entry: { details: { index: number } }) => entry.details.index)).toEqual([
      4, 3, 2, 1, 0,
    ]);
  });

  it('filters by action and searches the member’s address', async () => {
    const marker = `filtre-${uniqueEmail()}`;
    await seedLogs(marker, 3, 'asset_removed');
    await seedLogs(marker, 2, 'asset_uploaded');
    const removed = await logPage(`q=${marker}&action=asset_removed`);
    expect(removed.json().total).toBe(3);
    expect(removed.json().items.every((entry: { action: string }) => entry.action === 'asset_removed')).toBe(
      true,
    );
    const byEmail = await logPage(`q=${encodeURIComponent(member.email)}&action=asset_uploaded`);
    expect(byEmail.json().total).toBeGreaterThanOrEqual(2);
    expect(byEmail.json().items[0].email).toBe(member.email);
  });

  it('stops counting at the cap and says so', async () => {
    const marker = `plafond-${uniqueEmail()}`;
    await seedLogs(marker, 5);
    const found = await logRepo.listPage(t.database.db, { q: marker }, { cap: 3, offset: 0, limit: 2 });
    expect(found.rows).toHaveLength(2);
    const page = toNumberedPage({ page: 1, pageSize: 2 }, found, (row) => row.id, 3);
    expect(page).toMatchObject({ total: 3, totalCapped: true });
    // A page past the end still learns the (capped) count.
    const past = await logRepo.listPage(t.database.db, { q: marker }, { cap: 3, offset: 4, limit: 2 });
    expect(past).toEqual({ rows: [], total: 4 });
  });
});

describe('invitations', () => {
  it('needs a signed-in member and a valid address', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/invitations', payload: { email: uniqueEmail() } }))
        .statusCode,
    ).toBe(401);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: { cookie: member.cookie },
      payload: { email: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe("L'email est requis");
  });

  it("mails a sign-up link in the inviter's name", async () => {
    const email = uniqueEmail('invite');
    await t.database.db.update(profiles).set({ fullName: 'Awa Diallo' }).where(eq(profiles.id, member.id));
    // As saving the profile does (the session's cached profile goes).
    await t.app.services.sessionCache.invalidate(member.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: { cookie: member.cookie },
      payload: { email },
    });
    expect(res.statusCode).toBe(201);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/mails?q=${email}`,
      headers: { cookie: admin.cookie },
    });
    const [mail] = page.json().items;
    expect(mail.subject).toBe('Awa Diallo vous invite à rejoindre Sankofa');
    expect(mail.link).toBe('http://localhost:3000/?auth=signup');
  });
});
