import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';
import { decodedMail, type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';

const mailTo = (email: string, text: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(email))
    .map(decodedMail)
    .find((body) => body.includes(text));

let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await buildTestApp({ smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const named = async (fullName: string) => {
  const user = await createUser(t.app, t.database.db);
  await t.database.db.update(profiles).set({ fullName }).where(eq(profiles.id, user.id));
  return user;
};

describe('connection e-mails at a real SMTP peer', () => {
  it('delivers the request mail to the recipient and the acceptance mail to the requester', async () => {
    const requester = await named('Awa Diallo');
    const recipient = await named('Kofi Mensah');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connections',
      headers: { cookie: requester.cookie },
      payload: { recipientId: recipient.id },
    });
    await t.app.services.mail.flush();
    const request = mailTo(recipient.email, 'Awa Diallo vous a envoyé une demande de connexion');
    expect(request).toContain('Subject: Awa Diallo souhaite se connecter avec vous sur Sankofa');
    expect(request).toContain(`http://localhost:3000/profile/${requester.id}`);

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/connections/${res.json().connectionId}/accept`,
      headers: { cookie: recipient.cookie },
    });
    await t.app.services.mail.flush();
    const accepted = mailTo(requester.email, 'Kofi Mensah a accepté votre demande de connexion sur Sankofa');
    expect(accepted).toContain(`http://localhost:3000/profile/${recipient.id}`);
  });
});
