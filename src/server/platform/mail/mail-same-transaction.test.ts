import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, contactMessages, users, verifications } from '../../db/schema';
import { createUser, mailsTo, uniqueEmail, uniqueIp } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import type { MailRequest } from './mail.service';

/*
 * Issue 36 §1: a mail is written in the transaction of the change that causes it. When writing the
 * mail fails, the change is rolled back with it (and a change that commits always has its mail).
 */
const t = testAppForFile();
afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes writing a mail of `kind` fail, as a full disk or a lost connection would. */
const failMailsOf = (kind: MailRequest['kind']) => {
  const { mail } = t.app.services;
  const send = mail.send.bind(mail);
  vi.spyOn(mail, 'send').mockImplementation(async (input, tx) => {
    if (input.kind === kind) throw new Error('outbox write failed');
    return send(input, tx);
  });
};

const post = (url: string, payload: Record<string, unknown>, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    headers: cookie ? { cookie } : {},
    remoteAddress: uniqueIp(),
  });

describe('a mail written with the change that causes it', () => {
  it('the contact form: no message is stored when its mail cannot be written', async () => {
    const email = uniqueEmail('contact');
    // The team's address, which the message is mailed to (the site's admins until others are set).
    await createUser(t.app, t.database.db, { role: 'admin' });
    failMailsOf('contact_message');
    const message = { domain: 'Support technique', email, subject: 'Bonjour', message: 'Un message.' };
    expect((await post('/contact', message)).statusCode).toBe(500);
    const stored = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(stored).toEqual([]);

    vi.restoreAllMocks();
    expect((await post('/contact', message)).statusCode).toBe(200);
    expect(
      await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, email)),
    ).toHaveLength(1);
    // A visitor's typed address gets nothing (issue 33: the form relays no mail).
    expect(await mailsTo(t.database.db, email, 'contact_copy')).toHaveLength(0);
  });

  it('the recovery link: no live link is stored without its mail', async () => {
    const member = await createUser(t.app, t.database.db);
    failMailsOf('password_reset');
    expect((await post('/auth/password/forgot', { email: member.email })).statusCode).toBe(500);
    const links = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `password-reset:${member.id}`));
    expect(links).toEqual([]);
  });

  it('a sign-up on an unconfirmed address: the new password is kept only with its confirmation mail', async () => {
    const email = uniqueEmail('inscription');
    expect((await post('/auth/sign-up', { email, password: 'premier-mot-de-passe' })).statusCode).toBe(201);
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const hashOf = async () => {
      const [row] = await t.database.db
        .select({ password: accounts.password })
        .from(accounts)
        .where(eq(accounts.userId, account?.id ?? ''));
      return row?.password;
    };
    const before = await hashOf();
    failMailsOf('verification');
    expect((await post('/auth/sign-up', { email, password: 'second-mot-de-passe' })).statusCode).toBe(500);
    expect(await hashOf()).toBe(before);
    expect(await mailsTo(t.database.db, email, 'verification')).toHaveLength(1);
  });
});
