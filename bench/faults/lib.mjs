// What the fault scripts share: a PostgreSQL cluster of their own (initdb in a temporary folder, its
// own port, owned by the `postgres` user when run as root), the app as a child process on loopback,
// members signed in, a WebSocket per member, and the result file.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const argValue = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
export const hasFlag = (name) => process.argv.includes(`--${name}`);

const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const asRoot = userInfo().uid === 0;
/** Runs a PostgreSQL tool as `postgres` when we are root (initdb refuses root). */
const pgTool = (tool, args, options = {}) => {
  const command = asRoot ? 'runuser' : path.join(pgBin, tool);
  const full = asRoot ? ['-u', 'postgres', '--', path.join(pgBin, tool), ...args] : args;
  return execFileSync(command, full, { stdio: ['ignore', 'pipe', 'pipe'], ...options }).toString();
};

/** A fresh PostgreSQL 15 cluster on 127.0.0.1:`port` (trust auth), stopped and removed by `remove()`. */
export const startCluster = async (port) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sankofa-faults-pg-'));
  if (asRoot)
    chownSync(
      dir,
      Number(execFileSync('id', ['-u', 'postgres'])),
      Number(execFileSync('id', ['-g', 'postgres'])),
    );
  const data = path.join(dir, 'data');
  pgTool('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  // FAULTS_PG_OPTIONS: more server settings for a diagnosis (`-c shared_preload_libraries=pg_stat_statements`).
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200 ${process.env.FAULTS_PG_OPTIONS ?? ''}`;
  const cluster = {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    start: () => pgTool('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']),
    /** `fast`: disconnects every client, as a restart or a failover does. */
    stop: (mode = 'fast') => pgTool('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']),
    remove: () => {
      try {
        cluster.stop('immediate');
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
};

/** Creates `name` on the cluster (dropped first if left over). Never `postgres` nor `sankofa_bench`. */
export const createDatabase = async (adminUrl, name) => {
  if (['postgres', 'sankofa_bench', 'template0', 'template1'].includes(name))
    throw new Error(`refusing ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
};

/** A fresh cluster on `port` (startCluster) holding a fresh database `name`, and that database's URL. */
export const startClusterWithDatabase = async (port, name) => {
  const cluster = await startCluster(port);
  await createDatabase(cluster.url('postgres'), name);
  return { cluster, dbUrl: cluster.url(name) };
};

/** On Ctrl-C: `cleanup()` (the app, the cluster…), then exit 130 as a shell does. */
export const cleanUpOnInterrupt = (cleanup) =>
  process.on('SIGINT', () => cleanup().then(() => process.exit(130)));

export const dropDatabase = async (adminUrl, name) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.end();
};

export const authSecret = 'faults-secret-faults-secret-faults-secret';

/**
 * The app (production mode, tsx) on 127.0.0.1:`port` with its own data directory. `imports` are
 * extra `--import` modules (a fault injected from outside the app's code); `env` overrides.
 */
export const startApp = ({ port, env = {}, imports = [], dataDir }) => {
  const base = `http://127.0.0.1:${port}`;
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), 'sankofa-faults-app-'));
  const stderr = [];
  const child = spawn(
    process.execPath,
    [...imports.flatMap((m) => ['--import', m]), '--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dir,
        PUBLIC_URL: base,
        LOG_LEVEL: 'warn',
        AUTH_SECRET: authSecret,
        NODE_ENV: 'production',
        SMTP_URL: '',
        REQUEST_CEILING_PER_MINUTE: '0',
        ...env,
      },
      // stdout too when the log is wanted (`LOG_LEVEL=info`: a member's confirmation link on PGlite).
      stdio: ['ignore', env.LOG_LEVEL === 'info' ? 'pipe' : 'ignore', 'pipe'],
    },
  );
  const keep = (chunk) => {
    stderr.push(chunk.toString());
    if (stderr.length > 400) stderr.shift();
    if (process.env.FAULTS_VERBOSE) process.stderr.write(chunk);
  };
  child.stderr.on('data', keep);
  child.stdout?.on('data', keep);
  return {
    base,
    dataDir: dir,
    child,
    stderr,
    pid: child.pid,
    ready: async (timeoutMs = 180_000) => {
      const started = Date.now();
      for (;;) {
        if (child.exitCode !== null)
          throw new Error(`the app exited (${child.exitCode}): ${stderr.join('').slice(-2000)}`);
        const ok = await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) return;
        if (Date.now() - started > timeoutMs) throw new Error('the app did not start in time');
        await sleep(250);
      }
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
};

const password = 'faults-password-1';

