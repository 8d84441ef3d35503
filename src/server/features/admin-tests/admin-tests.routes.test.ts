import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, mailsTo } from '../../test/factories';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';

let t: TestApp;
let smtp: SmtpCapture;
let admin: CreatedUser;
let otherAdmin: CreatedUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ smtpUrl: smtp.url });
  admin = await createUser(t.app, t.database.db, { role: 'admin' });
  otherAdmin = await createUser(t.app, t.database.db, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const post = (url: string, payload: object = {}, user: CreatedUser | null = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/tests/${url}`,
    headers: user ? { cookie: user.cookie } : {},
    payload,
  });

const notificationsOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('the test screens', () => {
  it('are the admins’: 401 for a visitor, 403 for a member or a moderator', async () => {
    expect((await post('mail', { to: 'x@example.com' }, null)).statusCode).toBe(401);
    const member = await createUser(t.app, t.database.db);
    expect((await post('mail', { to: 'x@example.com' }, member)).statusCode).toBe(403);
    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await post('admin-notification', { type: 'blog' }, moderator)).statusCode).toBe(403);
    expect(smtp.received.filter((mail) => mail.to.includes('x@example.com'))).toHaveLength(0);
  });

  it('sends a real test mail through SMTP to the address given', async () => {
    const res = await post('mail', { to: 'Essai@Example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'sent', to: 'essai@example.com', error: null });
    const mail = smtp.received.find((m) => m.to.includes('essai@example.com'));
    expect(mail?.raw).toContain('Subject: Email de test');
    expect((await mailsTo(t.database.db, 'essai@example.com', 'admin_test'))[0]?.status).toBe('sent');
  });

  it('checks the SMTP server answers', async () => {
    const res = await post('mail-server');
    expect(res.json()).toEqual({ mode: 'smtp', error: null });
  });

  it('refuses an address that is not one', async () => {
    const res = await post('mail', { to: 'pas-une-adresse' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].message).toBe('Saisissez une adresse e-mail valide.');
  });

  it('sends a real in-app notification to the member chosen by address', async () => {
    const member = await createUser(t.app, t.database.db);
    await t.database.db.update(profiles).set({ fullName: 'Awa Diallo' }).where(eq(profiles.id, member.id));
    const res = await post('notification', { email: member.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipient: { id: member.id, name: 'Awa Diallo' }, delivered: true });
    const [item] = await notificationsOf(member.id);
    expect(item).toMatchObject({ type: 'admin_test', title: 'Notification de test' });
    expect(item?.body).toBe('Ceci est une notification de test envoyée depuis le back-office.');
    const missing = await post('notification', { email: 'personne@example.com' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Aucun membre avec cette adresse.');
  });

  it('notifies every admin of a content type, the one testing included', async () => {
    const res = await post('admin-notification', { type: 'event' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ type: 'event', recipients: 2 });
    for (const user of [admin, otherAdmin]) {
      const items = await notificationsOf(user.id);
      expect(items.map((n) => n.body)).toContain(
        'Test de notification admin : nouveau contenu de type « événement ».',
      );
    }
  });

  it('shows the configuration without a secret', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/tests/configuration',
      headers: { cookie: admin.cookie },
    });
    expect(res.json()).toEqual({
      publicUrl: 'http://localhost:3000',
      mailFrom: expect.any(String),
      mailMode: 'smtp',
      stripeCheckout: false,
      stripeWebhook: false,
      ai: false,
      adminEmails: 0,
      admins: 2,
    });
    expect(res.body).not.toContain('smtp://');
  });

  it('limits how many tests an admin runs an hour', async () => {
    let last = 0;
    for (let i = 0; i < 30 && last !== 429; i++) last = (await post('mail-server')).statusCode;
    expect(last).toBe(429);
    expect((await post('mail-server')).json().error.code).toBe('admin_test_rate_limited');
  });
});

describe('the test mail, when the queue is quicker', () => {
  it('answers sent for a mail the queue’s own tick delivered first', async () => {
    // A tick every millisecond: the queue often claims the test mail before the request does.
    const busy = await buildTestApp({ smtpUrl: smtp.url }, { mailQueue: { pollMs: 1 } });
    try {
      const staff = await createUser(busy.app, busy.database.db, { role: 'admin' });
      for (let i = 0; i < 5; i++) {
        const res = await busy.app.inject({
          method: 'POST',
          url: '/api/v1/admin/tests/mail',
          headers: { cookie: staff.cookie },
          payload: { to: `course${i}@example.com` },
        });
        expect(res.json()).toEqual({ status: 'sent', to: `course${i}@example.com`, error: null });
      }
    } finally {
      await busy.close();
    }
  });
});
