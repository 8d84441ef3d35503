/**
 * What is a member's by their e-mail address rather than their id: the stored copies of the mails sent
 * to them, their address's bounce and their newsletter subscription. It is in their data export, and it
 * goes with their account, whoever deletes it; the mail copies of everyone go after their retention.
 */
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { areaMemberData } from '../../area';
import { areas } from '../../areas';
import { mailBounces, mailOutbox, newsletterSubscribers } from '../../db/schema';
import { testClient } from '../../test/api-client';
import { type CreatedUser, createUser, mailsTo, uniqueIp } from '../../test/factories';
import { testAppForFile } from '../../test/suite';
import { buildExportArchive } from './export-archive';

const t = testAppForFile();
const api = testClient(t, '/api/v1');
const day = 24 * 60 * 60 * 1000;

/** A member subscribed to the newsletter, with a bounce on record and the mails of their sign-up. */
const memberWithAddressData = async () => {
  const member = await api.member('Adjoa Mensah');
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/api/v1/newsletter/subscriptions',
    payload: { email: member.email, acceptTerms: true },
    remoteAddress: uniqueIp(),
  });
  expect(subscribed.statusCode).toBe(200);
  await t.database.db.insert(mailBounces).values({ address: member.email, reason: '550 test' });
  expect((await mailsTo(t.database.db, member.email)).length).toBeGreaterThan(0);
  return member;
};

const addressDataOf = async (member: CreatedUser) => ({
  subscriptions: await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, member.email)),
  mails: await mailsTo(t.database.db, member.email),
  bounces: await t.database.db.select().from(mailBounces).where(eq(mailBounces.address, member.email)),
});

const archiveOf = async (memberId: string) => {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await buildExportArchive(
    t.database.db,
    areaMemberData(areas),
    t.app.services.storage,
    memberId,
    new Date(),
    sink,
  );
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  return (name: string) => JSON.parse(new TextDecoder().decode(files[`donnees/${name}.json`])) as unknown[];
};

describe("a member's data kept by their address", () => {
  it('is in their export: the subscription, the bounce, and the mails without their body or link', async () => {
    const member = await memberWithAddressData();
    const other = await memberWithAddressData();
    const read = await archiveOf(member.id);
    expect(read('newsletter_subscribers')).toEqual([
      expect.objectContaining({ email: member.email, source: 'newsletter_page' }),
    ]);
    expect(read('mail_bounces')).toEqual([expect.objectContaining({ address: member.email })]);
    const mails = read('mail_outbox') as Record<string, unknown>[];
    expect(mails.length).toBe((await mailsTo(t.database.db, member.email)).length);
    for (const mail of mails) {
      expect(mail.to_address).toBe(member.email);
      expect(mail).toHaveProperty('subject');
      for (const secret of ['html', 'text', 'link', 'headers']) expect(mail).not.toHaveProperty(secret);
    }
    expect(JSON.stringify(mails)).not.toContain(other.email);
  });

  it('goes with the account an admin deletes, and no one else’s', async () => {
    const member = await memberWithAddressData();
    const other = await memberWithAddressData();
    const admin = await createUser(t.app, t.database.db, { role: 'admin' });
    expect((await api.call(admin, 'DELETE', `/admin/users/${member.id}`)).statusCode).toBe(200);
    expect(await addressDataOf(member)).toEqual({ subscriptions: [], mails: [], bounces: [] });
    const kept = await addressDataOf(other);
    expect([kept.subscriptions.length, kept.bounces.length]).toEqual([1, 1]);
    expect(kept.mails.length).toBeGreaterThan(0);
  });

  it('goes with the account the member closes, once the grace period is over', async () => {
    const member = await memberWithAddressData();
    const requested = await api.call(member, 'POST', '/account/deletion', { password: member.password });
    expect(requested.json().status).toBe('scheduled');
    // The mail announcing the deletion stays until the account goes.
    expect((await mailsTo(t.database.db, member.email, 'account_deletion')).length).toBe(1);
    await t.app.services.accountDeletions.purgeDue(new Date(Date.now() + 31 * day));
    expect(await addressDataOf(member)).toEqual({ subscriptions: [], mails: [], bounces: [] });
  });
});

describe('the mail copies’ retention', () => {
  it('deletes the settled mails past the retention, and keeps a recent one and one still waiting', async () => {
    const member = await api.member('Kwame Asante');
    const { db } = t.database;
    const [first] = await mailsTo(db, member.email);
    if (!first) throw new Error('the sign-up sent no mail');
    const old = new Date(Date.now() - 91 * day);
    await db.update(mailOutbox).set({ createdAt: old }).where(eq(mailOutbox.id, first.id));
    const [waiting] = await db
      .insert(mailOutbox)
      .values({
        toAddress: member.email,
        subject: 'En attente',
        html: '<p>x</p>',
        text: 'x',
        kind: 'verification',
        status: 'retrying',
        createdAt: old,
      })
      .returning();
    const recent = (await mailsTo(db, member.email)).length - 2;
    // The daily job, with the default retention of 90 days.
    expect(await t.app.jobs.runTick('mail-retention', new Date())).toBe(true);
    const left = await mailsTo(db, member.email);
    expect(left.map((mail) => mail.id)).not.toContain(first.id);
    expect(left.map((mail) => mail.id)).toContain(waiting?.id);
    expect(left).toHaveLength(recent + 1);
  });
});
