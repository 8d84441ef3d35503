import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../../common/limits';
import { conversations, messages, notifications, profilePrivacy, profiles } from '../../db/schema';
import { testClient } from '../../test/api-client';
import { type CreatedUser, mailsTo } from '../../test/factories';
import { insertConnection, insertMember } from '../../test/network-factories';
import { testAppForFile } from '../../test/suite';

const t = testAppForFile();
const { call, member } = testClient(t);

const send = (from: CreatedUser, to: CreatedUser | string, content: string, clientId = randomUUID()) =>
  call(from, 'POST', '/api/v1/messages', {
    recipientId: typeof to === 'string' ? to : to.id,
    content,
    clientId,
  });
const sendInto = (from: CreatedUser, conversationId: string, content: string, clientId = randomUUID()) =>
  call(from, 'POST', '/api/v1/messages', { conversationId, content, clientId });
const thread = (user: CreatedUser, conversationId: string, query = '') =>
  call(user, 'GET', `/api/v1/conversations/${conversationId}/messages${query}`);
const unreadTotal = async (user: CreatedUser) =>
  (await call(user, 'GET', '/api/v1/messages/unread-count')).json().count as number;
const markRead = (user: CreatedUser, conversationId: string) =>
  call(user, 'POST', `/api/v1/conversations/${conversationId}/read`);

describe('one conversation per pair', () => {
  it('creates it on the first message and finds it in either order', async () => {
    const awa = await member('Awa Diallo', 'Ingénieure');
    const kofi = await member('Kofi Mensah');
    const first = await send(awa, kofi, '  Bonjour Kofi !  ');
    expect(first.statusCode).toBe(201);
    const body = first.json();
    expect(body.created).toBe(true);
    expect(body.message).toMatchObject({ senderId: awa.id, content: 'Bonjour Kofi !', readAt: null });
    expect(body.conversation.otherParticipant).toMatchObject({ id: kofi.id, fullName: 'Kofi Mensah' });
    const conversationId = body.conversation.id as string;

    const reply = await send(kofi, awa, 'Bonjour Awa');
    expect(reply.statusCode).toBe(201);
    expect(reply.json().conversation.id).toBe(conversationId);
    expect(reply.json().conversation.otherParticipant).toMatchObject({ id: awa.id, title: 'Ingénieure' });

    const rows = await t.database.db.select().from(conversations).where(eq(conversations.id, conversationId));
    expect(rows).toHaveLength(1);
    const withKofi = (await call(awa, 'GET', `/api/v1/conversations/with/${kofi.id}`)).json();
    expect(withKofi.conversation.id).toBe(conversationId);
    expect((await call(kofi, 'GET', `/api/v1/conversations/with/${awa.id}`)).json().conversation.id).toBe(
      conversationId,
    );
  });

  it('ends two crossing first messages in the same conversation', async () => {
    const a = await member('Aminata Sow');
    const b = await member('Bakary Traoré');
    const [ab, ba] = await Promise.all([send(a, b, 'Salut'), send(b, a, 'Salut aussi')]);
    expect([ab.statusCode, ba.statusCode]).toEqual([201, 201]);
    expect(ab.json().conversation.id).toBe(ba.json().conversation.id);
    const list = (await call(a, 'GET', '/api/v1/conversations')).json();
    expect(
      list.items.filter((item: { otherParticipant: { id: string } }) => item.otherParticipant.id === b.id),
    ).toHaveLength(1);
  });

  it('refuses a second row for the pair in the database, whatever the order', async () => {
    const a = await insertMember(t.database.db);
    const b = await insertMember(t.database.db);
    const [p1, p2] = a < b ? [a, b] : [b, a];
    await t.database.db.insert(conversations).values({ participant1Id: p1, participant2Id: p2 });
    await expect(
      t.database.db.insert(conversations).values({ participant1Id: p1, participant2Id: p2 }),
    ).rejects.toThrow();
    await expect(
      t.database.db.insert(conversations).values({ participant1Id: p2, participant2Id: p1 }),
    ).rejects.toThrow();
  });

  it('answers null before the first message', async () => {
    const a = await member('Fatou Ndiaye');
    const b = await member('Moussa Keita');
    const res = (await call(a, 'GET', `/api/v1/conversations/with/${b.id}`)).json();
    expect(res).toMatchObject({ conversation: null, member: { id: b.id, fullName: 'Moussa Keita' } });
  });
});

