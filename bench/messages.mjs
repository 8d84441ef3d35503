// Messaging under the DESIGN.md §6 budgets, on the PostgreSQL of DATABASE_URL filled by
// `npm run seed:scale` then `npm run seed:scale:messages` (100k members, ~1M messages):
// - send → receive over WebSocket with 2,000 open sockets (one per signed-in member), while sending at
//   the write rate (200 messages/s): the receiver's `message.created` event, timed from the scheduled
//   send, and the send request itself (writes p95 ≤ 100 ms);
// - the conversation list (list reads, 300 req/s), a thread page (list reads) and the unread badge
//   (point reads, 500 req/s).
// Each figure sits next to a baseline measured in the same run: a bare Fastify + pg (+ ws) server
// running the same repository queries for the same rows, with a bare LISTEN/NOTIFY fan-out to its own
// 2,000 sockets (no session, no validation, no policy, no notification, no rate limit).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:messages [-- --seconds=15]
//
// The 2,000 members are scale members 1…2,000 (each has conversations with members n±1, n±7, …); their
// sessions are written straight into the sessions table (signed like better-auth's cookie with the
// bench's AUTH_SECRET) and removed at the end. Loopback only; open-loop load like bench/network.mjs.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import pg from 'pg';
import WebSocket from 'ws';
import {
  argValue,
  authSecret,
  connectBenchDatabase,
  createBaseline,
  get,
  headroom,
  listenBaseline,
  load,
  ms,
  only,
  postJson,
  rateFactor,
  runScenarios,
  scaleId,
  seconds,
  sleep,
  summary,
  url,
  withServers,
} from './lib/harness.mjs';

const appPort = Number(argValue('app-port', '3962'));
const basePort = Number(argValue('baseline-port', '3963'));
const socketCount = Number(argValue('sockets', '2000'));
const sessionMarker = 'bench-messages';
const baselineChannel = 'bench_messages_baseline';

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const { WebSocketServer } = await import('ws');
  const repo = await import('../src/server/features/messages/message.repository.ts');
  const conversations = await import('../src/server/features/messages/conversation.repository.ts');
  const { previewOf } = await import('../src/common/format.ts');

  // The bare fan-out: sockets by member id, one LISTEN connection, one NOTIFY per message.
  const socketsOf = new Map();
  const wss = new WebSocketServer({ server: app.server, path: '/ws' });
  wss.on('connection', (socket, request) => {
    const user = new URL(request.url, 'http://x').searchParams.get('user');
    if (!user) return socket.close();
    const set = socketsOf.get(user) ?? new Set();
    socketsOf.set(user, set);
    set.add(socket);
    socket.on('close', () => set.delete(socket));
    socket.send(JSON.stringify({ type: 'realtime.ready' }));
  });
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  listener.on('notification', (note) => {
    const { to, event } = JSON.parse(note.payload ?? '{}');
    const text = JSON.stringify(event);
    for (const user of to) for (const socket of socketsOf.get(user) ?? []) socket.send(text);
  });
  await listener.query(`listen ${baselineChannel}`);

  app.post('/send', async (request, reply) => {
    const body = request.body;
    const { message } = await repo.insertMessage(db, body);
    const event = {
      type: 'message.created',
      message: { id: message.id, senderId: message.senderId, content: message.content },
    };
    await pool.query('select pg_notify($1, $2)', [
      baselineChannel,
      JSON.stringify({ to: [body.receiverId, body.senderId], event }),
    ]);
    return reply.status(201).send({ message });
  });
  app.get('/conversations/:userId', async (request) => ({
    // The same items as the app's conversation list, written with JSON.stringify.
    items: (await conversations.listConversations(db, request.params.userId, undefined, 20)).map((v) => ({
      id: v.conversation.id,
      otherParticipant: {
        id: v.other.id,
        username: v.other.username,
        fullName: v.other.fullName?.trim() || v.other.username,
        avatarUrl: v.other.avatarUrl,
        title: v.other.title,
      },
      lastMessage: v.last
        ? {
            id: v.last.id,
            preview: previewOf(v.last.content, 140),
            createdAt: v.last.sentAt.toISOString(),
            isMine: v.last.senderId === request.params.userId,
            readAt: v.last.readAt?.toISOString() ?? null,
          }
        : null,
      unreadCount: v.unread,
      createdAt: v.conversation.createdAt.toISOString(),
      lastActivityAt: v.conversation.lastMessageAt.toISOString(),
    })),
  }));
  app.get('/thread/:userId/:conversationId', async (request) => ({
    items: await repo.listMessages(db, request.params.userId, request.params.conversationId, undefined, 30),
  }));
  app.get('/unread/:userId', async (request) => ({
    count: await repo.unreadTotal(db, request.params.userId),
  }));
  await listenBaseline(app, basePort, {
    beforeClose: () => wss.close(),
    afterClose: () => listener.end().then(() => pool.end()),
  });
};