/** Signs a new member up through the API, confirms the address in the database, signs in: its cookie. */
export const member = async (app, dbUrl, email) => {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const up = await fetch(`${app}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app },
      body: JSON.stringify({ email, password }),
    });
    if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
    const { rows } = await client.query(
      'update users set email_verified = true where email = $1 returning id',
      [email],
    );
    await client.query(`delete from rate_limit_counters`);
    return await signIn(app, email, rows[0].id);
  } finally {
    await client.end();
  }
};

/** Signs a member of `member()` in again: `{ id, email, cookie }`. */
export const signIn = async (app, email, id) => {
  const res = await fetch(`${app}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id, email, cookie };
};

/**
 * A member on an app without a database of our own to write to (PGlite): signed up from its own
 * address (`TRUST_PROXY` on, one X-Forwarded-For each), confirmed through the link the outbox logs
 * (`LOG_LEVEL=info`), then signed in.
 */
export const memberThroughLink = async (app, email, ip) => {
  const headers = { 'content-type': 'application/json', origin: app.base, 'x-forwarded-for': ip };
  const body = JSON.stringify({ email, password });
  const up = await fetch(`${app.base}/api/v1/auth/sign-up`, { method: 'POST', headers, body });
  if (up.status !== 201) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  let link;
  for (let i = 0; i < 80 && !link; i++) {
    link = app.stderr
      .join('')
      .match(new RegExp(`${email.replace(/[.+]/g, '\\$&')}[^\\n]*?(https?://\\S+?)["\\s]`))?.[1];
    if (!link) await sleep(250);
  }
  if (!link) throw new Error(`no confirmation link logged for ${email}`);
  // With the sign-up attempt's cookie: a link opened without it drops the password (SECURITY.md).
  const attempt = up.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  await fetch(link.replace(/^https?:\/\/[^/]+/, app.base), {
    redirect: 'manual',
    headers: { 'x-forwarded-for': ip, cookie: attempt },
  });
  const res = await fetch(`${app.base}/api/v1/auth/sign-in`, { method: 'POST', headers, body });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = await (await fetch(`${app.base}/api/v1/auth/session`, { headers: { cookie } })).json();
  return { id: session.user.id, email, cookie };
};

/** A member's realtime socket; `events` collects what arrives, `waitFor(predicate)` awaits one. */
export const openSocket = (app, cookie, origin = app) =>
  new Promise((resolve, reject) => {
    const socket = new WebSocket(`${app.replace('http', 'ws')}/api/v1/realtime`, {
      headers: { cookie, origin },
    });
    const events = [];
    const waiters = new Set();
    const timer = setTimeout(() => reject(new Error('socket open timed out')), 20_000);
    socket.on('message', (data) => {
      const event = JSON.parse(data.toString());
      event.receivedAt = performance.now();
      if (event.type === 'realtime.ready') {
        clearTimeout(timer);
        resolve({ socket, events, waitFor, close: () => socket.close() });
        return;
      }
      events.push(event);
      for (const waiter of waiters) waiter(event);
    });
    socket.once('unexpected-response', (_req, res) => reject(new Error(`handshake ${res.statusCode}`)));
    socket.once('error', reject);
    const waitFor = (predicate, timeoutMs) =>
      new Promise((done) => {
        const hit = events.find(predicate);
        if (hit) return done(hit);
        const t = setTimeout(() => {
          waiters.delete(check);
          done(undefined);
        }, timeoutMs);
        const check = (event) => {
          if (!predicate(event)) return;
          clearTimeout(t);
          waiters.delete(check);
          done(event);
        };
        waiters.add(check);
      });
  });

export const machine = () => {
  const [one, five, fifteen] = loadavg().map((n) => n.toFixed(2));
  return `${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${one} / ${five} / ${fifteen}`;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

/** Writes the result file bench/results/<date>-<name>.md and prints it. */
/** The checks of a run as a Markdown table, then the verdict line (which names the failed checks). */
export const checkTable = (checks) => {
  const failed = checks.filter(([, ok]) => !ok);
  return [
    '| check | result | measured |',
    '| --- | --- | --- |',
    ...checks.map(([name, ok, detail]) => `| ${name} | ${ok ? 'pass' : 'FAIL'} | ${detail} |`),
    '',
    failed.length === 0
      ? 'All checks pass.'
      : `${failed.length} check(s) FAILED: ${failed.map(([name]) => name).join('; ')}.`,
  ];
};

export const writeResult = (name, lines) => {
  const dir = path.join(root, 'bench', 'results');
  if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${name}.md`);
  writeFileSync(file, `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  console.log(`\n→ ${path.relative(root, file)}`);
  return file;
};

/**
 * A run's result file (writeResult): `# title`, when and on what machine it ran, `about` (lines saying
 * what ran and any table of its own), then the checks' table. Returns the exit code: 0 when every check
 * passes, else 1.
 */
export const writeChecks = (name, { title, startedAt, about, checks }) => {
  writeResult(name, [
    `# ${title}`,
    '',
    `${startedAt.toISOString()} · ${machine()}`,
    ...about,
    '',
    ...checkTable(checks),
  ]);
  return checks.every(([, ok]) => ok) ? 0 : 1;
};