describe('only the two participants', () => {
  it('answers 404 to a third member on every route, and 401 to a visitor', async () => {
    const awa = await member('Awa Participant');
    const kofi = await member('Kofi Participant');
    const eve = await member('Ève Curieuse');
    const sent = (await send(awa, kofi, 'Secret')).json();
    const id = sent.conversation.id as string;

    for (const res of [
      await call(eve, 'GET', `/api/v1/conversations/${id}`),
      await thread(eve, id),
      await markRead(eve, id),
      await sendInto(eve, id, 'Je m’invite'),
      await call(eve, 'DELETE', `/api/v1/messages/${sent.message.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.body).not.toContain('Secret');
    }
    const eveList = (await call(eve, 'GET', '/api/v1/conversations')).json();
    expect(eveList.items).toEqual([]);
    // Nothing changed: the message is still unread and alone.
    const stored = await t.database.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.readAt).toBeNull();

    for (const res of [
      await call(null, 'GET', '/api/v1/conversations'),
      await call(null, 'GET', `/api/v1/conversations/${id}/messages`),
      await call(null, 'POST', '/api/v1/messages', {
        recipientId: kofi.id,
        content: 'x',
        clientId: randomUUID(),
      }),
      await call(null, 'GET', '/api/v1/messages/unread-count'),
      await call(null, 'GET', '/api/v1/messages/recipients?q=aw'),
    ]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('lets only the sender delete a message, hidden for both afterwards', async () => {
    const awa = await member('Awa Efface');
    const kofi = await member('Kofi Efface');
    const first = (await send(awa, kofi, 'Premier')).json();
    const second = (await send(awa, kofi, 'Oups, à effacer')).json();
    const id = first.conversation.id as string;

    const byReceiver = await call(kofi, 'DELETE', `/api/v1/messages/${second.message.id}`);
    expect(byReceiver.statusCode).toBe(403);
    const bySender = await call(awa, 'DELETE', `/api/v1/messages/${second.message.id}`);
    expect(bySender.statusCode).toBe(200);

    for (const user of [awa, kofi]) {
      const items = (await thread(user, id)).json().items;
      expect(items.map((m: { content: string }) => m.content)).toEqual(['Premier']);
      const conversation = (await call(user, 'GET', `/api/v1/conversations/${id}`)).json().conversation;
      expect(conversation.lastMessage.preview).toBe('Premier');
    }
    expect(await unreadTotal(kofi)).toBe(1);
    expect((await call(awa, 'DELETE', `/api/v1/messages/${second.message.id}`)).statusCode).toBe(404);
  });

  it("takes a deleted message out of the receiver's bell, whose preview quoted it", async () => {
    const awa = await member('Awa Regrette');
    const kofi = await member('Kofi Oublie');
    const sent = (await send(awa, kofi, 'Mon code secret : 4471')).json();
    const bell = async () =>
      (await call(kofi, 'GET', '/api/v1/notifications')).json().items as { type: string; body: string }[];
    expect((await bell()).map((item) => item.body)).toEqual([expect.stringContaining('4471')]);

    expect((await call(awa, 'DELETE', `/api/v1/messages/${sent.message.id}`)).statusCode).toBe(200);
    expect(await bell()).toEqual([]);
  });
});

describe('sending', () => {
  it('refuses a blank or too long message with the French text, and a wrong target', async () => {
    const awa = await member('Awa Vide');
    const kofi = await member('Kofi Vide');
    const blank = await send(awa, kofi, '   \n  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.details).toEqual([
      expect.objectContaining({ path: 'content', message: 'Le message ne peut pas être vide.' }),
    ]);
    const long = await send(awa, kofi, 'a'.repeat(5001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].message).toBe('Le message ne peut pas dépasser 5 000 caractères.');
    const both = await call(awa, 'POST', '/api/v1/messages', {
      recipientId: kofi.id,
      conversationId: randomUUID(),
      content: 'x',
      clientId: randomUUID(),
    });
    expect(both.statusCode).toBe(400);
    const noClientId = await call(awa, 'POST', '/api/v1/messages', { recipientId: kofi.id, content: 'x' });
    expect(noClientId.statusCode).toBe(400);
    expect(await t.database.db.select().from(messages).where(eq(messages.senderId, awa.id))).toEqual([]);
  });

  it('lets a member start 50 conversations a day; past them a first message waits, a reply does not', async () => {
    const sender = await member('Awa Prolixe');
    const strangers = await Promise.all(
      Array.from({ length: rateLimits.conversationStart.max + 1 }, () => insertMember(t.database.db)),
    );
    for (const stranger of strangers.slice(0, -1)) {
      expect((await send(sender, stranger, 'Bonjour')).statusCode).toBe(201);
    }
    const refused = await send(sender, strangers.at(-1) ?? '', 'Bonjour');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe(
      "Vous avez commencé beaucoup de conversations aujourd'hui. Réessayez demain.",
    );
    // A conversation already begun goes on, by the member or by the thread.
    expect((await send(sender, strangers[0] ?? '', 'Encore moi')).statusCode).toBe(201);
  });

  it('refuses oneself, an unknown member, and a blocked, suspended or leaving one', async () => {
    const awa = await member('Awa Seule');
    const self = await send(awa, awa, 'Moi');
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatchObject({
      code: 'message_self',
      message: 'Vous ne pouvez pas vous envoyer un message à vous-même.',
    });
    const unknown = await send(awa, randomUUID(), 'Allô');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe("Impossible d'identifier le destinataire. Veuillez réessayer.");
    for (const flags of [{ isBlocked: true }, { isSuspended: true }, { isLeaving: true }]) {
      const id = await insertMember(t.database.db, flags);
      const res = await send(awa, id, 'Bonjour');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('message_recipient_unavailable');
    }
  });

  it('refuses to write again to a member blocked, suspended or leaving since', async () => {
    for (const flags of [{ isBlocked: true }, { isSuspended: true }, { isLeaving: true }]) {
      const awa = await member('Awa Avant');
      const kofi = await member('Kofi Parti');
      const id = (await send(awa, kofi, 'Avant')).json().conversation.id as string;
      await t.database.db.update(profiles).set(flags).where(eq(profiles.id, kofi.id));
      const res = await sendInto(awa, id, 'Après');
      expect(res.statusCode, JSON.stringify(flags)).toBe(403);
      expect(res.json().error.code).toBe('message_recipient_unavailable');
      // The history stays readable.
      expect((await thread(awa, id)).json().items).toHaveLength(1);
    }
  });

  it('stores the same clientId once: a retry answers the stored message', async () => {
    const awa = await member('Awa Retry');
    const kofi = await member('Kofi Retry');
    const clientId = randomUUID();
    const first = await send(awa, kofi, 'Une seule fois', clientId);
    const again = await send(awa, kofi, 'Une seule fois', clientId);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().created).toBe(false);
    expect(again.json().message.id).toBe(first.json().message.id);
    expect(again.json().message.clientId).toBe(clientId);
    const [c1, c2] = await Promise.all([
      send(awa, kofi, 'Concurrent', randomUUID()),
      (async () => {
        const id = randomUUID();
        const [x, y] = await Promise.all([send(awa, kofi, 'Double', id), send(awa, kofi, 'Double', id)]);
        return [x, y];
      })(),
    ]);
    expect(c1.statusCode).toBe(201);
    expect(new Set(c2.map((r) => r.json().message.id)).size).toBe(1);
    const stored = await t.database.db.select().from(messages).where(eq(messages.senderId, awa.id));
    expect(stored.map((m) => m.content).sort()).toEqual(['Concurrent', 'Double', 'Une seule fois']);
    expect(await unreadTotal(kofi)).toBe(3);
    // A retry into the conversation (the thread's composer) answers the stored message too.
    const conversationId = first.json().conversation.id as string;
    const threadId = randomUUID();
    const inThread = await sendInto(awa, conversationId, 'Dans le fil', threadId);
    const inThreadAgain = await sendInto(awa, conversationId, 'Dans le fil', threadId);
    expect([inThread.statusCode, inThreadAgain.statusCode]).toEqual([201, 200]);
    expect(inThreadAgain.json().message).toEqual(inThread.json().message);
    expect(await unreadTotal(kofi)).toBe(4);
    // The same clientId into another conversation is refused, not silently answered.
    const other = await member('Autre Destinataire');
    const reused = await send(awa, other, 'Ailleurs', clientId);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('message_client_id_reused');
  });

  it('allows 60 messages a minute, counted from the messages stored, then 429 with Retry-After', async () => {
    const awa = await member('Awa Rythme');
    const kofi = await member('Kofi Rythme');
    const first = await send(awa, kofi, 'Premier');
    expect(first.statusCode).toBe(201);
    const conversationId = first.json().conversation.id as string;
    // 58 more sent 30 s ago: 59 in the window, one still allowed.
    const sentAt = new Date(Date.now() - 30_000);
    await t.database.db.insert(messages).values(
      Array.from({ length: 58 }, (_, i) => ({
        conversationId,
        senderId: awa.id,
        receiverId: kofi.id,
        content: `Ancien ${i}`,
        clientId: randomUUID(),
        sentAt,
      })),
    );
    const sixtieth = await sendInto(awa, conversationId, 'Soixantième', randomUUID());
    expect(sixtieth.statusCode).toBe(201);

    const refused = await sendInto(awa, conversationId, 'De trop');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({
      code: 'message_rate_limited',
      message: 'Vous envoyez trop de messages. Veuillez patienter avant de réessayer.',
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(25);
    expect(retryAfter).toBeLessThanOrEqual(31);
    // The other way in (to the member) is limited the same; a retry of a stored message still answers.
    expect((await send(awa, kofi, 'Encore')).statusCode).toBe(429);
    const retry = await sendInto(awa, conversationId, 'Soixantième', sixtieth.json().message.clientId);
    expect(retry.statusCode).toBe(200);
    // Kofi's own limit is untouched.
    expect((await send(kofi, awa, 'Ça va ?')).statusCode).toBe(201);

    // Once the old ones leave the window, Awa may write again.
    await t.database.db
      .update(messages)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(and(eq(messages.senderId, awa.id), eq(messages.content, 'Premier')));
    expect((await sendInto(awa, conversationId, 'Me revoilà')).statusCode).toBe(201);
  });

  it('notifies the receiver once per unread burst, in the app and by e-mail, with a 100-character preview', async () => {
    const awa = await member('Awa Notifie');
    const kofi = await member('Kofi Notifié');
    const long = `${'Très long message '.repeat(10)}fin`;
    const id = (await send(awa, kofi, long)).json().conversation.id as string;
    await send(awa, kofi, 'Deuxième');
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, kofi.id), eq(notifications.type, 'message_received')));
    expect(rows).toHaveLength(1);
    const data = rows[0]?.data as Record<string, string>;
    expect(data).toMatchObject({ sender_id: awa.id, conversation_id: id, sender_name: 'Awa Notifie' });
    expect(Array.from(data.content_preview ?? '').length).toBeLessThanOrEqual(101);
    expect(data.content_preview).toMatch(/…$/);
    expect(rows[0]?.body).toContain('Awa Notifie vous a envoyé un message');
    const mails = await mailsTo(t.database.db, kofi.email, 'notification_message_received');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.link).toBe(`http://localhost:3000/messages?conversation=${id}`);

    // Reading the conversation marks its notification read; a new message starts a new burst.
    await markRead(kofi, id);
    const [read] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, kofi.id), eq(notifications.type, 'message_received')));
    expect(read?.readAt).not.toBeNull();
    await send(awa, kofi, 'Troisième');
    const after = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, kofi.id), eq(notifications.type, 'message_received')));
    expect(after).toHaveLength(2);
    expect(after.filter((row) => row.readAt === null)).toHaveLength(1);
  });

  it('sends no e-mail when the receiver turned message e-mails off', async () => {
    const awa = await member('Awa Pref');
    const kofi = await member('Kofi Pref');
    const saved = await call(kofi, 'PUT', '/api/v1/notification-preferences', {
      items: [{ type: 'message_received', inApp: true, email: false }],
    });
    expect(saved.statusCode).toBe(200);
    await send(awa, kofi, 'Sans e-mail');
    expect(await mailsTo(t.database.db, kofi.email, 'notification_message_received')).toHaveLength(0);
  });
});

