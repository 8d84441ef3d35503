// What every bench/*.mjs shares: its command-line options, the app and baseline child processes on
// 127.0.0.1, the open-loop load generator and its percentiles, the bench accounts and the result lines.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const url = process.env.DATABASE_URL;

/** `--name=value` from the command line, else `fallback`. */
export const argValue = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
export const seconds = Number(argValue('seconds', '15'));
/** Runs every scenario at this fraction of its DESIGN.md rate (1 = the budget's rate). */
export const rateFactor = Number(argValue('rate-factor', '1'));
/** Runs only the scenarios whose name contains it. */
export const only = argValue('only', '');

const maxInFlight = 256;
export const requestTimeoutMs = 10_000;
/** The bench app's AUTH_SECRET (bench/messages.mjs signs session cookies with it). */
export const authSecret = 'bench-secret-bench-secret-bench-secret';
const password = 'bench-password-1';

/** Scale member n's id, as scripts/seed-scale.ts makes it. */
export const scaleId = (n) =>
  `overlay(overlay(md5('sankofa-scale-' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;

// --- The baseline server ---------------------------------------------------------------------------

/** A bare Fastify + Drizzle over a 10-connection pool: what a baseline server is built on. */
export const createBaseline = async () => {
  const { default: Fastify } = await import('fastify');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../../src/server/db/schema/index.ts');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return { app: Fastify({ logger: false }), db: drizzle(pool, { schema }), pool };
};

/** Listens on the baseline port; on SIGTERM runs `beforeClose`, closes the server, then `afterClose`. */
export const listenBaseline = async (app, port, { beforeClose = () => {}, afterClose = async () => {} }) => {
  await app.listen({ host: '127.0.0.1', port });
  process.on('SIGTERM', () => {
    beforeClose();
    app
      .close()
      .then(afterClose)
      .then(() => process.exit(0));
  });
};

// --- The child processes ---------------------------------------------------------------------------

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const waitFor = async (check, label, timeoutMs = 120_000) => {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() - started > timeoutMs) throw new Error(`${label} did not start in time`);
    await sleep(200);
  }
};

const assertLoopback = (target) => {
  if (new URL(target).hostname !== '127.0.0.1') throw new Error(`refusing a non-loopback target: ${target}`);
};

/**
 * Starts the app (production mode, its own data directory) on `appPort` and `benchFile --baseline` on
 * `basePort`, both under tsx. `ready(probe)` waits for the app's health and the baseline's `probe`
 * path; `stop()` ends both and removes the data directory.
 */
export const startServers = ({ name, benchFile, appPort, basePort }) => {
  const app = `http://127.0.0.1:${appPort}`;
  const baseline = `http://127.0.0.1:${basePort}`;
  assertLoopback(app);
  assertLoopback(baseline);
  const dataDir = mkdtempSync(path.join(tmpdir(), `bench-${name}-`));
  const children = [];
  const start = (args, env) => {
    // BENCH_CPU_PROF=<dir>: the app writes a V8 CPU profile there on exit (to find where time goes).
    const profile =
      process.env.BENCH_CPU_PROF && args[0] === 'src/server/main.ts'
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stopAll = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
  };
  process.on('SIGINT', () => {
    stopAll().then(() => process.exit(130));
  });

  start(['src/server/main.ts'], {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: app,
    LOG_LEVEL: 'warn',
    AUTH_SECRET: authSecret,
    NODE_ENV: 'production',
    SMTP_URL: '',
    // The bench plays thousands of members from one address: the per-address ceiling would stop it.
    REQUEST_CEILING_PER_MINUTE: '0',
  });
  start([benchFile, '--baseline'], {});
  return {
    app,
    baseline,
    ready: async (probe) => {
      await waitFor(async () => (await get(`${app}/api/health`)).ok, 'the app');
      await waitFor(async () => (await get(`${baseline}${probe}`)).ok, 'the baseline');
    },
    stop: async () => {
      await stopAll();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

// --- Load ------------------------------------------------------------------------------------------

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** p50, p95 and p99 of `latencies` (sorted in place). */
export const summary = (latencies) => {
  latencies.sort((a, b) => a - b);
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
};

/**
 * Starts `rate × duration` requests on a fixed schedule (open loop), at most `maxInFlight` at once (a
 * request that would exceed it counts as an error), each bounded by a timeout. Latency is measured
 * from the scheduled start, so a slow server is not hidden by a slow client. `onStart(i, due)` runs
 * just before request i is made (the send scenario registers what it expects).
 */
export const load = async (rate, makeRequest, duration = seconds, onStart = () => {}) => {
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const latencies = [];
  let errors = 0;
  const reasons = new Map();
  let inFlight = 0;
  const running = [];
  const started = performance.now();
  for (let i = 0; i < total; i++) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    if (inFlight >= maxInFlight) {
      errors++;
      reasons.set('too many in flight', (reasons.get('too many in flight') ?? 0) + 1);
      continue;
    }
    inFlight++;
    onStart(i, due);
    running.push(
      makeRequest(i)
        .then(async (response) => {
          if (!response.ok) throw new Error(`${response.status} ${(await response.text()).slice(0, 120)}`);
          return response.arrayBuffer();
        })
        .then(() => latencies.push(performance.now() - due))
        .catch((error) => {
          errors++;
          const reason = error?.name === 'TimeoutError' ? 'timeout' : String(error?.message ?? error);
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        })
        .finally(() => {
          inFlight--;
        }),
    );
  }
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;
  return {
    ...summary(latencies),
    achieved: latencies.length / elapsed,
    errors,
    reasons: [...reasons].map(([reason, n]) => `${reason}×${n}`).join(', '),
  };
};

/** Warms both servers for 3 s (plans, pools, caches), then measures the app and the baseline in turn. */
export const measure = async (scenario, rate) => {
  await load(rate, scenario.app, 3);
  await load(rate, scenario.baseline, 3);
  const measured = await load(rate, scenario.app);
  const base = await load(rate, scenario.baseline);
  return { measured, base };
};

export const get = (target, headers = {}) =>
  fetch(target, { headers, signal: AbortSignal.timeout(requestTimeoutMs) });
export const postJson = (target, body, headers = {}) =>
  fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });

