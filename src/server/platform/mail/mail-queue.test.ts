import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { mailsTo, uniqueEmail, uniqueIp } from '../../test/factories';
import { freePort } from '../../test/free-port';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';

/** A real SMTP peer on `port`; `refuse` answers 550 to those recipients. */
const startPeer = (port: number, refuse: string[] = []) =>
  startSmtpCapture({ port, refuses: (address) => refuse.includes(address) });

/** Each recipient of the messages received (the queue sends one message to each). */
const recipients = (peer: SmtpCapture) => peer.received.flatMap((mail) => mail.to);

const waitFor = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
};

const fast = { pollMs: 100, retryBaseMs: 300 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('the mail queue', () => {
  it('with the SMTP peer down, a sign-up answers at once; the mail arrives once the peer is back, with no action', async () => {
    const port = await freePort();
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { mailQueue: fast });
    cleanups.push(t.close);
    const email = uniqueEmail('file');
    const started = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email, password: 'motdepasse-solide-42' },
      headers: { cookie: 'sankofa_lang=en' },
      remoteAddress: uniqueIp(),
    });
    expect(res.statusCode, res.body).toBe(201);
    // The request did not wait on SMTP (a refused connection, then retries).
    expect(Date.now() - started).toBeLessThan(5000);
    expect(
      await waitFor(
        async () => (await mailsTo(t.database.db, email, 'verification'))[0]?.status === 'retrying',
        5000,
      ),
    ).toBe(true);
    const [waiting] = await mailsTo(t.database.db, email, 'verification');
    expect(waiting?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(waiting?.nextAttemptAt).not.toBeNull();

    const peer = await startPeer(port);
    cleanups.push(peer.close);
    expect(await waitFor(() => recipients(peer).includes(email), 15_000)).toBe(true);
    // The peer has it; the worker records the delivery just after.
    const isSent = async () => (await mailsTo(t.database.db, email, 'verification'))[0]?.status === 'sent';
    expect(await waitFor(isSent, 15_000)).toBe(true);
    const [sent] = await mailsTo(t.database.db, email, 'verification');
    expect(sent).toMatchObject({ status: 'sent', error: null, link: null });
    expect(sent?.attempts).toBeGreaterThanOrEqual(2);
    // The confirmation link left the stored copy once delivered.
    expect(sent?.text).not.toContain('verify-email');
    // Written in the language the visitor was reading (the interface's cookie).
    expect(sent?.language).toBe('en');
    expect(sent?.subject).toMatch(/Confirm/i);
    // A peer stopped then started, and two retries: room for a loaded CI machine.
  }, 120_000);

  it('retries with backoff, then gives up after the limit keeping the reason', async () => {
    const port = await freePort();
    const t = await buildTestApp(
      { smtpUrl: `smtp://127.0.0.1:${port}` },
      { mailQueue: { pollMs: 60_000, retryBaseMs: 1000, giveUpMs: 10_000 } },
    );
    cleanups.push(t.close);
    const email = uniqueEmail('abandon');
    await t.app.services.mail.send({
      to: email,
      kind: 'invitation',
      template: 'mail.invite',
      params: { inviter: 'Awa' },
      link: 'http://localhost:3000/',
    });
    await t.app.services.mail.flush();
    const [first] = await mailsTo(t.database.db, email);
    expect(first?.status).toBe('retrying');
    const firstDelay = (first?.nextAttemptAt?.getTime() ?? 0) - Date.now();
    expect(firstDelay).toBeGreaterThan(0);
    expect(firstDelay).toBeLessThanOrEqual(1000);
    // Attempts on a clock of our own: 1 s, 2 s, 4 s… until past 10 s after the mail was written.
    let clock = Date.now();
    for (let i = 0; i < 6; i++) {
      clock += 9000;
      await t.app.services.mail.flush(() => new Date(clock));
    }
    const [last] = await mailsTo(t.database.db, email);
    expect(last?.status).toBe('failed');
    expect(last?.error).toMatch(/ECONNREFUSED|connect/i);
    expect(last?.attempts).toBeGreaterThanOrEqual(2);
  });

  it('once the peer answers again, the mails waiting for a retry go at once, not after their backoff (issue 41)', async () => {
    const port = await freePort();
    // A retry an hour away: without the pull-forward the waiting mails would stay until then.
    const t = await buildTestApp(
      { smtpUrl: `smtp://127.0.0.1:${port}` },
      { mailQueue: { pollMs: 60_000, retryBaseMs: 3600_000 } },
    );
    cleanups.push(t.close);
    const invite = (to: string) =>
      t.app.services.mail.send({
        to,
        kind: 'invitation',
        template: 'mail.invite',
        params: { inviter: 'Awa' },
        link: 'http://localhost:3000/',
      });
    const waiting = [uniqueEmail('attente'), uniqueEmail('attente'), uniqueEmail('attente')];
    for (const to of waiting) await invite(to);
    await t.app.services.mail.flush();
    for (const to of waiting) expect((await mailsTo(t.database.db, to))[0]?.status).toBe('retrying');

    const peer = await startPeer(port);
    cleanups.push(peer.close);
    const next = uniqueEmail('retour');
    await invite(next);
    await t.app.services.mail.flush();
    for (const to of [...waiting, next]) expect((await mailsTo(t.database.db, to))[0]?.status).toBe('sent');
    expect(recipients(peer).sort()).toEqual([...waiting, next].sort());
  });

  it('a 5xx to the recipient marks the address: its next non-essential mail is held, a confirmation still goes', async () => {
    const port = await freePort();
    const bad = uniqueEmail('rejete');
    const peer = await startPeer(port, [bad]);
    cleanups.push(peer.close);
    const t = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { mailQueue: fast });
    cleanups.push(t.close);
    const mail = t.app.services.mail;
    const invite = {
      to: bad,
      kind: 'invitation',
      template: 'mail.invite',
      params: { inviter: 'Awa' },
      link: 'http://localhost:3000/',
    } as const;
    await mail.send(invite);
    await mail.flush();
    expect((await mailsTo(t.database.db, bad))[0]).toMatchObject({ status: 'failed' });
    expect((await mail.bounceOf(bad))?.reason).toMatch(/550|Mailbox/);
    const held = await mail.send(invite);
    expect(held.status).toBe('held');
    const essential = await mail.send({
      ...invite,
      kind: 'verification',
      template: 'mail.verify',
      essential: true,
    });
    expect(essential.status).toBe('queued');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  it('deliver a burst of 500 mails exactly once each', async () => {
    const port = await freePort();
    const peer = await startPeer(port);
    cleanups.push(peer.close);
    const queue = { pollMs: 50, batch: 10 };
    const a: TestApp = await buildTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` }, { mailQueue: queue });
    cleanups.push(a.close);
    const url = a.database.url;
    if (!url) throw new Error('no database url');
    const b = await buildTestApp(
      { smtpUrl: `smtp://127.0.0.1:${port}` },
      { mailQueue: queue },
      { databaseUrl: url },
    );
    cleanups.push(b.close);
    const addresses = Array.from({ length: 500 }, (_, i) => `rafale-${i}@example.com`);
    // Half written by each instance, all at once: both workers wake and claim from the same table.
    await Promise.all(
      addresses.map((to, i) =>
        (i % 2 === 0 ? a : b).app.services.mail.send({
          to,
          kind: 'invitation',
          template: 'mail.invite',
          params: { inviter: `N°${i}` },
          link: 'http://localhost:3000/',
        }),
      ),
    );
    expect(await waitFor(() => recipients(peer).length >= 500, 90_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(recipients(peer)).toHaveLength(500);
    expect(new Set(recipients(peer)).size).toBe(500);
    const rows = await a.database.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'invitation'));
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(500);
    const byA = a.app.services.mail.queue.counters().sent;
    const byB = b.app.services.mail.queue.counters().sent;
    expect(byA + byB).toBe(500);
    // Both shared the work.
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
  }, 120_000);
});