// --- Driving ---------------------------------------------------------------------------------------

/** A better-auth session cookie for `token`, signed with the bench app's secret. */
const cookieFor = (token) => {
  const signature = createHmac('sha256', authSecret).update(token).digest('base64');
  return `sankofa.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
};

/** Scale members 1…count with a fresh session each, and their conversation with member n+1. */
const prepareMembers = async (client, count) => {
  await client.query('delete from sessions where user_agent = $1', [sessionMarker]);
  const { rows } = await client.query(
    `select n, ${scaleId('n')} as id, ${scaleId('n + 1')} as next_id from generate_series(1, $1::int) n order by n`,
    [count],
  );
  const members = rows.map((row) => ({
    n: row.n,
    id: row.id,
    nextId: row.next_id,
    token: randomBytes(24).toString('hex'),
  }));
  await client.query(
    `insert into sessions (token, user_id, expires_at, user_agent)
     select t, u, now() + interval '30 days', $3 from unnest($1::text[], $2::uuid[]) as s(t, u)`,
    [members.map((m) => m.token), members.map((m) => m.id), sessionMarker],
  );
  const { rows: pairs } = await client.query(
    `select c.id, c.participant1_id, c.participant2_id from conversations c
     join unnest($1::uuid[], $2::uuid[]) as p(a, b)
       on c.participant1_id = least(p.a, p.b) and c.participant2_id = greatest(p.a, p.b)`,
    [members.map((m) => m.id), members.map((m) => m.nextId)],
  );
  const conversationOf = new Map(pairs.map((p) => [`${p.participant1_id}|${p.participant2_id}`, p.id]));
  for (const m of members) {
    const [a, b] = m.id < m.nextId ? [m.id, m.nextId] : [m.nextId, m.id];
    m.conversationId = conversationOf.get(`${a}|${b}`);
    m.cookie = cookieFor(m.token);
  }
  const missing = members.filter((m) => !m.conversationId).length;
  if (missing > 0)
    throw new Error(`${missing} bench members have no conversation: run npm run seed:scale:messages`);
  return members;
};

/** Opens one socket per member (in batches), each keeping a hook for received events. */
const openSockets = async (members, urlOf, headersOf, onEvent) => {
  const sockets = [];
  const batch = 100;
  for (let i = 0; i < members.length; i += batch) {
    const opened = await Promise.all(
      members.slice(i, i + batch).map(
        (member) =>
          new Promise((resolve, reject) => {
            const socket = new WebSocket(urlOf(member), { headers: headersOf(member) });
            const timer = setTimeout(() => reject(new Error('socket open timed out')), 30_000);
            socket.on('message', (data) => {
              const event = JSON.parse(data.toString());
              if (event.type === 'realtime.ready') {
                clearTimeout(timer);
                resolve(socket);
              } else onEvent(member, event);
            });
            socket.once('unexpected-response', (_req, res) =>
              reject(new Error(`handshake ${res.statusCode}`)),
            );
            socket.once('error', reject);
          }),
      ),
    );
    sockets.push(...opened);
  }
  return sockets;
};

const closeSockets = (sockets) =>
  Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          if (socket.readyState === WebSocket.CLOSED) return resolve();
          socket.once('close', resolve);
          socket.close();
        }),
    ),
  );

/**
 * Sends at `rate` (open loop) from member i to member i+1 and times, for each message, the HTTP answer
 * and the receiver's socket event (from the scheduled start). Messages whose event never arrives
 * within 5 s after the last send count as lost.
 */
const sendScenario = async (rate, members, expected, send, duration) => {
  const deliveries = [];
  const waiting = new Map();
  expected.resolve = (token) => {
    const due = waiting.get(token);
    if (due === undefined) return;
    waiting.delete(token);
    deliveries.push(performance.now() - due);
  };
  const run = `${randomBytes(3).toString('hex')}`;
  const http = await load(
    rate,
    (i) => send(members[i % (members.length - 1)], `Banc ${run}-${i} : bonjour, on se parle ?`),
    duration,
    (i, due) => waiting.set(`${run}-${i}`, due),
  );
  const deadline = performance.now() + 5000;
  while (waiting.size > 0 && performance.now() < deadline) await sleep(50);
  return { http, delivery: { ...summary(deliveries), lost: waiting.size } };
};

const runBench = async () => {
  const client = await connectBenchDatabase(
    'messages',
    'PostgreSQL filled by seed:scale and seed:scale:messages',
  );
  const { rows: scale } = await client.query(
    `select (select count(*)::int from profiles) as profiles, (select count(*)::int from conversations) as conversations,
       (select count(*)::int from messages) as messages`,
  );

  let sockets = [];
  const cleanUp = async () => {
    await closeSockets(sockets);
    await client.query('delete from sessions where user_agent = $1', [sessionMarker]).catch(() => {});
  };
  await withServers(
    {
      client,
      name: 'messages',
      file: import.meta.url,
      appPort,
      basePort,
      probe: '/unread/00000000-0000-4000-8000-000000000000',
      cleanUp,
    },
    async ({ app, baseline }) => {
      const members = await prepareMembers(client, socketCount);
      // The bench's senders may send more than a member would in a minute over several runs.
      await client.query(`delete from rate_limit_counters where key like 'message-send:%'`);

      // The sockets: 2,000 open on each server.
      const appExpected = { resolve: () => {} };
      const baseExpected = { resolve: () => {} };
      const tokenOf = (event) => /Banc (\S+) :/.exec(event?.message?.content ?? '')?.[1];
      const appSockets = await openSockets(
        members,
        () => `ws://127.0.0.1:${appPort}/api/v1/realtime`,
        (m) => ({ cookie: m.cookie, origin: app }),
        (member, event) => {
          // The receiver's copy (the sender's own tabs get one too).
          if (event.type === 'message.created' && event.message.senderId !== member.id)
            appExpected.resolve(tokenOf(event));
        },
      );
      const baseSockets = await openSockets(
        members,
        (m) => `ws://127.0.0.1:${basePort}/ws?user=${m.id}`,
        () => ({}),
        (member, event) => {
          if (event.type === 'message.created' && event.message.senderId !== member.id)
            baseExpected.resolve(tokenOf(event));
        },
      );
      sockets = [...appSockets, ...baseSockets];
      const appSend = (m, content) =>
        postJson(
          `${app}/api/v1/messages`,
          { conversationId: m.conversationId, content, clientId: randomUUID() },
          { cookie: m.cookie },
        );
      const baseSend = (m, content) =>
        postJson(`${baseline}/send`, {
          conversationId: m.conversationId,
          senderId: m.id,
          receiverId: m.nextId,
          content,
          clientId: randomUUID(),
        });
      // 1. Reads, with every socket open.
      const reads = [
        {
          name: 'conversation list (list read)',
          rate: 300,
          budget: 100,
          app: (i) =>
            get(`${app}/api/v1/conversations?limit=20`, { cookie: members[i % members.length].cookie }),
          baseline: (i) => get(`${baseline}/conversations/${members[i % members.length].id}`),
        },
        {
          name: 'thread page (list read)',
          rate: 300,
          budget: 100,
          app: (i) => {
            const m = members[i % members.length];
            return get(`${app}/api/v1/conversations/${m.conversationId}/messages?limit=30`, {
              cookie: m.cookie,
            });
          },
          baseline: (i) => {
            const m = members[i % members.length];
            return get(`${baseline}/thread/${m.id}/${m.conversationId}`);
          },
        },
        {
          name: 'unread badge (point read)',
          rate: 500,
          budget: 50,
          app: (i) =>
            get(`${app}/api/v1/messages/unread-count`, { cookie: members[i % members.length].cookie }),
          baseline: (i) => get(`${baseline}/unread/${members[i % members.length].id}`),
        },
      ];
      const { report } = await runScenarios(
        'messages',
        `Data: ${scale[0].profiles} profiles, ${scale[0].conversations} conversations, ${scale[0].messages} messages; ${socketCount} sockets each side; ${rateFactor} × the DESIGN.md rates.`,
        reads,
      );

      // 2. Send → receive with the sockets open, at 1× and 1.5× the rate (one run each, after a warm-up).
      const sendRate = 200 * rateFactor;
      if (!only || 'send'.includes(only)) {
        await sendScenario(sendRate, members, appExpected, appSend, 3);
        await sendScenario(sendRate, members, baseExpected, baseSend, 3);
        report.row('');
        report.row(
          '| send, one run per rate | rate (req/s) | budget p95 (ms) | HTTP p95 app / bare (ms) | delivery p95 app / bare (ms) | lost app / bare | errors app | verdict |',
        );
        report.row('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
        for (const rate of [sendRate, sendRate * headroom]) {
          const appRun = await sendScenario(rate, members, appExpected, appSend, seconds);
          const baseRun = await sendScenario(rate, members, baseExpected, baseSend, seconds);
          const met =
            appRun.delivery.p95 <= 100 &&
            appRun.http.p95 <= 100 &&
            appRun.delivery.lost === 0 &&
            appRun.http.errors === 0;
          const row = `| send → receive over WebSocket | ${rate} | 100 | ${ms(appRun.http.p95).trim()} / ${ms(baseRun.http.p95).trim()} | ${ms(appRun.delivery.p95).trim()} / ${ms(baseRun.delivery.p95).trim()} | ${appRun.delivery.lost} / ${baseRun.delivery.lost} | ${appRun.http.errors} | ${met ? 'met' : 'MISSED'} |`;
          console.log(row);
          report.row(row);
          if (appRun.http.reasons) console.log(`  app errors: ${appRun.http.reasons}`);
        }
      }
    },
  );
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
