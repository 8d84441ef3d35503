import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, uniqueEmail } from '../../test/factories';

let t: TestApp;
let admin: CreatedUser;
let member: CreatedUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  member = await createUser(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const png = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: '#0f5257' } })
    .png()
    .toBuffer();

const multipart = (filename: string, content: Buffer, type = 'application/octet-stream') => {
  const boundary = '----sankofa-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

const upload = (cookie: string, slot: string, file: ReturnType<typeof multipart>) =>
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
    ['GET', '/api/v1/admin/mails'],
    ['GET', '/api/v1/admin/logs'],
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
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { loggingEnabled: false },
    });
  });

  it('stores a PNG logo re-encoded and shows it in the public settings', async () => {
    const res = await upload(admin.cookie, 'siteLogo', multipart('logo.png', await png(), 'image/png'));
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
      multipart('logo.png', Buffer.from('GIF89a not really a png'), 'image/png'),
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe('Format de fichier non supporté. Utilisez PNG, JPG ou SVG.');

    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const renamed = await upload(admin.cookie, 'hero1', multipart('photo.jpg', gif, 'image/jpeg'));
    expect(renamed.statusCode).toBe(415);

    const realPngNamedTxt = await upload(
      admin.cookie,
      'hero1',
      multipart('notes.txt', await png(), 'text/plain'),
    );
    expect(realPngNamedTxt.statusCode).toBe(200);
  });

  it('sanitizes an SVG: no script, no event handler, no external reference', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)"><rect width="10" height="10" fill="#0f5257"/></a><use href="https://evil.example/x.svg#a"/><foreignObject><div>x</div></foreignObject></svg>',
    );
    const res = await upload(admin.cookie, 'squareLogo', multipart('logo.svg', svg, 'image/svg+xml'));
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
    const res = await upload(admin.cookie, 'hero2', multipart('big.png', big, 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('file_too_large');
  });

  it('empties a slot', async () => {
    await upload(admin.cookie, 'footerLogo', multipart('f.png', await png(), 'image/png'));
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
  it('lists the mails newest first, by keyset pages', async () => {
    const email = uniqueEmail('outbox');
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations',
        headers: { cookie: admin.cookie },
        payload: { email },
      });
    }
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/mails?q=${email}&limit=2`,
      headers: { cookie: admin.cookie },
    });
    expect(first.json().items).toHaveLength(2);
    expect(first.json().items[0].subject).toContain('vous invite à rejoindre Sankofa');
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/mails?q=${email}&limit=2&cursor=${first.json().nextCursor}`,
      headers: { cookie: admin.cookie },
    });
    expect(next.json().items).toHaveLength(1);
    expect(next.json().nextCursor).toBeNull();
  });

  it('answers a forged cursor with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/mails?cursor=nope',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
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
