import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeServerMessage } from '../../../common/contracts/realtime';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { type CreatedUser, createUser, sendMessage } from '../../test/factories';
import { blockMember } from '../../test/network-factories';
import { listen, openSocket, type TestSocket } from '../../test/realtime-client';

let t: TestApp;
let base: string;
const open: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  base = await listen(t.app);
});
afterAll(async () => {
  await Promise.all(open.map((socket) => socket.close()));
  await t.close();
});

const connect = async (user: CreatedUser) => {
  const socket = await openSocket(base, { cookie: user.cookie });
  open.push(socket);
  return socket;
};

const send = (from: CreatedUser, to: CreatedUser, content: string) => sendMessage(t.app, from, to, content);

const isMessage = (content: string) => (m: RealtimeServerMessage) =>
  m.type === 'message.created' && m.message.content === content;

/** Lets in-flight events arrive before checking that something did not. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('live delivery', () => {
  it('reaches every tab of both participants and never a third member', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const eve = await createUser(t.app, t.database.db);
    const [awaTab1, awaTab2, kofiTab1, kofiTab2, eveTab] = await Promise.all([
      connect(awa),
      connect(awa),
      connect(kofi),
      connect(kofi),
      connect(eve),
    ]);

    const res = await send(awa, kofi, 'En direct');
    expect(res.statusCode).toBe(201);
    const conversationId = res.json().conversation.id;

    for (const tab of [kofiTab1, kofiTab2]) {
      const event = await tab.waitFor(isMessage('En direct'));
      expect(event).toMatchObject({
        type: 'message.created',
        unreadTotal: 1,
        message: { senderId: awa.id, clientId: null },
        conversation: { id: conversationId, unreadCount: 1, otherParticipant: { id: awa.id } },
      });
    }
    for (const tab of [awaTab1, awaTab2]) {
      const event = await tab.waitFor(isMessage('En direct'));
      expect(event).toMatchObject({
        unreadTotal: 0,
        conversation: { id: conversationId, unreadCount: 0, otherParticipant: { id: kofi.id } },
      });
    }
    await settle();
    expect(eveTab.messages.filter((m) => m.type.startsWith('message'))).toEqual([]);
  });

  it('pushes the read receipt to the sender and the new total to the reader', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const eve = await createUser(t.app, t.database.db);
    const [awaTab, kofiTab, eveTab] = await Promise.all([connect(awa), connect(kofi), connect(eve)]);
    const sent = (await send(awa, kofi, 'Lu ?')).json();
    await kofiTab.waitFor(isMessage('Lu ?'));

    const read = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${sent.conversation.id}/read`,
      headers: { cookie: kofi.cookie },
    });
    expect(read.statusCode).toBe(200);
    const receipt = await awaTab.waitFor((m) => m.type === 'message.read');
    expect(receipt).toMatchObject({
      conversationId: sent.conversation.id,
      readerId: kofi.id,
      readAt: read.json().readAt,
      upTo: sent.message.createdAt,
    });
    expect(await kofiTab.waitFor((m) => m.type === 'messages.unread_count')).toEqual({
      type: 'messages.unread_count',
      count: 0,
    });
    await settle();
    expect(eveTab.messages.filter((m) => m.type.startsWith('message'))).toEqual([]);
  });
});

describe('the badge total a send pushes', () => {
  it('leaves out the messages of a member the receiver blocked since (issue 22 §3)', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const sidy = await createUser(t.app, t.database.db);
    const kofiTab = await connect(kofi);
    await send(awa, kofi, 'Avant le blocage');
    await kofiTab.waitFor(isMessage('Avant le blocage'));
    const blocked = await blockMember(t.app, kofi, awa.id);
    expect(blocked.statusCode).toBeLessThan(300);

    await send(sidy, kofi, 'Après le blocage');
    const event = await kofiTab.waitFor(isMessage('Après le blocage'));
    expect(event).toMatchObject({ unreadTotal: 1 });
  });
});

describe('reconnecting', () => {
  it('loses nothing sent while the receiver had no socket: the refetch returns it', async () => {
    const awa = await createUser(t.app, t.database.db);
    const kofi = await createUser(t.app, t.database.db);
    const first = await connect(kofi);
    const id = (await send(awa, kofi, 'Avant la coupure')).json().conversation.id;
    await first.waitFor(isMessage('Avant la coupure'));
    await first.close();

    await send(awa, kofi, 'Pendant la coupure');

    const again = await connect(kofi);
    expect(again.messages[0]).toMatchObject({ type: 'realtime.ready' });
    // On ready the client refetches what it shows: the thread, the list and the badge.
    const thread = await t.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${id}/messages`,
      headers: { cookie: kofi.cookie },
    });
    expect(thread.json().items.map((m: { content: string }) => m.content)).toEqual([
      'Pendant la coupure',
      'Avant la coupure',
    ]);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/conversations',
      headers: { cookie: kofi.cookie },
    });
    expect(list.json().items[0]).toMatchObject({
      id,
      unreadCount: 2,
      lastMessage: { preview: 'Pendant la coupure' },
    });

    await send(awa, kofi, 'Après la coupure');
    await again.waitFor(isMessage('Après la coupure'));
  });
});
