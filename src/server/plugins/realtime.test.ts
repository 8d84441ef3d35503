import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeCloseCodes } from '../../common/contracts/realtime';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { type CreatedUser, createUser } from '../test/factories';
import { listen, openSocket, type TestSocket } from '../test/realtime-client';
import { actorPlugin } from './actor';
import { errorHandlerPlugin } from './error-handler';
import { realtimePlugin } from './realtime';
import { createMemoryBus } from './realtime-bus';

let t: TestApp;
let base: string;
let awa: CreatedUser;
let kofi: CreatedUser;
const open: TestSocket[] = [];

const connect = async (user: CreatedUser) => {
  const socket = await openSocket(base, { cookie: user.cookie });
  open.push(socket);
  return socket;
};

beforeAll(async () => {
  t = await buildTestApp();
  base = await listen(t.app);
  awa = await createUser(t.app, t.database.db);
  kofi = await createUser(t.app, t.database.db);
});
afterAll(async () => {
  await Promise.all(open.map((socket) => socket.close()));
  await t.close();
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: { status?: number }) => error.status,
  );

describe('the handshake', () => {
  it('refuses a foreign Origin, a missing Origin, and a visitor', async () => {
    expect(await refusal(openSocket(base, { cookie: awa.cookie, origin: 'https://evil.example' }))).toBe(403);
    expect(await refusal(openSocket(base, { cookie: awa.cookie, origin: 'http://localhost:3001' }))).toBe(
      403,
    );
    expect(await refusal(openSocket(base, { cookie: awa.cookie, origin: null }))).toBe(403);
    expect(await refusal(openSocket(base, {}))).toBe(401);
    expect(await refusal(openSocket(base, { cookie: 'sankofa.session_token=forged' }))).toBe(401);
  });

  it('accepts the site Origin with a session and says ready', async () => {
    const socket = await connect(awa);
    expect(socket.messages[0]).toMatchObject({ type: 'realtime.ready' });
  });
});

describe('delivery', () => {
  it("a socket receives only its own member's events, on every tab", async () => {
    const awaTab1 = await connect(awa);
    const awaTab2 = await connect(awa);
    const kofiTab = await connect(kofi);
    await t.app.services.realtime.publish(awa.id, { type: 'connections.pending_count', count: 7 });
    await t.app.services.realtime.publish(kofi.id, { type: 'connections.pending_count', count: 2 });

    const isCount = (n: number) => (m: { type: string; count?: number }) =>
      m.type === 'connections.pending_count' && m.count === n;
    await awaTab1.waitFor(isCount(7));
    await awaTab2.waitFor(isCount(7));
    await kofiTab.waitFor(isCount(2));
    expect(kofiTab.messages.some(isCount(7))).toBe(false);
    expect(awaTab1.messages.some(isCount(2))).toBe(false);
  });

  it('a connection request reaches the recipient live: notification, state, badge', async () => {
    const requester = await createUser(t.app, t.database.db);
    const recipient = await createUser(t.app, t.database.db);
    const bystander = await createUser(t.app, t.database.db);
    const recipientTab = await connect(recipient);
    const requesterTab = await connect(requester);
    const bystanderTab = await connect(bystander);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/connections',
      headers: { cookie: requester.cookie },
      payload: { recipientId: recipient.id },
    });
    const { connectionId } = res.json();
    const created = await recipientTab.waitFor((m) => m.type === 'notification.created');
    expect(created).toMatchObject({
      notification: { type: 'connection_request', data: { requester_id: requester.id } },
    });
    await recipientTab.waitFor(
      (m) =>
        m.type === 'connection.updated' &&
        m.profileId === requester.id &&
        m.state === 'pending_received' &&
        m.connectionId === connectionId,
    );
    await recipientTab.waitFor((m) => m.type === 'connections.pending_count' && m.count === 1);
    await requesterTab.waitFor(
      (m) => m.type === 'connection.updated' && m.profileId === recipient.id && m.state === 'pending_sent',
    );

    await t.app.inject({
      method: 'POST',
      url: `/api/v1/connections/${connectionId}/accept`,
      headers: { cookie: recipient.cookie },
    });
    const accepted = await requesterTab.waitFor(
      (m) => m.type === 'notification.created' && m.notification.type === 'connection_accepted',
    );
    expect(accepted).toMatchObject({ notification: { link: `/profile/${recipient.id}` } });
    await recipientTab.waitFor((m) => m.type === 'connections.pending_count' && m.count === 0);
    await recipientTab.waitFor((m) => m.type === 'notifications.changed' && m.unreadCount === 0);
    expect(bystanderTab.messages).toMatchObject([{ type: 'realtime.ready' }]);
  });

  it('answers an application ping with a pong and ignores anything else', async () => {
    const socket = await connect(awa);
    socket.socket.send('not json');
    socket.socket.send(JSON.stringify({ type: 'subscribe', userId: kofi.id }));
    socket.socket.send(JSON.stringify({ type: 'ping' }));
    await socket.waitFor((m) => m.type === 'pong');
    await t.app.services.realtime.publish(kofi.id, { type: 'connections.pending_count', count: 99 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.messages.some((m) => m.type === 'connections.pending_count' && m.count === 99)).toBe(false);
  });
});