describe('reading', () => {
  it('stops counting at 100 unread (the badge shows 99+), and reading still clears them all', async () => {
    const awa = await member('Awa Prolixe');
    const kofi = await member('Kofi Absent');
    const id = (await send(awa, kofi, 'Premier')).json().conversation.id as string;
    // Sends are rate-limited: the other 104 messages are stored directly, an hour old.
    await t.database.db.insert(messages).values(
      Array.from({ length: 104 }, (_, i) => ({
        conversationId: id,
        senderId: awa.id,
        receiverId: kofi.id,
        content: `Message ${i}`,
        sentAt: new Date(Date.now() - 3_600_000 + i * 1000),
      })),
    );
    expect(await unreadTotal(kofi)).toBe(100);
    const [item] = (await call(kofi, 'GET', '/api/v1/conversations')).json().items;
    expect(item.unreadCount).toBe(100);
    const next = await send(awa, kofi, 'Encore un');
    expect(next.json()).toMatchObject({ conversation: { unreadCount: 0 } });
    expect(await unreadTotal(kofi)).toBe(100);

    const read = (await markRead(kofi, id)).json();
    expect(read).toMatchObject({ updated: 106, unreadTotal: 0 });
    expect(await unreadTotal(kofi)).toBe(0);
  });

  it('marks read for the receiver only and counts unread per conversation and in total', async () => {
    const awa = await member('Awa Lecture');
    const kofi = await member('Kofi Lecture');
    const sidy = await member('Sidy Lecture');
    const id = (await send(awa, kofi, 'Un')).json().conversation.id as string;
    await send(awa, kofi, 'Deux');
    await send(sidy, kofi, 'Trois');
    await send(kofi, awa, 'Réponse');

    expect(await unreadTotal(kofi)).toBe(3);
    expect(await unreadTotal(awa)).toBe(1);
    const list = (await call(kofi, 'GET', '/api/v1/conversations')).json().items;
    expect(
      list.map((c: { otherParticipant: { id: string }; unreadCount: number }) => [
        c.otherParticipant.id,
        c.unreadCount,
      ]),
    ).toEqual([
      [awa.id, 2],
      [sidy.id, 1],
    ]);
    expect(list[0].lastMessage).toMatchObject({ preview: 'Réponse', isMine: true, readAt: null });

    // The sender marking read touches nothing of theirs.
    const bySender = (await markRead(awa, id)).json();
    expect(bySender).toMatchObject({ updated: 1, unreadTotal: 0 });
    const mine = (await thread(awa, id))
      .json()
      .items.filter((m: { senderId: string }) => m.senderId === awa.id);
    expect(mine.every((m: { readAt: string | null }) => m.readAt === null)).toBe(true);

    const read = (await markRead(kofi, id)).json();
    expect(read.updated).toBe(2);
    expect(read.readAt).not.toBeNull();
    expect(read.unreadTotal).toBe(1);
    expect(await unreadTotal(kofi)).toBe(1);
    const ticks = (await thread(awa, id))
      .json()
      .items.filter((m: { senderId: string }) => m.senderId === awa.id);
    expect(ticks.every((m: { readAt: string | null }) => m.readAt === read.readAt)).toBe(true);
    expect((await markRead(kofi, id)).json()).toMatchObject({ updated: 0, readAt: null });
  });
});

