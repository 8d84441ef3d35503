import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountSettings,
  mailBounces,
  mailOutbox,
  notificationPreferences,
  profiles,
  prospects,
} from '../../db/schema';
import { testClient } from '../../test/api-client';
import {
  createUser,
  lastLinkTo,
  mailsTo,
  oneClickUnsubscribe,
  uniqueEmail,
  unsubscribeTokenIn,
} from '../../test/factories';
import { requestConnection } from '../../test/network-factories';
import { testAppForFile, userFixture } from '../../test/suite';
import { signedToken } from '../rules/signed-token';

const t = testAppForFile();
const admin = userFixture(t, { role: 'admin' });
const { call } = testClient(t, '/api/v1');

describe('mails in the member’s language, and leaving them', () => {
  it('a member in English gets the connection request in English, with a one-click way out of that kind only', async () => {
    const requester = await createUser(t.app, t.database.db);
    await t.database.db.update(profiles).set({ fullName: 'Awa Diallo' }).where(eq(profiles.id, requester.id));
    const recipient = await createUser(t.app, t.database.db);
    await t.database.db.insert(accountSettings).values({ userId: recipient.id, language: 'en' });
    await requestConnection(t.app, requester, recipient.id);
    const [mail] = await mailsTo(t.database.db, recipient.email, 'notification_connection_request');
    expect(mail?.language).toBe('en');
    expect(mail?.subject).toBe('Awa Diallo wants to connect with you on Sankofa');
    expect(mail?.text).toMatch(/^Hello,/);
    expect(mail?.text).toContain('/settings/notifications');
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

    // The page reads what the link turns off; a visitor POSTs with no cookie.
    const token = unsubscribeTokenIn(mail?.text);
    const described = await call(null, 'GET', `/mail/unsubscribe?token=${token}`);
    expect(described.json()).toEqual({
      topic: 'notification:connection_request',
      label: 'notifications.types.connection_request',
    });
    expect((await call(null, 'GET', `/mail/unsubscribe?token=${token.slice(0, -2)}xx`)).statusCode).toBe(404);
    expect((await oneClickUnsubscribe(t.app, token)).statusCode).toBe(204);
    const saved = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, recipient.id));
    expect(saved).toEqual([
      expect.objectContaining({ type: 'connection_request', email: false, inApp: true }),
    ]);
  });

  it('transactional mails carry no unsubscribe', async () => {
    const email = uniqueEmail('sans-sortie');
    await t.app.services.mail.send({
      to: email,
      kind: 'verification',
      template: 'mail.verify',
      essential: true,
      unsubscribe: { topic: 'weekly_digest', id: admin.id },
      link: 'http://localhost:3000/x',
    });
    const [mail] = await mailsTo(t.database.db, email);
    expect(mail?.headers).toBeNull();
    expect(mail?.text).not.toContain('desabonnement');
  });
});

describe('the links of reminder and prospection mails sent before /desabonnement', () => {
  it('are read by /desabonnement, which turns off what they named', async () => {
    const member = await createUser(t.app, t.database.db);
    const reminders = signedToken(t.config.authSecret, 'rule-reminder', member.id);
    expect((await call(null, 'GET', `/mail/unsubscribe?token=${reminders}`)).json()).toEqual({
      topic: 'rule_reminder',
      label: 'notifications.types.rule_reminder',
    });
    expect((await oneClickUnsubscribe(t.app, reminders)).statusCode).toBe(204);
    const saved = await t.database.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, member.id));
    expect(saved).toEqual([expect.objectContaining({ type: 'rule_reminder', email: false })]);

    const [prospect] = await t.database.db
      .insert(prospects)
      .values({ nom: 'Diop', email: uniqueEmail('prospect') })
      .returning();
    const prospection = signedToken(t.config.authSecret, 'prospect-unsubscribe', prospect?.id ?? '');
    expect((await oneClickUnsubscribe(t.app, prospection)).statusCode).toBe(204);
    const [after] = await t.database.db
      .select()
      .from(prospects)
      .where(eq(prospects.id, prospect?.id ?? ''));
    expect(after?.unsubscribedAt).not.toBeNull();

    // A token signed for one purpose is no other's.
    const crossed = signedToken(t.config.authSecret, 'other-purpose', member.id);
    expect((await call(null, 'GET', `/mail/unsubscribe?token=${crossed}`)).statusCode).toBe(404);
  });
});

