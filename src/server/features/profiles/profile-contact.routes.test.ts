import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, mailsTo } from '../../test/factories';
import { setProfile } from '../../test/profile-factories';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';

let smtp: SmtpCapture;
let t: TestApp;
let sender: CreatedUser;
let recipient: CreatedUser;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ smtpUrl: smtp.url });
  sender = await createUser(t.app, t.database.db);
  recipient = await createUser(t.app, t.database.db);
  await setProfile(t.database.db, sender.id, { fullName: 'Awa Diop' });
  await setProfile(t.database.db, recipient.id, { fullName: 'Kofi Mensah' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const contact = async (user: CreatedUser | null, profileId: string, payload: object) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/profiles/${profileId}/contact`,
    headers: user ? { cookie: user.cookie } : {},
    payload,
  });
  await t.app.services.mail.flush();
  return res;
};

describe('contact by e-mail', () => {
  it('mails the message to the member with reply-to the sender and the default subject', async () => {
    const res = await contact(sender, recipient.id, {
      message: 'Bonjour Kofi,\n<b>Parlons</b> de votre projet.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const [stored] = await mailsTo(t.database.db, recipient.email, 'profile_contact');
    expect(stored).toMatchObject({ subject: 'Nouveau message de Awa Diop sur Sankofa', status: 'sent' });
    expect(stored?.text).toContain('Parlons');
    expect(stored?.html).toContain('Bonjour Kofi,<br>&lt;b&gt;Parlons&lt;/b&gt; de votre projet.');
    expect(stored?.link).toBe(`http://localhost:3000/profile/${sender.id}`);

    const mail = smtp.received.find(
      (m) =>
        m.to.includes(recipient.email.toLowerCase()) &&
        m.raw.includes('Subject: Nouveau message de Awa Diop'),
    );
    expect(mail).toBeDefined();
    expect(mail?.raw).toMatch(new RegExp(`^Reply-To: ${sender.email.replace(/[.]/g, '\\.')}`, 'mi'));
  });

  it('uses the subject given', async () => {
    const res = await contact(sender, recipient.id, {
      subject: 'Mission à Dakar',
      message: 'Êtes-vous disponible ?',
    });
    expect(res.statusCode).toBe(200);
    const [latest] = await mailsTo(t.database.db, recipient.email, 'profile_contact');
    expect(latest?.subject).toBe('Mission à Dakar');
  });

  it('refuses a blank message', async () => {
    const res = await contact(sender, recipient.id, { subject: 'Vide', message: '   \n ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([
      expect.objectContaining({ path: 'message', message: 'Le message ne peut pas être vide.' }),
    ]);
  });

  it('refuses writing to oneself, an unknown member, a blocked member and a visitor', async () => {
    const self = await contact(sender, sender.id, { message: 'Moi' });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe('contact_self');

    const unknown = await contact(sender, '00000000-0000-4000-8000-000000000000', { message: 'Allô' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      code: 'recipient_not_found',
      message: "Impossible d'identifier le destinataire. Veuillez réessayer.",
    });

    const blocked = await createUser(t.app, t.database.db);
    await setProfile(t.database.db, blocked.id, { isBlocked: true });
    expect((await contact(sender, blocked.id, { message: 'Allô' })).json().error.code).toBe(
      'recipient_not_found',
    );
    // A member whose account's deletion is pending is hidden from everyone, their inbox included.
    const leaving = await createUser(t.app, t.database.db);
    await setProfile(t.database.db, leaving.id, { isLeaving: true });
    expect((await contact(sender, leaving.id, { message: 'Allô' })).json().error.code).toBe(
      'recipient_not_found',
    );
    expect(await mailsTo(t.database.db, leaving.email, 'profile_contact')).toEqual([]);

    expect((await contact(sender, 'kofi', { message: 'Allô' })).json().error.code).toBe('invalid_profile_id');
    expect((await contact(null, recipient.id, { message: 'Allô' })).statusCode).toBe(401);
  });

  it('allows 10 mails an hour per sender, then answers 429 with Retry-After', async () => {
    const busy = await createUser(t.app, t.database.db);
    for (let i = 0; i < 10; i++) {
      expect((await contact(busy, recipient.id, { message: `Message ${i}` })).statusCode).toBe(200);
    }
    const res = await contact(busy, recipient.id, { message: 'Un de trop' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('contact_rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another sender is not affected.
    expect((await contact(sender, recipient.id, { message: 'Encore moi' })).statusCode).toBe(200);
  });
});
