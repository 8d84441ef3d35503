// Two instances behind a local proxy on one PostgreSQL (issue 41 §2).
//
//   node bench/two-instances.mjs [--sockets=2000] [--seconds=60] [--rate=10] [--pg-port=5499]
//                                [--proxy-port=3720] [--minutes-of-jobs=0] [--leak]
//
// A cluster of the script's own with a fresh database; two app processes (3721, 3722) sharing it and
// one DATA_DIR; a small Node proxy (3720, round robin, WebSocket upgrades included); a real SMTP peer.
// Checks: a session opened through one instance is valid on the other; realtime across instances
// (receivers' sockets on B, senders on A, `sockets` open in all): send→receive p95 ≤ 150 ms, none lost;
// every confirmation mail (sign-ups through the proxy, so on both) received exactly once; each
// scheduled job's tick ran on one instance only (job runs of both ≤ ticks); an upload made on A served
// by B; and, between the first and the second half of the run, no growing RSS (< 10 %) on either.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
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
} from './faults/lib.mjs';

const socketCount = Number(argValue('sockets', '2000'));
const seconds = Number(argValue('seconds', '60'));
const rate = Number(argValue('rate', '10'));
const pgPort = Number(argValue('pg-port', '5499'));
const proxyPort = Number(argValue('proxy-port', '3720'));
const smtpPort = proxyPort + 3;
const leak = hasFlag('leak');
const deliveryBudget = 150;
const metricsToken = 'two-metrics-token';
const startedAt = new Date();

