// PostgreSQL restarted under load (issue 41 §3), on a cluster this script starts itself.
//
//   node bench/faults/pg-restart.mjs [--down-seconds=5] [--pg-port=5499] [--app-port=3711] [--break-reconnect]
//
// Five senders message five receivers over the API (each at 50 a minute, under the send limit) while
// the receivers' WebSockets listen and readers list their conversations; then PostgreSQL stops (fast
// mode: every connection cut, as a restart or a failover) for `down-seconds` and starts again. It checks:
// - while it is down, every request answers at once (≤ 3.5 s) 503 `temporarily_unavailable` whose
//   French message says "Réessayez", and /api/ready answers 503 with `database: down`;
// - the pool serves again within 10 s of PostgreSQL's return, and realtime delivery resumes within 10 s
//   (the LISTEN connection reconnects by itself; sockets are told to resync);
// - every write acknowledged (201) before, during and after is in the database at the end.
// `--break-reconnect` loads break-listen-reconnect.mjs into the app (LISTEN refused after the first):
// the realtime check must then FAIL, which proves the test can catch a bus that never comes back.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import {
  argValue,
  cleanUpOnInterrupt,
  hasFlag,
  member,
  openSocket,
  percentile,
  root,
  sleep,
  startApp,
  startClusterWithDatabase,
  writeChecks,
} from './lib.mjs';

const downSeconds = Number(argValue('down-seconds', '5'));
const pgPort = Number(argValue('pg-port', '5499'));
const appPort = Number(argValue('app-port', '3711'));
const breakReconnect = hasFlag('break-reconnect');
const pairs = 5;
const recoveryBudgetMs = 10_000;
const failFastMs = 3_500;

const startedAt = new Date();
const { cluster, dbUrl } = await startClusterWithDatabase(pgPort, 'sankofa_faults_restart');
const app = startApp({
  port: appPort,
  env: { DATABASE_URL: dbUrl },
  imports: breakReconnect ? [path.join(root, 'bench/faults/break-listen-reconnect.mjs')] : [],
});
const cleanup = async () => {
  await app.stop().catch(() => {});
  cluster.remove();
};
cleanUpOnInterrupt(cleanup);

