import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

interface Received {
  to: string[];
  raw: string;
}

/** The message with quoted-printable soft breaks and escapes undone (enough to read the texts). */
const decoded = (mail: Received) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const mailTo = (email: string, text: string) =>
  received.map(decoded).find((body, i) => received[i]?.to.includes(email) && body.includes(text));

let t: TestApp;
let smtp: SMTPServer;
const received: Received[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
