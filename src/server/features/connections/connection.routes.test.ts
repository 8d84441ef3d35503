import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connections, notifications, profiles } from '../../db/schema';
import { testClient } from '../../test/api-client';
import { type CreatedUser, mailsTo } from '../../test/factories';
import { insertMember } from '../../test/network-factories';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();
const { call, member } = testClient(t);

const requestConnection = (from: CreatedUser, to: CreatedUser) =>
  call(from, 'POST', '/api/v1/connections', { recipientId: to.id });
const statusOf = async (viewer: CreatedUser, other: CreatedUser) =>
  (await call(viewer, 'GET', `/api/v1/connections/status/${other.id}`)).json();
const pendingCount = async (user: CreatedUser) =>
  (await call(user, 'GET', '/api/v1/connections/pending/count')).json().count as number;
const notificationsOf = (user: CreatedUser, type: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.type, type)));

describe('sending a request', () => {
  it('creates a pending request, notifies the recipient in the app and by e-mail', async () => {
    const awa = await member('Awa Diallo');
    const kofi = await member('Kofi Mensah');
    const res = await requestConnection(awa, kofi);
    expect(res.statusCode).toBe(201);
    const { connectionId } = res.json();
    expect(res.json()).toMatchObject({ state: 'pending_sent', outcome: 'sent' });

    expect(await statusOf(awa, kofi)).toEqual({ state: 'pending_sent', connectionId });
    expect(await statusOf(kofi, awa)).toEqual({ state: 'pending_received', connectionId });
    expect(await pendingCount(kofi)).toBe(1);
    expect(await pendingCount(awa)).toBe(0);

    const [notification] = await notificationsOf(kofi, 'connection_request');
    expect(notification).toMatchObject({
      title: 'Nouvelle demande de connexion',
      body: 'Awa Diallo souhaite rejoindre votre réseau.',
      readAt: null,
      data: { requester_id: awa.id, connection_id: connectionId },
    });
    const [mail] = await mailsTo(t.database.db, kofi.email, 'notification_connection_request');
    expect(mail?.subject).toBe('Awa Diallo souhaite se connecter avec vous sur Sankofa');
    expect(mail?.link).toBe(`http://localhost:3000/profile/${awa.id}`);

    const pending = (await call(kofi, 'GET', '/api/v1/connections/pending')).json();
    expect(pending.items).toEqual([expect.objectContaining({ id: connectionId })]);
    expect(pending.items[0].member).toMatchObject({ id: awa.id, fullName: 'Awa Diallo' });
  });

  it('refuses a second request while one is pending, in either direction', async () => {
    const a = await member('Aminata Sow');
    const b = await member('Bakary Traoré');
    await requestConnection(a, b);

    const again = await requestConnection(a, b);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'connection_already_pending',
      message: 'Une demande de connexion est déjà en attente.',
    });

    const crossing = await requestConnection(b, a);
    expect(crossing.statusCode).toBe(409);
    expect(crossing.json().error).toMatchObject({
      code: 'connection_pending_received',
      message:
        "Cet utilisateur vous a déjà envoyé une demande de connexion. Vous pouvez l'accepter ou la refuser.",
    });
    const rows = await t.database.db.select().from(connections).where(eq(connections.requesterId, b.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses oneself, an unknown member, a blocked or leaving member, a malformed id and a visitor', async () => {
    const a = await member('Chidi Okafor');
    expect((await requestConnection(a, a)).statusCode).toBe(400);
    const unknown = await call(a, 'POST', '/api/v1/connections', {
      recipientId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const blocked = await member('Compte Bloqué');
    await t.database.db.update(profiles).set({ isBlocked: true }).where(eq(profiles.id, blocked.id));
    expect((await requestConnection(a, blocked)).statusCode).toBe(404);
    // A member whose account deletion is pending is hidden like a blocked one (issue 38 §3).
    const leaving = await member('Compte En Partance');
    await t.database.db.update(profiles).set({ isLeaving: true }).where(eq(profiles.id, leaving.id));
    expect((await requestConnection(a, leaving)).statusCode).toBe(404);
    expect((await call(a, 'GET', `/api/v1/connections/status/${leaving.id}`)).statusCode).toBe(404);
    const malformed = await call(a, 'POST', '/api/v1/connections', { recipientId: 'kofi' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details[0].message).toBe(
      "L'identifiant de profil fourni n'est pas au format UUID valide.",
    );
    const visitor = await call(null, 'POST', '/api/v1/connections', { recipientId: a.id });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('answering', () => {
  it('accept: connected both ways, request notification read, requester notified and mailed', async () => {
    const requester = await member('Fatou Ndiaye');
    const recipient = await member('Moussa Keita');
    const { connectionId } = (await requestConnection(requester, recipient)).json();

    const res = await call(recipient, 'POST', `/api/v1/connections/${connectionId}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'connected', connectionId });
    expect(await statusOf(requester, recipient)).toEqual({ state: 'connected', connectionId });
    expect(await statusOf(recipient, requester)).toEqual({ state: 'connected', connectionId });
    expect(await pendingCount(recipient)).toBe(0);

    const [request] = await notificationsOf(recipient, 'connection_request');
    expect(request?.readAt).toBeInstanceOf(Date);
    const [accepted] = await notificationsOf(requester, 'connection_accepted');
    expect(accepted).toMatchObject({
      body: 'Moussa Keita a accepté votre demande de connexion.',
      data: { accepter_id: recipient.id, connection_id: connectionId },
    });
    const listed = (await call(requester, 'GET', '/api/v1/notifications')).json();
    expect(listed.items[0]).toMatchObject({ type: 'connection_accepted', link: `/profile/${recipient.id}` });
    const [mail] = await mailsTo(t.database.db, requester.email, 'notification_connection_accepted');
    expect(mail?.subject).toBe('Moussa Keita a accepté votre demande de connexion');

    // Mes connexions, from each side, shows the other member's card.
    const mine = (await call(requester, 'GET', '/api/v1/connections')).json();
    expect(mine.items.map((item: { member: { id: string } }) => item.member.id)).toEqual([recipient.id]);
    const theirs = (await call(recipient, 'GET', '/api/v1/connections')).json();
    expect(theirs.items.map((item: { member: { id: string } }) => item.member.id)).toEqual([requester.id]);

    // Connected: no new request either way, and the request cannot be answered again.
    for (const [from, to] of [
      [requester, recipient],
      [recipient, requester],
    ] as const) {
      const again = await requestConnection(from, to);
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('Vous êtes déjà connectés.');
    }
    const twice = await call(recipient, 'POST', `/api/v1/connections/${connectionId}/reject`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Action impossible.');
  });

  it('reject: the requester sees rejected, the recipient none; no e-mail by default', async () => {
    const requester = await member('Ngozi Adeyemi');
    const recipient = await member('Yao Kouassi');
    const { connectionId } = (await requestConnection(requester, recipient)).json();

    const res = await call(recipient, 'POST', `/api/v1/connections/${connectionId}/reject`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'none', connectionId: null });
    expect(await statusOf(requester, recipient)).toEqual({ state: 'rejected', connectionId });
    expect(await pendingCount(recipient)).toBe(0);
    const [request] = await notificationsOf(recipient, 'connection_request');
    expect(request?.readAt).toBeInstanceOf(Date);
    expect(await notificationsOf(requester, 'connection_rejected')).toHaveLength(1);
    expect(await mailsTo(t.database.db, requester.email, 'notification_connection_rejected')).toHaveLength(0);
  });

  it('only the recipient answers: the requester gets 403, a third member 404', async () => {
    const requester = await member('Ama Owusu');
    const recipient = await member('Ibrahima Fall');
    const third = await member('Zainab Bello');
    const { connectionId } = (await requestConnection(requester, recipient)).json();

    for (const action of ['accept', 'reject'] as const) {
      const own = await call(requester, 'POST', `/api/v1/connections/${connectionId}/${action}`);
      expect(own.statusCode).toBe(403);
      const foreign = await call(third, 'POST', `/api/v1/connections/${connectionId}/${action}`);
      expect(foreign.statusCode).toBe(404);
    }
    expect((await call(third, 'DELETE', `/api/v1/connections/${connectionId}`)).statusCode).toBe(404);
    // The recipient declines; cancelling is the requester's.
    expect((await call(recipient, 'DELETE', `/api/v1/connections/${connectionId}`)).statusCode).toBe(403);
    expect((await call(null, 'POST', `/api/v1/connections/${connectionId}/accept`)).statusCode).toBe(401);
    expect(await statusOf(recipient, requester)).toEqual({ state: 'pending_received', connectionId });
  });
});

describe('resending after a refusal (000 §4)', () => {
  it('the original requester resends: the same row is pending again', async () => {
    const requester = await member('Samuel Eto');
    const recipient = await member('Aïcha Koné');
    const { connectionId } = (await requestConnection(requester, recipient)).json();
    await call(recipient, 'POST', `/api/v1/connections/${connectionId}/reject`);

    const res = await requestConnection(requester, recipient);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ state: 'pending_sent', connectionId, outcome: 'resent' });
    expect(await statusOf(recipient, requester)).toEqual({ state: 'pending_received', connectionId });
    expect(await pendingCount(recipient)).toBe(1);
    expect(await notificationsOf(recipient, 'connection_request')).toHaveLength(2);
    const rows = await t.database.db.select().from(connections).where(eq(connections.id, connectionId));
    expect(rows[0]?.status).toBe('pending');
  });

  it('the member who declined asks in turn: a new row from them', async () => {
    const first = await member('Kwame Asante');
    const decliner = await member('Mariam Touré');
    const { connectionId } = (await requestConnection(first, decliner)).json();
    await call(decliner, 'POST', `/api/v1/connections/${connectionId}/reject`);
    expect(await statusOf(decliner, first)).toEqual({ state: 'none', connectionId: null });

    const res = await requestConnection(decliner, first);
    expect(res.statusCode).toBe(201);
    expect(res.json().outcome).toBe('sent');
    const newId = res.json().connectionId;
    expect(newId).not.toBe(connectionId);
    expect(await statusOf(first, decliner)).toEqual({ state: 'pending_received', connectionId: newId });

    // The first requester cannot resend over it: a request is pending the other way.
    const resend = await requestConnection(first, decliner);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().error.code).toBe('connection_pending_received');

    expect((await call(first, 'POST', `/api/v1/connections/${newId}/accept`)).statusCode).toBe(200);
    expect(await statusOf(decliner, first)).toEqual({ state: 'connected', connectionId: newId });
  });
});

describe('cancel and remove', () => {
  it('the requester cancels a pending request: nothing left, the notification withdrawn', async () => {
    const requester = await member('Léa Mbarga');
    const recipient = await member('Paul Biya Nkodo');
    const { connectionId } = (await requestConnection(requester, recipient)).json();
    const res = await call(requester, 'DELETE', `/api/v1/connections/${connectionId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'none', connectionId: null });
    expect(await statusOf(recipient, requester)).toEqual({ state: 'none', connectionId: null });
    expect(await pendingCount(recipient)).toBe(0);
    expect(await notificationsOf(recipient, 'connection_request')).toHaveLength(0);
    // A new request is possible after a cancel.
    expect((await requestConnection(requester, recipient)).json().outcome).toBe('sent');
  });

  it.each(['requester', 'recipient'] as const)('the %s removes an accepted connection', async (who) => {
    const requester = await member('Nadia Benali');
    const recipient = await member('Olu Adebayo');
    const { connectionId } = (await requestConnection(requester, recipient)).json();
    await call(recipient, 'POST', `/api/v1/connections/${connectionId}/accept`);
    const remover = who === 'requester' ? requester : recipient;
    const res = await call(remover, 'DELETE', `/api/v1/connections/${connectionId}`);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(requester, recipient)).toEqual({ state: 'none', connectionId: null });
    expect((await call(requester, 'GET', '/api/v1/connections')).json().items).toEqual([]);
    expect((await call(recipient, 'DELETE', `/api/v1/connections/${connectionId}`)).statusCode).toBe(404);
  });

  it('asks one member three times in 30 days at most: declined or cancelled, a fourth request waits', async () => {
    const requester = await member('Insistant Mbeki');
    const recipient = await member('Patiente Ouédraogo');
    const first = (await requestConnection(requester, recipient)).json();
    // A double click on a pending request is refused as such, and spends nothing.
    expect((await requestConnection(requester, recipient)).statusCode).toBe(409);
    await call(recipient, 'POST', `/api/v1/connections/${first.connectionId}/reject`);
    const second = (await requestConnection(requester, recipient)).json();
    expect(second.outcome).toBe('resent');
    await call(recipient, 'POST', `/api/v1/connections/${second.connectionId}/reject`);
    const third = (await requestConnection(requester, recipient)).json();
    await call(requester, 'DELETE', `/api/v1/connections/${third.connectionId}`);
    const fourth = await requestConnection(requester, recipient);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.message).toBe(
      'Vous avez déjà fait plusieurs fois cette demande. Réessayez dans quelques semaines.',
    );
    // The recipient may still ask in turn, and others may still ask them.
    expect((await requestConnection(recipient, requester)).statusCode).toBe(201);
  });

  it('a declined row cannot be deleted', async () => {
    const requester = await member('Thandiwe Dube');
    const recipient = await member('Jabu Nkosi');
    const { connectionId } = (await requestConnection(requester, recipient)).json();
    await call(recipient, 'POST', `/api/v1/connections/${connectionId}/reject`);
    const res = await call(requester, 'DELETE', `/api/v1/connections/${connectionId}`);
    expect(res.statusCode).toBe(409);
  });
});

describe('preferences on connection notifications', () => {
  it('e-mail off: the notification is stored, no mail; in-app off: nothing stored', async () => {
    const requester = await member('Rokia Traoré');
    const recipient = await member('Salif Keïta');
    const put = await call(recipient, 'PUT', '/api/v1/notification-preferences', {
      items: [{ type: 'connection_request', inApp: true, email: false }],
    });
    expect(put.statusCode).toBe(200);
    await requestConnection(requester, recipient);
    expect(await notificationsOf(recipient, 'connection_request')).toHaveLength(1);
    expect(await mailsTo(t.database.db, recipient.email, 'notification_connection_request')).toHaveLength(0);

    const other = await member('Oumou Sangaré');
    await call(other, 'PUT', '/api/v1/notification-preferences', {
      items: [{ type: 'connection_request', inApp: false, email: true }],
    });
    await requestConnection(requester, other);
    expect(await notificationsOf(other, 'connection_request')).toHaveLength(0);
    expect(await mailsTo(t.database.db, other.email, 'notification_connection_request')).toHaveLength(1);
  });
});

describe('the accepted list', () => {
  it('pages by keyset, newest first, and hides blocked and leaving members', async () => {
    const owner = await member('Chinwe Eze');
    const others = [];
    for (let i = 0; i < 3; i++) {
      const other = await member(`Relation ${i}`);
      const { connectionId } = (await requestConnection(other, owner)).json();
      await call(owner, 'POST', `/api/v1/connections/${connectionId}/accept`);
      others.push(other);
    }
    const first = (await call(owner, 'GET', '/api/v1/connections?limit=2')).json();
    expect(first.items.map((i: { member: { fullName: string } }) => i.member.fullName)).toEqual([
      'Relation 2',
      'Relation 1',
    ]);
    const second = (
      await call(owner, 'GET', `/api/v1/connections?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items.map((i: { member: { fullName: string } }) => i.member.fullName)).toEqual([
      'Relation 0',
    ]);
    expect(second.nextCursor).toBeNull();

    const blocked = others[1];
    if (!blocked) throw new Error('missing member');
    await t.database.db.update(profiles).set({ isBlocked: true }).where(eq(profiles.id, blocked.id));
    const after = (await call(owner, 'GET', '/api/v1/connections')).json();
    expect(after.items).toHaveLength(2);

    // A member whose account's deletion is pending is hidden from everyone, their connections included.
    const leaving = others[0];
    if (!leaving) throw new Error('missing member');
    await t.database.db.update(profiles).set({ isLeaving: true }).where(eq(profiles.id, leaving.id));
    const items = (await call(owner, 'GET', '/api/v1/connections')).json().items;
    expect(items.map((i: { member: { fullName: string } }) => i.member.fullName)).toEqual(['Relation 2']);
  });
});

describe('abuse limit', () => {
  it('allows 50 requests a day per member, then 429 with Retry-After', async () => {
    const sender = await member('Envoyeur Pressé');
    for (let i = 0; i < 50; i++) {
      const recipientId = await insertMember(t.database.db, { fullName: `Destinataire ${i}` });
      const res = await call(sender, 'POST', '/api/v1/connections', { recipientId });
      expect(res.statusCode).toBe(201);
    }
    const recipientId = await insertMember(t.database.db, { fullName: 'Destinataire de trop' });
    const res = await call(sender, 'POST', '/api/v1/connections', { recipientId });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