// --- The SMTP peer and the proxy -----------------------------------------------------------------
const mails = new Map();
const subjects = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1] ?? '';
      subjects.push(subject);
      for (const r of session.envelope.rcptTo)
        mails.set(
          `${r.address.toLowerCase()} ${subject}`,
          (mails.get(`${r.address.toLowerCase()} ${subject}`) ?? 0) + 1,
        );
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const upstreams = [proxyPort + 1, proxyPort + 2];
let turn = 0;
const nextUpstream = () => upstreams[turn++ % upstreams.length];
const proxy = http.createServer((req, res) => {
  const upstream = http.request(
    { host: '127.0.0.1', port: nextUpstream(), method: req.method, path: req.url, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
});
proxy.on('upgrade', (req, socket, head) => {
  const upstream = net.connect(nextUpstream(), '127.0.0.1', () => {
    upstream.write(
      `${req.method} ${req.url} HTTP/1.1\r\n${Object.entries(req.headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    );
    upstream.write(head);
    upstream.pipe(socket).pipe(upstream);
  });
  upstream.on('error', () => socket.destroy());
  socket.on('error', () => upstream.destroy());
});
await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
const front = `http://127.0.0.1:${proxyPort}`;

// --- The database and the instances --------------------------------------------------------------
const { cluster, dbUrl } = await startClusterWithDatabase(pgPort, 'sankofa_two_instances');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sankofa-two-'));
const env = {
  DATABASE_URL: dbUrl,
  PUBLIC_URL: front,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  METRICS_TOKEN: metricsToken,
};
const imports = leak ? [path.join(root, 'bench/lib/leak.mjs')] : [];
const a = startApp({ port: upstreams[0], dataDir, env, imports });
await a.ready();
const b = startApp({ port: upstreams[1], dataDir, env, imports });
const cleanup = async () => {
  await Promise.all([a.stop(), b.stop()]).catch(() => {});
  proxy.close();
  smtp.close();
  cluster.remove();
  rmSync(dataDir, { recursive: true, force: true });
};
cleanUpOnInterrupt(cleanup);

const metrics = async (app) => {
  const text = await fetch(`${app.base}/api/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  }).then((r) => r.text());
  const jobs = {};
  for (const line of text.split('\n')) {
    const hit = /^sankofa_job_runs_total\{job="([^"]+)"\} (\d+)/.exec(line);
    if (hit) jobs[hit[1]] = Number(hit[2]);
  }
  const rss = Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1] ?? Number.NaN);
  return { jobs, rss };
};

const checks = [];
const check = (name, ok, detail) => checks.push([name, Boolean(ok), detail]);
try {
  await b.ready();
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  const t0 = Date.now();

  // Members, signed up through the proxy (so on both instances): each gets one confirmation mail.
  const memberTotal = Math.max(4, Math.min(200, Math.ceil(socketCount / 10)));
  const members = [];
  for (let i = 0; i < memberTotal; i++) {
    await db.query('delete from rate_limit_counters');
    members.push(await member(front, dbUrl, `deux${i}-${Date.now()}@two.test`));
  }
  await db.query('delete from rate_limit_counters');

  // Sessions: a cookie from a sign-in through the proxy works on each instance directly.
  const sessionOn = async (app, m) =>
    (await (await fetch(`${app.base}/api/v1/auth/session`, { headers: { cookie: m.cookie } })).json()).user
      ?.id === m.id;
  const both = await Promise.all(members.slice(0, 10).flatMap((m) => [sessionOn(a, m), sessionOn(b, m)]));
  check(
    'a session is valid on both instances',
    both.every(Boolean),
    `${both.filter(Boolean).length} of ${both.length}`,
  );

  // Sockets on B (members are receivers in turn), senders on A.
  const sockets = [];
  for (let i = 0; i < socketCount; i += 100)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, socketCount - i) }, (_, k) =>
          openSocket(b.base, members[(i + k) % memberTotal].cookie, front),
        ),
      )),
    );
  const sent = new Map();
  for (const s of sockets)
    s.socket.on('message', (data) => {
      const event = JSON.parse(data.toString());
      const entry = event.type === 'message.created' ? sent.get(event.message?.content) : undefined;
      if (entry && !entry.receivedAt) entry.receivedAt = performance.now();
    });
  const rssFirst = await Promise.all([metrics(a), metrics(b)]);
  const half = performance.now() + (seconds * 1000) / 2;
  let rssHalf;
  const endAt = performance.now() + seconds * 1000;
  const inFlight = new Set();
  const httpTimes = [];
  let errors = 0;
  for (let i = 0; performance.now() < endAt; i++) {
    const due = endAt - seconds * 1000 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    if (!rssHalf && performance.now() >= half) rssHalf = Promise.all([metrics(a), metrics(b)]);
    const sender = members[i % memberTotal];
    const receiver = members[(i + 1) % memberTotal];
    const content = `deux-${i}-${randomUUID()}`;
    const at = performance.now();
    sent.set(content, { at });
    const p = fetch(`${a.base}/api/v1/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sender.cookie, origin: front },
      body: JSON.stringify({ recipientId: receiver.id, content, clientId: randomUUID() }),
      signal: AbortSignal.timeout(10_000),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        httpTimes.push(performance.now() - at);
        if (res.status !== 201) errors += 1;
      })
      .catch(() => {
        errors += 1;
      })
      .finally(() => inFlight.delete(p));
    inFlight.add(p);
  }
  await Promise.all(inFlight);
  await sleep(2_000);
  const delays = [...sent.values()].filter((s) => s.receivedAt).map((s) => s.receivedAt - s.at);
  const lost = sent.size - delays.length;
  const p95 = percentile(delays, 95);
  check('sends through A all stored (201)', errors === 0, `${sent.size - errors} of ${sent.size}`);
  check(
    `send (A) → receive (B) p95 ≤ ${deliveryBudget} ms, none lost`,
    p95 <= deliveryBudget && lost === 0,
    `p95 ${p95.toFixed(0)} ms (p50 ${percentile(delays, 50).toFixed(0)}), ${lost} lost, ${sockets.length} sockets on B; HTTP p95 ${percentile(httpTimes, 95).toFixed(0)} ms`,
  );
  for (const s of sockets) s.close();

  // An upload on A, served by B.
  const png = await sharp({ create: { width: 120, height: 120, channels: 3, background: '#284' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'a.png');
  const uploaded = await (
    await fetch(`${a.base}/api/v1/profiles/me/avatar`, {
      method: 'POST',
      headers: { cookie: members[0].cookie, origin: front },
      body: form,
    })
  ).json();
  const servedByB = uploaded.avatarUrl ? await fetch(new URL(uploaded.avatarUrl, b.base)) : { status: 0 };
  check(
    'an upload on A is served by B (shared DATA_DIR)',
    servedByB.status === 200,
    `${uploaded.avatarUrl ?? 'no url'} → ${servedByB.status}`,
  );

  // Mails: each member's confirmation exactly once, whichever instance sent it.
  const received = (m) => [...mails.keys()].filter((key) => key.startsWith(`${m.email} `));
  const mailDeadline = Date.now() + 30_000;
  while (Date.now() < mailDeadline && members.some((m) => received(m).length === 0)) await sleep(500);
  const missing = members.filter((m) => received(m).length === 0).length;
  // The confirmation is one per member by construction; other mails (a message notice) may repeat.
  const twice = [...mails.entries()].filter(([key, n]) => n > 1 && /Confirmez/.test(key)).map(([key]) => key);
  check(
    'every confirmation mail sent exactly once',
    missing === 0 && twice.length === 0,
    `${members.length} members, ${mails.size} mails (${[...new Set(subjects)].join(' / ')}): ${missing} without any, ${twice.length} twice${twice[0] ? ` (${twice[0]})` : ''}`,
  );

  // Jobs: the runs of both instances never exceed the ticks elapsed (a tick runs on one instance).
  const [ma, mb] = await Promise.all([metrics(a), metrics(b)]);
  const minutes = Math.floor((Date.now() - t0) / 60_000) + 2;
  const jobNames = [...new Set([...Object.keys(ma.jobs), ...Object.keys(mb.jobs)])];
  const overRun = jobNames.filter((job) => (ma.jobs[job] ?? 0) + (mb.jobs[job] ?? 0) > minutes);
  const ran = jobNames
    .map((job) => `${job} ${ma.jobs[job] ?? 0}+${mb.jobs[job] ?? 0}`)
    .filter((s) => !s.endsWith(' 0+0'));
  check(
    'each job tick ran on one instance only',
    overRun.length === 0,
    ran.join(', ') || 'no tick in this run',
  );

  const [ha, hb] = await rssHalf;
  const growthA = ma.rss / ha.rss - 1;
  const growthB = mb.rss / hb.rss - 1;
  check(
    'RSS growth < 10 % between the halves, each instance',
    growthA < 0.1 && growthB < 0.1,
    `A ${(rssFirst[0].rss / 1048576).toFixed(0)} → ${(ha.rss / 1048576).toFixed(0)} → ${(ma.rss / 1048576).toFixed(0)} MB, B ${(rssFirst[1].rss / 1048576).toFixed(0)} → ${(hb.rss / 1048576).toFixed(0)} → ${(mb.rss / 1048576).toFixed(0)} MB`,
  );
  await db.end();
} catch (error) {
  console.error(error, a.stderr.join('').slice(-1500), b.stderr.join('').slice(-1500));
  check('the script ran to its end', false, String(error?.message ?? error));
}
const code = writeChecks(`two-instances${leak ? '-leak' : ''}-${socketCount}-sockets`, {
  title: `Two instances behind a proxy on one PostgreSQL${leak ? ' WITH A DELIBERATE LEAK' : ''}`,
  startedAt,
  about: [
    `A PostgreSQL 15 cluster of its own (fresh database), two app processes sharing it and one DATA_DIR, a Node round-robin proxy (HTTP and WebSocket) on ${proxyPort}, a real SMTP peer. ${socketCount} sockets on B, ${rate} messages/s sent on A for ${seconds} s.`,
  ],
  checks,
});
await cleanup();
process.exit(code);