describe('paging', () => {
  it('pages a thread back through history and the list by last activity', async () => {
    const awa = await member('Awa Pages');
    const kofi = await member('Kofi Pages');
    let id = '';
    for (let i = 1; i <= 7; i++) id = (await send(awa, kofi, `Message ${i}`)).json().conversation.id;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: { content: string }[]; nextCursor: string | null } = (
        await thread(kofi, id, `?limit=3${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      seen.push(...page.items.map((m: { content: string }) => m.content));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      'Message 7',
      'Message 6',
      'Message 5',
      'Message 4',
      'Message 3',
      'Message 2',
      'Message 1',
    ]);

    const others = [await member('Pair Un'), await member('Pair Deux'), await member('Pair Trois')];
    for (const other of others) await send(other, awa, `Bonjour de ${other.id}`);
    await sendInto(kofi, id, 'Kofi revient');
    const order: string[] = [];
    cursor = null;
    do {
      const page: { items: { otherParticipant: { id: string } }[]; nextCursor: string | null } = (
        await call(awa, 'GET', `/api/v1/conversations?limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).json();
      order.push(...page.items.map((c: { otherParticipant: { id: string } }) => c.otherParticipant.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(order).toEqual([kofi.id, ...others.map((o) => o.id).reverse()]);
  });
});

describe('recipient search', () => {
  it('needs 2 characters, returns at most 10, never oneself nor blocked members', async () => {
    const awa = await member('Zaïnabou Chercheuse');
    for (let i = 0; i < 12; i++) await insertMember(t.database.db, { fullName: `Zainabou Numéro ${i}` });
    await insertMember(t.database.db, { fullName: 'Zainabou Bloquée', isBlocked: true });
    const short = await call(awa, 'GET', '/api/v1/messages/recipients?q=z');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details[0].message).toBe('Saisissez au moins 2 caractères.');

    const found = (await call(awa, 'GET', '/api/v1/messages/recipients?q=zainab')).json().items;
    expect(found).toHaveLength(10);
    expect(found.map((f: { id: string }) => f.id)).not.toContain(awa.id);
    expect(found.map((f: { fullName: string }) => f.fullName)).not.toContain('Zainabou Bloquée');

    const kofi = await member('Kofi Zainabou');
    const id = (await send(awa, kofi, 'Salut')).json().conversation.id;
    const withConv = (await call(awa, 'GET', '/api/v1/messages/recipients?q=kofi zain')).json().items;
    expect(withConv).toEqual([expect.objectContaining({ id: kofi.id, conversationId: id })]);
  });

  it('never finds a member who left the directory, but for a connection or an existing conversation', async () => {
    const awa = await member('Awa Chercheuse');
    const hidden = await insertMember(t.database.db, { fullName: 'Yacouba Discret' });
    const connected = await insertMember(t.database.db, { fullName: 'Yacouba Relation' });
    const talked = await member('Yacouba Correspondant');
    await t.database.db
      .insert(profilePrivacy)
      .values([hidden, connected, talked.id].map((profileId) => ({ profileId, hiddenFromDirectory: true })));
    await insertConnection(t.database.db, awa.id, connected);
    const id = (await send(talked, awa, 'Bonjour')).json().conversation.id;
    const found = (await call(awa, 'GET', '/api/v1/messages/recipients?q=yacouba')).json().items;
    expect(found.map((f: { id: string }) => f.id).sort()).toEqual([connected, talked.id].sort());
    expect(found).toContainEqual(expect.objectContaining({ id: talked.id, conversationId: id }));
  });
});