// --- Bench accounts --------------------------------------------------------------------------------

/** The id of the account `email`, signed up through the API if it does not exist yet, email confirmed. */
export const ensureAccount = async (client, app, email) => {
  let { rows } = await client.query('select id from users where email = $1', [email]);
  if (rows.length === 0) {
    await client.query(
      `delete from rate_limit_counters where key like 'sign-up:%' or key like 'auth-mail:%'`,
    );
    const res = await fetch(`${app}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    ({ rows } = await client.query('select id from users where email = $1', [email]));
  }
  const id = rows[0].id;
  await client.query('update users set email_verified = true where id = $1', [id]);
  return id;
};

/** Signs `email` in through the API and returns its session cookie header. */
export const signIn = async (client, app, email) => {
  await client.query(`delete from rate_limit_counters where key like 'sign-in:%'`);
  const res = await fetch(`${app}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
};

// --- Output ----------------------------------------------------------------------------------------

/** A latency in ms, right-aligned on 7 characters ("–" when there is none). */
export const ms = (n) => (Number.isFinite(n) ? n.toFixed(1).padStart(7) : '      –');

/** The result line of a request scenario: the app's figures, the baseline's, and the budget's verdict. */
export const resultLine = (name, nameWidth, rate, measured, base, budget) =>
  `${name.padEnd(nameWidth)} ${String(rate).padStart(4)} req/s | app p50 ${ms(measured.p50)} p95 ${ms(measured.p95)} p99 ${ms(measured.p99)} ms, ${measured.achieved.toFixed(0)} req/s, ${measured.errors} errors | baseline p50 ${ms(base.p50)} p95 ${ms(base.p95)} p99 ${ms(base.p99)} ms, ${base.errors} errors | budget p95 ≤ ${budget} ms: ${measured.p95 <= budget && measured.errors === 0 ? 'met' : 'MISSED'}`;

/** Why requests failed, on both sides, when any did. */
export const logErrors = (measured, base) => {
  if (measured.reasons || base.reasons)
    console.log(`  errors: app ${measured.reasons || 'none'}; baseline ${base.reasons || 'none'}`);
};
