import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limits } from '../../../common/limits';
import { profiles, users, verifications } from '../../db/schema';
import { removedLinkText } from '../../platform/mail/mail.service';
import type { MailTransport } from '../../plugins/mail';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser, mailsTo, uniqueEmail, uniqueIp } from '../../test/factories';

const hours = (n: number) => n * 60 * 60 * 1000;

describe('scheduled security clean-up (issue 11 §1, §5, §9)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const runAt = (at: Date) => t.app.jobs.runTick('security-clean-up', at);
  const accountOf = async (email: string) =>
    (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0];

  it('deletes an account whose address was not proven within the link’s lifetime, profile included', async () => {
    const stranger = await createUser(t.app, t.database.db, { confirmed: false });
    const member = await createUser(t.app, t.database.db);
    const justSignedUp = uniqueEmail();
    // Within the lifetime nothing goes.
    expect(await runAt(new Date(Date.now() + hours(1)))).toBe(true);
    expect(await accountOf(stranger.email)).toBeDefined();
    // Past it, the unproven account goes; the confirmed member stays.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: justSignedUp, password: 'motdepasse-solide' },
      remoteAddress: uniqueIp(),
    });
    expect(await runAt(new Date(Date.now() + (limits.verificationTtlSeconds + 60) * 1000))).toBe(true);
    expect(await accountOf(stranger.email)).toBeUndefined();
    expect(await accountOf(justSignedUp)).toBeUndefined();
    const left = await t.database.db.select().from(profiles).where(eq(profiles.id, stranger.id));
    expect(left).toHaveLength(0);
    expect(await accountOf(member.email)).toBeDefined();
    const attempts = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `sign-up-attempt:${stranger.id}`));
    expect(attempts).toHaveLength(0);
  });

  it('runs a tick once, however often it is asked', async () => {
    // At the start of a minute, so one second later is the same tick (a random instant could cross it).
    const at = new Date(Math.floor((Date.now() + hours(100)) / 60_000) * 60_000);
    expect(await runAt(at)).toBe(true);
    expect(await runAt(new Date(at.getTime() + 1000))).toBe(false);
    expect(await runAt(new Date(at.getTime() + 60_000))).toBe(true);
  });

  it('cuts an expired sign-in link out of the outbox copy, and keeps a live one until then', async () => {
    const email = uniqueEmail();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/magic-link',
      payload: { email },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode).toBe(200);
    const [kept] = await mailsTo(t.database.db, email, 'magic_link');
    expect(kept?.link).toMatch(/token=/);
    await runAt(new Date(Date.now() + (limits.magicLinkTtlSeconds - 120) * 1000));
    expect((await mailsTo(t.database.db, email, 'magic_link'))[0]?.link).toBe(kept?.link);

    await runAt(new Date(Date.now() + hours(200)));
    const [cut] = await mailsTo(t.database.db, email, 'magic_link');
    expect(cut?.link).toBeNull();
    expect(cut?.text).not.toContain('token=');
    expect(cut?.html).not.toContain('token=');
    expect(cut?.text).toContain(removedLinkText);
  });
});

describe('mail delivered by SMTP (issue 11 §5)', () => {
  let t: TestApp;
  const delivered: string[] = [];
  const smtp: MailTransport = {
    kind: 'smtp',
    deliver: async (mail) => {
      delivered.push(mail.text);
    },
    close: () => {},
  };
  beforeAll(async () => {
    t = await buildTestApp({}, { mailTransport: smtp });
  });
  afterAll(async () => {
    await t.close();
  });

  it('delivers the link, and the stored copy never holds it', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: 'motdepasse-solide' },
      remoteAddress: uniqueIp(),
    });
    // The queue delivers after the request (issue 36): wait for it.
    await t.app.services.mail.flush();
    expect(delivered.at(-1)).toMatch(/verify-email\?token=/);
    const [stored] = await mailsTo(t.database.db, email, 'verification');
    expect(stored?.status).toBe('sent');
    expect(stored?.link).toBeNull();
    expect(`${stored?.html}${stored?.text}`).not.toContain('token=');
  });

  it('keeps the links of mails that are not secrets (an invitation’s link to the site)', async () => {
    const member = await createUser(t.app, t.database.db);
    const to = uniqueEmail('invite');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: { cookie: member.cookie },
      payload: { email: to },
    });
    expect(res.statusCode).toBe(201);
    expect((await mailsTo(t.database.db, to))[0]?.link).toBeTruthy();
  });
});
