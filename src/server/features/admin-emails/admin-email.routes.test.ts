import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEmailSpecTypes, allAdminEmailTypes } from '../../../common/contracts/admin-emails';
import { adminNotificationEmails, notifications, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, uniqueIp } from '../../test/factories';
import { decodedMail, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';

/** The list as on an install that never had it: no address, not set up (whatever a start seeded). */
const notSetUp = async (app: TestApp) => {
  await app.database.db.delete(adminNotificationEmails);
  await app.app.services.settings.set('admin_notification_emails_configured', 'false');
};

let t: TestApp;
let smtp: SmtpCapture;
const mailsAt = (email: string) => smtp.received.filter((mail) => mail.to.includes(email)).map(decodedMail);

let admin: CreatedUser;
let member: CreatedUser;
let moderator: CreatedUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ smtpUrl: smtp.url, adminEmails: ['fondatrice@sankofa.test'] });
  await notSetUp(t);
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
  member = await createUser(t.app, t.database.db);
  await t.database.db.update(profiles).set({ fullName: 'Awa Diallo' }).where(eq(profiles.id, member.id));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = async (
  user: CreatedUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => {
  const res = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user ? { cookie: user.cookie } : {},
    remoteAddress: uniqueIp(),
    ...(payload ? { payload } : {}),
  });
  // The mails the request queued, delivered before the test reads the peer.
  await t.app.services.mail.flush();
  return res;
};