describe('the bounced-address banner', () => {
  it('tells a member their address bounces, and no longer once they changed it', async () => {
    const member = await createUser(t.app, t.database.db);
    expect((await call(null, 'GET', '/mail/bounce')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/mail/bounce')).json()).toEqual({ bounced: false, reason: null });

    await t.database.db
      .insert(mailBounces)
      .values({ address: member.email.toLowerCase(), reason: '550 5.1.1 Mailbox unavailable' });
    expect((await call(member, 'GET', '/mail/bounce')).json()).toEqual({
      bounced: true,
      reason: '550 5.1.1 Mailbox unavailable',
    });

    // The member gives another address, through the link mailed to it.
    const newEmail = uniqueEmail('nouvelle');
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/email-change',
      headers: { cookie: member.cookie },
      payload: { newEmail, password: member.password },
    });
    const link = new URL(await lastLinkTo(t.database.db, newEmail, 'email_change'));
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/account/email-change/confirm',
      headers: { cookie: member.cookie },
      payload: { token: link.searchParams.get('token') },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await call(member, 'GET', '/mail/bounce')).json()).toEqual({ bounced: false, reason: null });
  });
});

describe('the admin outbox', () => {
  it('filters by state and kind; "Renvoyer" queues a failed mail again, for an admin only', async () => {
    const email = uniqueEmail('echec');
    const { id } = await t.app.services.mail.send({
      to: email,
      kind: 'invitation',
      template: 'mail.invite',
      params: { inviter: 'Awa' },
      link: 'http://localhost:3000/',
    });
    await t.database.db
      .update(mailOutbox)
      .set({ status: 'failed', error: '550 no such user' })
      .where(eq(mailOutbox.id, id));
    const failed = await call(admin, 'GET', '/admin/mails?status=failed&kind=invitation');
    expect(failed.json().items.map((mail: { id: string }) => mail.id)).toContain(id);
    const sent = await call(admin, 'GET', '/admin/mails?status=sent&kind=invitation');
    expect(sent.json().items.map((mail: { id: string }) => mail.id)).not.toContain(id);
    expect((await call(admin, 'GET', '/admin/mails?status=perdu')).statusCode).toBe(400);

    const member = await createUser(t.app, t.database.db);
    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await call(null, 'POST', `/admin/mails/${id}/resend`)).statusCode).toBe(401);
    expect((await call(member, 'POST', `/admin/mails/${id}/resend`)).statusCode).toBe(403);
    expect((await call(moderator, 'POST', `/admin/mails/${id}/resend`)).statusCode).toBe(403);
    expect((await mailsTo(t.database.db, email))[0]?.status).toBe('failed');

    expect((await call(admin, 'POST', `/admin/mails/${id}/resend`)).statusCode).toBe(204);
    // No SMTP here: the record is the delivery again (with SMTP it goes back to the queue).
    expect((await mailsTo(t.database.db, email))[0]).toMatchObject({ status: 'outbox', error: null });
    expect((await call(admin, 'POST', `/admin/mails/${id}/resend`)).statusCode).toBe(409);
  });
});

describe('the outbox counts on the dashboard', () => {
  it('counts the mails waiting, retrying, given up and held, for an admin only', async () => {
    const counts = async () => (await call(admin, 'GET', '/admin/mails/counts')).json();
    const before = await counts();
    for (const status of ['queued', 'retrying', 'retrying', 'failed', 'held', 'sent'] as const) {
      const { id } = await t.app.services.mail.send({
        to: uniqueEmail('compte'),
        kind: 'invitation',
        template: 'mail.invite',
        params: { inviter: 'Awa' },
        link: 'http://localhost:3000/',
      });
      await t.database.db.update(mailOutbox).set({ status }).where(eq(mailOutbox.id, id));
    }
    expect(await counts()).toEqual({
      queued: before.queued + 1,
      retrying: before.retrying + 2,
      failed: before.failed + 1,
      held: before.held + 1,
    });

    const member = await createUser(t.app, t.database.db);
    const moderator = await createUser(t.app, t.database.db, { role: 'moderateur' });
    expect((await call(null, 'GET', '/admin/mails/counts')).statusCode).toBe(401);
    expect((await call(member, 'GET', '/admin/mails/counts')).statusCode).toBe(403);
    expect((await call(moderator, 'GET', '/admin/mails/counts')).statusCode).toBe(403);
  });
});