try {
  await app.ready();
  const base = app.base;
  const senders = [];
  const receivers = [];
  for (let i = 0; i < pairs; i++) {
    senders.push(await member(base, dbUrl, `envoi${i}-${Date.now()}@faults.test`));
    receivers.push(await member(base, dbUrl, `reception${i}-${Date.now()}@faults.test`));
  }
  const sockets = await Promise.all(receivers.map((r) => openSocket(base, r.cookie)));

  /** Every request made: kind, when (ms since start), status, latency, error code and message. */
  const log = [];
  const acknowledged = [];
  const t0 = performance.now();
  const now = () => performance.now() - t0;
  const call = async (kind, url, init = {}) => {
    const at = now();
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
      const body = await res.json().catch(() => ({}));
      log.push({
        kind,
        at,
        status: res.status,
        ms: now() - at,
        code: body?.error?.code,
        message: body?.error?.message,
      });
      return { status: res.status, body };
    } catch (error) {
      log.push({ kind, at, status: 0, ms: now() - at, code: String(error?.name ?? error) });
      return { status: 0, body: {} };
    }
  };
  const send = async (i, seq) => {
    const content = `restart-${i}-${seq}`;
    const res = await call('write', `${base}/api/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: senders[i].cookie, origin: base },
      body: JSON.stringify({ recipientId: receivers[i].id, content, clientId: randomUUID() }),
    });
    if (res.status === 201) acknowledged.push({ content, at: log.at(-1).at, receiver: i });
  };
  const readiness = [];

  let running = true;
  const loops = [];
  for (let i = 0; i < pairs; i++)
    loops.push(
      (async () => {
        await sleep(i * 240);
        for (let seq = 0; running; seq++) {
          const next = sleep(1_200);
          send(i, seq);
          await next;
        }
      })(),
    );
  loops.push(
    (async () => {
      for (let n = 0; running; n++) {
        const next = sleep(250);
        call('read', `${base}/api/v1/conversations?limit=20`, {
          headers: { cookie: receivers[n % pairs].cookie },
        });
        await next;
      }
    })(),
  );
  loops.push(
    (async () => {
      while (running) {
        const at = now();
        const res = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5_000) }).catch(
          () => null,
        );
        readiness.push({ at, status: res?.status ?? 0, body: res ? await res.json().catch(() => ({})) : {} });
        await sleep(500);
      }
    })(),
  );

  await sleep(5_000);
  const downAt = now();
  cluster.stop('fast');
  await sleep(downSeconds * 1_000);
  cluster.start();
  const upAt = now();
  // Load goes on while the app recovers, then for 5 s more.
  let recoveredWrite;
  let recoveredDelivery;
  const deadline = upAt + 20_000;
  while (now() < deadline) {
    recoveredWrite ??= log.find((r) => r.kind === 'write' && r.at >= upAt && r.status === 201);
    const lateSends = new Set(acknowledged.filter((w) => w.at >= upAt).map((w) => w.content));
    recoveredDelivery ??= sockets
      .flatMap((s) => s.events)
      .filter((e) => e.type === 'message.created' && lateSends.has(e.message?.content))
      .sort((a, b) => a.receivedAt - b.receivedAt)[0];
    if (recoveredWrite && recoveredDelivery) break;
    await sleep(250);
  }
  await sleep(5_000);
  running = false;
  await Promise.all(loops);
  await sleep(1_500);

  // What the database kept.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const { rows } = await client.query('select content from messages where content = any($1)', [
    acknowledged.map((w) => w.content),
  ]);
  await client.end();
  const stored = new Set(rows.map((r) => r.content));
  const lost = acknowledged.filter((w) => !stored.has(w.content));

  const during = log.filter((r) => r.at >= downAt + 300 && r.at + r.ms <= upAt);
  const duringBad = during.filter(
    (r) => r.status !== 503 || r.code !== 'temporarily_unavailable' || !/[Rr]éessayez/.test(r.message ?? ''),
  );
  const duringSlow = during.filter((r) => r.ms > failFastMs);
  const readyDown = readiness.filter((r) => r.at >= downAt + 300 && r.at <= upAt);
  const readySaidDown =
    readyDown.length > 0 && readyDown.every((r) => r.status === 503 && r.body?.checks?.database === 'down');
  const poolBackMs = recoveredWrite ? recoveredWrite.at + recoveredWrite.ms - upAt : Number.POSITIVE_INFINITY;
  const realtimeBackMs = recoveredDelivery
    ? recoveredDelivery.receivedAt - t0 - upAt
    : Number.POSITIVE_INFINITY;
  const resyncs = sockets.filter((s) => s.events.some((e) => e.type === 'realtime.resync')).length;
  const after = log.filter((r) => r.at >= upAt + Math.min(poolBackMs, recoveryBudgetMs) + 1_000);
  const afterErrors = after.filter((r) => r.status >= 400 || r.status === 0);
  const before = log.filter((r) => r.at < downAt);
  const beforeErrors = before.filter((r) => r.status >= 400 || r.status === 0);
  for (const s of sockets) s.close();

  const checks = [
    ['no error before the stop', beforeErrors.length === 0, `${beforeErrors.length} of ${before.length}`],
    [
      'while down: every request 503 temporarily_unavailable, French "Réessayez"',
      during.length > 0 && duringBad.length === 0,
      `${during.length - duringBad.length} of ${during.length}${duringBad[0] ? ` (first other: ${JSON.stringify(duringBad[0])})` : ''}`,
    ],
    [
      `while down: each answered within ${failFastMs} ms`,
      duringSlow.length === 0,
      `p95 ${percentile(
        during.map((r) => r.ms),
        95,
      ).toFixed(0)} ms, max ${Math.max(0, ...during.map((r) => r.ms)).toFixed(0)} ms`,
    ],
    ['while down: /api/ready 503, database down', readySaidDown, `${readyDown.length} probes`],
    [
      `pool serves again within ${recoveryBudgetMs / 1000} s`,
      poolBackMs <= recoveryBudgetMs,
      `${poolBackMs.toFixed(0)} ms`,
    ],
    [
      `realtime delivery resumes within ${recoveryBudgetMs / 1000} s`,
      realtimeBackMs <= recoveryBudgetMs,
      `${Number.isFinite(realtimeBackMs) ? realtimeBackMs.toFixed(0) : 'never'} ms; ${resyncs}/${pairs} sockets told to resync`,
    ],
    [
      'no error once recovered',
      after.length > 0 && afterErrors.length === 0,
      `${afterErrors.length} of ${after.length}`,
    ],
    [
      'no acknowledged write lost',
      lost.length === 0,
      `${acknowledged.length} acknowledged, ${lost.length} missing`,
    ],
  ];
  const code = writeChecks(`faults-pg-restart${breakReconnect ? '-broken' : ''}`, {
    title: `Fault: PostgreSQL restarted under load${breakReconnect ? ' (reconnect deliberately broken)' : ''}`,
    startedAt,
    about: [
      `PostgreSQL 15 cluster of its own on 127.0.0.1:${pgPort}, stopped (fast) for ${downSeconds} s after 5 s of load; ${pairs} senders at 50 messages/min, 4 conversation-list reads/s, /api/ready every 0.5 s.`,
      `${log.length} requests (${log.filter((r) => r.kind === 'write').length} writes).`,
    ],
    checks,
  });
  await cleanup();
  process.exit(code);
} catch (error) {
  console.error(error);
  console.error(app.stderr.join('').slice(-3000));
  await cleanup();
  process.exit(2);
}