describe('keepalive and session checks', () => {
  /** The plugin alone, with short timers, on the test app's sessions. */
  const miniServer = async () => {
    const mini = Fastify({ logger: false });
    await mini.register(errorHandlerPlugin);
    await mini.register(actorPlugin, { sessions: t.app.services.sessionResolver });
    await mini.register(realtimePlugin, {
      bus: createMemoryBus(mini.log),
      sessions: t.app.services.sessionResolver,
      publicUrl: t.config.publicUrl,
      pingIntervalMs: 100,
      revalidateMs: 150,
    });
    return { mini, url: await listen(mini) };
  };

  it('closes a socket whose session ended (signed out)', async () => {
    const { mini, url } = await miniServer();
    try {
      const user = await createUser(t.app, t.database.db);
      const socket = await openSocket(url, { cookie: user.cookie });
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(socket.socket.readyState).toBe(socket.socket.OPEN);
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: { cookie: user.cookie } });
      expect(await socket.closed).toBe(realtimeCloseCodes.sessionEnded);
    } finally {
      await mini.close();
    }
  });

  it('tells every socket the server restarts when it shuts down, so the web app reconnects', async () => {
    const { mini, url } = await miniServer();
    const socket = await openSocket(url, { cookie: awa.cookie });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await mini.close();
    expect(await socket.closed).toBe(realtimeCloseCodes.serverRestart);
  });

  it('drops a client that stops answering pings', async () => {
    const { mini, url } = await miniServer();
    try {
      const alive = await openSocket(url, { cookie: awa.cookie });
      const silent = await openSocket(url, { cookie: awa.cookie, autoPong: false });
      expect(await silent.closed).toBe(realtimeCloseCodes.timeout);
      expect(alive.socket.readyState).toBe(alive.socket.OPEN);
      await alive.close();
    } finally {
      await mini.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL (needs TEST_DATABASE_URL; PGlite is one process, one instance)',
  () => {
    it('an event raised on one instance reaches a socket held by the other', async () => {
      const url = t.database.url;
      if (!url) throw new Error('PostgreSQL test database without a URL');
      const secondDb = await openDatabase({ url });
      const second = await buildApp({
        config: t.config,
        database: secondDb,
        logger: false,
        webDir: '/nonexistent',
      });
      try {
        const secondBase = await listen(second);
        const recipient = await createUser(t.app, t.database.db);
        const requester = await createUser(t.app, t.database.db);
        // The recipient's tab is on the second instance; the request is handled by the first.
        const tab = await openSocket(secondBase, { cookie: recipient.cookie });
        open.push(tab);
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/connections',
          headers: { cookie: requester.cookie },
          payload: { recipientId: recipient.id },
        });
        await tab.waitFor(
          (m) => m.type === 'notification.created' && m.notification.type === 'connection_request',
        );
        await tab.waitFor((m) => m.type === 'connections.pending_count' && m.count === 1);

        // An event too large for NOTIFY travels through the overflow table.
        const body = 'é'.repeat(6000);
        await t.app.services.realtime.publish(recipient.id, {
          type: 'notification.created',
          notification: {
            id: '0b5f7f1e-2a4c-4c1d-9f6e-1d2c3b4a5f60',
            type: 'message_received',
            title: 'Long',
            body,
            priority: 'medium',
            data: {},
            link: null,
            readAt: null,
            createdAt: new Date().toISOString(),
          },
        });
        const big = await tab.waitFor(
          (m) => m.type === 'notification.created' && m.notification.title === 'Long',
        );
        expect(big.type === 'notification.created' && big.notification.body).toBe(body);
        await tab.close();
      } finally {
        await second.close();
        await secondDb.close();
      }
    });
  },
);