const post = async (content: string) => {
  const res = await call(member, 'POST', '/feed/posts', { content, mediaIds: [] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
};

const inApp = (userId: string, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

describe('admin notification e-mails (001 §2.16)', () => {
  it('is the admins’ only: a visitor 401, a member 403, a moderator the screen’s own text', async () => {
    expect((await call(null, 'GET', '/admin/notification-emails')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/admin/notification-emails')).statusCode).toBe(403);
    const refused = await call(moderator, 'POST', '/admin/notification-emails', { email: 'x@example.com' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Access denied. Admin privileges required.');
    expect(await t.database.db.select().from(adminNotificationEmails)).toEqual([]);
  });

  it('before the list is set up, the admins and ADMIN_EMAILS hear of everything, as before it existed', async () => {
    const list = (await call(admin, 'GET', '/admin/notification-emails')).json();
    expect(list).toMatchObject({ items: [], configured: false });
    expect(list.types.map((type: { type: string }) => type.type)).toEqual([
      allAdminEmailTypes,
      ...adminEmailSpecTypes,
    ]);
    const { id } = await post('Bonjour à toute la communauté');
    const rows = await inApp(admin.id, 'microblog_post');
    expect(rows.map((row) => (row.data as { post_id: string }).post_id)).toContain(id);
    expect(rows[0]?.priority).toBe('medium');
    const mail = mailsAt('fondatrice@sankofa.test').find((body) =>
      body.includes('Bonjour à toute la communauté'),
    );
    expect(mail).toContain('Subject: [Sankofa] Nouvelle publication');
    expect(mail).toContain(`http://localhost:3000/feed?post=${id}`);
  });

  it('adds an address with the default types, refuses a duplicate, a bad address and an unknown type', async () => {
    const res = await call(admin, 'POST', '/admin/notification-emails', { email: '  Veille@Example.com ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      email: 'veille@example.com',
      notificationTypes: ['blog_created', 'event_created', 'microblog_created'],
      isActive: true,
      isMember: false,
    });
    const again = await call(admin, 'POST', '/admin/notification-emails', { email: 'VEILLE@example.com' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Cette adresse est déjà dans la liste.');
    const bad = await call(admin, 'POST', '/admin/notification-emails', { email: 'pas-une-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].message).toBe('Veuillez saisir une adresse email valide.');
    const unknown = await call(admin, 'POST', '/admin/notification-emails', {
      email: 'autre@example.com',
      notificationTypes: ['piracy_created'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details[0].message).toBe('Type de notification inconnu.');
    expect((await call(admin, 'GET', '/admin/notification-emails')).json()).toMatchObject({
      configured: true,
      items: [{ email: 'veille@example.com' }],
    });
  });

  it('once set up, only its addresses hear: a mail to an outside address, nothing to the admin left out', async () => {
    const before = (await inApp(admin.id, 'microblog_post')).length;
    const { id } = await post('Atelier CV samedi à Abidjan');
    const mail = mailsAt('veille@example.com').find((body) => body.includes('Atelier CV samedi'));
    expect(mail).toContain('Subject: [Sankofa] Nouvelle publication');
    expect(mail).toContain('Awa Diallo a publi');
    expect(mail).toContain(`http://localhost:3000/feed?post=${id}`);
    expect(mailsAt('fondatrice@sankofa.test').some((body) => body.includes('Atelier CV samedi'))).toBe(false);
    expect(await inApp(admin.id, 'microblog_post')).toHaveLength(before);
  });

  it('an address of a member gets the alert in the app, for the types it ticked only', async () => {
    const added = await call(admin, 'POST', '/admin/notification-emails', {
      email: admin.email,
      notificationTypes: ['group_created'],
    });
    expect(added.json()).toMatchObject({ isMember: true });
    const feedBefore = (await inApp(admin.id, 'microblog_post')).length;
    await post('Une publication que seule la veille reçoit');
    expect(await inApp(admin.id, 'microblog_post')).toHaveLength(feedBefore);

    const group = await call(member, 'POST', '/groups', {
      name: 'Entrepreneures de Dakar',
      description: 'Un groupe',
    });
    expect(group.statusCode, group.body).toBe(201);
    const rows = await inApp(admin.id, 'group_created');
    expect(rows.map((row) => (row.data as { group_id: string }).group_id)).toContain(group.json().id);
    expect(mailsAt('veille@example.com').some((body) => body.includes('Entrepreneures de Dakar'))).toBe(
      false,
    );
  });

  it('`all` takes every type; an inactive address, a removed type or a deleted address takes nothing', async () => {
    const list = (await call(admin, 'GET', '/admin/notification-emails')).json();
    const veille = list.items.find((item: { email: string }) => item.email === 'veille@example.com');
    const toAll = await call(admin, 'PATCH', `/admin/notification-emails/${veille.id}`, {
      notificationTypes: ['all'],
    });
    expect(toAll.json().notificationTypes).toEqual(['all']);
    await call(member, 'POST', '/groups', { name: 'Cercle des ingénieures', description: 'Un groupe' });
    expect(mailsAt('veille@example.com').some((body) => body.includes('Cercle des ing'))).toBe(true);

    await call(admin, 'PATCH', `/admin/notification-emails/${veille.id}`, { isActive: false });
    await post('Pendant la pause de la veille');
    expect(mailsAt('veille@example.com').some((body) => body.includes('Pendant la pause'))).toBe(false);

    expect((await call(admin, 'DELETE', `/admin/notification-emails/${veille.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/admin/notification-emails/${veille.id}`)).statusCode).toBe(404);
  });

  it('renames an address, refusing one already listed', async () => {
    const created = (
      await call(admin, 'POST', '/admin/notification-emails', { email: 'presse@example.com' })
    ).json();
    const taken = await call(admin, 'PATCH', `/admin/notification-emails/${created.id}`, {
      email: admin.email,
    });
    expect(taken.statusCode).toBe(409);
    const renamed = await call(admin, 'PATCH', `/admin/notification-emails/${created.id}`, {
      email: 'redaction@example.com',
    });
    expect(renamed.json()).toMatchObject({ email: 'redaction@example.com' });
  });

  it('an empty change answers the address as it stands, or 404 (a fuzz finding: it was a 500)', async () => {
    const created = (
      await call(admin, 'POST', '/admin/notification-emails', { email: 'vide@example.com' })
    ).json();
    const unchanged = await call(admin, 'PATCH', `/admin/notification-emails/${created.id}`, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({ id: created.id, email: 'vide@example.com', isActive: true });
    const missing = await call(
      admin,
      'PATCH',
      '/admin/notification-emails/31eaf6d3-09e1-4177-84c1-52bf9c3f95e6',
      {},
    );
    expect(missing.statusCode).toBe(404);
  });

  it('delivers the contact form to every active address, whatever its types', async () => {
    const res = await call(null, 'POST', '/contact', {
      domain: 'Partenariat / Presse',
      email: 'visiteuse@example.org',
      subject: 'Partenariat presse',
      message: 'Bonjour, nous aimerions vous rencontrer.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      mailsAt('redaction@example.com').some((body) => body.includes('nous aimerions vous rencontrer')),
    ).toBe(true);
    expect(mailsAt(admin.email).some((body) => body.includes('nous aimerions vous rencontrer'))).toBe(true);
    expect(
      mailsAt('fondatrice@sankofa.test').some((body) => body.includes('nous aimerions vous rencontrer')),
    ).toBe(false);
  });
});

describe('the seed (decision 6)', () => {
  it('lists the admins and ADMIN_EMAILS once, taking every type, and never brings back a deleted one', async () => {
    const fresh = await buildTestApp({ adminEmails: ['Fondatrice@sankofa.test'] });
    try {
      await notSetUp(fresh);
      const boss = await createUser(fresh.app, fresh.database.db, { role: 'admin' });
      await fresh.app.services.adminEmails.seed();
      const rows = await fresh.database.db.select().from(adminNotificationEmails);
      expect(rows.map((row) => [row.email, row.notificationTypes]).sort()).toEqual(
        [
          ['fondatrice@sankofa.test', ['all']],
          [boss.email, ['all']],
        ].sort(),
      );
      await fresh.database.db
        .delete(adminNotificationEmails)
        .where(eq(adminNotificationEmails.email, 'fondatrice@sankofa.test'));
      await fresh.app.services.adminEmails.seed();
      expect(await fresh.database.db.select().from(adminNotificationEmails)).toHaveLength(1);
    } finally {
      await fresh.close();
    }
  });
});
