// Network search, suggestions, connections list and pending badge under the DESIGN.md §6 rates, on the
// PostgreSQL of DATABASE_URL filled by `npm run seed:scale`, each figure next to a baseline measured in
// the same run: a bare Fastify + pg server running the same repository queries for the same rows (no
// session, no validation, no connection states).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:network [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (requests start on schedule
// whether or not earlier ones finished; latency counts from the scheduled start), bounded in count,
// in-flight requests and time. Loopback only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.DATABASE_URL;
const argValue = (name, fallback) => {
  const hit = process.argv.find((a) => a.startsWith(`--${name}=`));
  return hit ? hit.slice(name.length + 3) : fallback;
};
const appPort = Number(argValue('app-port', '3952'));
const basePort = Number(argValue('baseline-port', '3953'));
const seconds = Number(argValue('seconds', '15'));
/** Runs every scenario at this fraction of its DESIGN.md rate (1 = the budget's rate). */
const rateFactor = Number(argValue('rate-factor', '1'));
const maxInFlight = 256;
const requestTimeoutMs = 10_000;
const password = 'bench-password-1';
const benchUsers = 4;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { default: Fastify } = await import('fastify');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../src/server/db/schema/index.ts');
  const networkRepo = await import('../src/server/features/network/network.repository.ts');
  const connectionRepo = await import('../src/server/features/connections/connection.repository.ts');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  const app = Fastify({ logger: false });
  const cards = (rows) => rows.map((row) => ({ id: row.id, fullName: row.fullName, title: row.title }));

  app.post('/search', async (request) => {
    const { filter, page } = request.body;
    const found = await networkRepo.searchPage(db, filter, { cap: 2000, limit: 20, offset: (page - 1) * 20 });
    return { items: cards(found.rows), total: found.total };
  });
  app.post('/suggestions', async (request) => {
    const seeker = request.body;
    const scores = await networkRepo.suggestByMutuals(db, seeker, 8);
    if (scores.length < 8) {
      const taken = scores.map((s) => s.id);
      scores.push(...(await networkRepo.suggestBySharedCategories(db, seeker, 8 - scores.length, taken)));
    }
    return {
      items: cards(
        await networkRepo.findByIds(
          db,
          scores.map((s) => s.id),
        ),
      ),
    };
  });
  app.get('/connections/:userId', async (request) => {
    const rows = await connectionRepo.listAccepted(db, request.params.userId, { limit: 20 });
    return { items: rows.map((r) => ({ id: r.connection.id, member: r.profile.fullName })) };
  });
  app.get('/pending/:userId', async (request) => ({
    count: await connectionRepo.countPendingFor(db, request.params.userId),
  }));
  await app.listen({ host: '127.0.0.1', port: basePort });
  process.on('SIGTERM', () => {
    app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0));
  });
};

// --- Driving ---------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

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

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Starts `rate × seconds` requests on a fixed schedule (open loop), at most `maxInFlight` at once (a
 * request that would exceed it counts as an error), each bounded by a timeout. Latency is measured
 * from the scheduled start, so a slow server is not hidden by a slow client.
 */
const load = async (rate, makeRequest, duration = seconds) => {
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
      continue;
    }
    inFlight++;
    running.push(
      makeRequest(i)
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status));
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
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    achieved: latencies.length / elapsed,
    errors,
    reasons: [...reasons].map(([reason, n]) => `${reason}×${n}`).join(', '),
  };
};

const get = (target, headers = {}) =>
  fetch(target, { headers, signal: AbortSignal.timeout(requestTimeoutMs) });
const postJson = (target, body) =>
  fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });

/** Scale member n's id, as scripts/seed-scale.ts makes it. */
const scaleId = (n) =>
  `overlay(overlay(md5('sankofa-scale-' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;

/** Bench members: real accounts (sign-up through the API), placed and connected among the scale set. */
const prepareUsers = async (client, app) => {
  const { rows: specs } = await client.query(
    `select array_agg(id order by id) ids from professional_categories where parent_id is not null`,
  );
  const specialities = specs[0]?.ids ?? [];
  const users = [];
  for (let k = 1; k <= benchUsers; k++) {
    const email = `bench-${k}@bench.sankofa.test`;
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
    await client.query(
      `update profiles set full_name = $2, title = 'Consultante', country_code = 'SN',
         location = '{"ville":"Dakar","pays":"Sénégal","country_code":"SN","adresse_complete":"Dakar, Sénégal"}'
       where id = $1`,
      [id, `Membre Banc ${k}`],
    );
    for (const categoryId of [specialities[k * 7], specialities[k * 13]].filter(Boolean)) {
      await client.query(
        'insert into profile_professional_categories (profile_id, category_id) values ($1, $2) on conflict do nothing',
        [id, categoryId],
      );
    }
    // 20 accepted connections inside one community of the scale set (its friends know each other).
    await client.query(
      `insert into connections (requester_id, recipient_id, status)
       select $1, ${scaleId(`${k * 20_000} + g * 37`)}, 'accepted' from generate_series(1, 20) g
       on conflict do nothing`,
      [id],
    );
    await client.query(
      `insert into connections (requester_id, recipient_id, status)
       select ${scaleId(`${k * 20_000 + 5000} + g * 11`)}, $1, 'pending' from generate_series(1, 5) g
       on conflict do nothing`,
      [id],
    );
    await client.query(`delete from rate_limit_counters where key like 'sign-in:%'`);
    const signIn = await fetch(`${app}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    users.push({ id, cookie, city: 'Dakar', countryCode: 'SN' });
  }
  return users;
};

const runBench = async () => {
  if (!url) {
    console.error('bench:network needs DATABASE_URL (a PostgreSQL database filled by `npm run seed:scale`).');
    process.exit(1);
  }
  const app = `http://127.0.0.1:${appPort}`;
  const baseline = `http://127.0.0.1:${basePort}`;
  assertLoopback(app);
  assertLoopback(baseline);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query(
    `select count(*)::int as profiles, (select count(*)::int from connections) as connections from profiles`,
  );
  const { rows: settings } = await client.query(`select current_setting('random_page_cost') as rpc`);
  const { rows: sectorRows } = await client.query(
    `select id from professional_categories where parent_id is null order by name limit 1 offset 3`,
  );
  const sectorId = sectorRows[0]?.id;

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-network-'));
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
    for (const child of children) {
      if (child.exitCode === null) child.kill('SIGTERM');
    }
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : null)),
    );
  };
  process.on('SIGINT', () => {
    stopAll().then(() => process.exit(130));
  });

  try {
    start(['src/server/main.ts'], {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: app,
      LOG_LEVEL: 'warn',
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      NODE_ENV: 'production',
      SMTP_URL: '',
    });
    start([fileURLToPath(import.meta.url), '--baseline'], {});
    await waitFor(async () => (await get(`${app}/api/health`)).ok, 'the app');
    await waitFor(
      async () => (await get(`${baseline}/pending/00000000-0000-4000-8000-000000000000`)).ok,
      'the baseline',
    );
    const users = await prepareUsers(client, app);
    await client.query('analyze connections');

    // The search mix: broad and narrow filters, a few deeper pages.
    const searches = [
      { qs: '', filter: {} },
      { qs: 'q=awa', filter: { q: 'awa' } },
      { qs: 'q=ingenieur%20dakar', filter: { q: 'ingenieur dakar' } },
      { qs: 'q=diallo', filter: { q: 'diallo' } },
      { qs: 'country=SN', filter: { countryCode: 'SN' } },
      { qs: 'city=abid', filter: { city: 'abid' } },
      { qs: 'job=comptable', filter: { job: 'comptable' } },
      { qs: 'minYears=10', filter: { minYears: 10 } },
      { qs: 'languages=Wolof', filter: { languages: ['Wolof'] } },
      { qs: 'availability=mentoring', filter: { availability: 'mentoring' } },
      ...(sectorId ? [{ qs: `sector=${sectorId}`, filter: { sector: sectorId } }] : []),
      {
        qs: 'q=awa&country=SN&minYears=5&availability=open_to_work',
        filter: { q: 'awa', countryCode: 'SN', minYears: 5, availability: 'open_to_work' },
      },
    ];
    const { rows: sectorCategories } = sectorId
      ? await client.query('select id from professional_categories where id = $1 or parent_id = $1', [
          sectorId,
        ])
      : { rows: [] };
    const baselineFilter = (filter, user) => {
      const { sector, ...rest } = filter;
      return {
        excludeId: user.id,
        availability: 'all',
        ...rest,
        ...(sector ? { categoryIds: sectorCategories.map((r) => r.id) } : {}),
      };
    };
    const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 7) : 1);

    const scenarios = [
      {
        name: 'network search (mixed filters)',
        rate: 100,
        budget: 200,
        app: (i) => {
          const user = users[i % users.length];
          const s = searches[i % searches.length];
          return get(`${app}/api/v1/network/profiles?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, {
            cookie: user.cookie,
          });
        },
        baseline: (i) => {
          const user = users[i % users.length];
          const s = searches[i % searches.length];
          return postJson(`${baseline}/search`, { filter: baselineFilter(s.filter, user), page: pageOf(i) });
        },
      },
      {
        // A ranking over the whole network like the search, so it gets the search budget (§6).
        name: 'people you may know',
        rate: 100,
        budget: 200,
        app: (i) => get(`${app}/api/v1/network/suggestions`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => {
          const { id, city, countryCode } = users[i % users.length];
          return postJson(`${baseline}/suggestions`, { id, city, countryCode });
        },
      },
      {
        name: 'my connections (list)',
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/connections?limit=20`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/connections/${users[i % users.length].id}`),
      },
      {
        name: 'pending badge (point read)',
        rate: 500,
        budget: 50,
        app: (i) =>
          get(`${app}/api/v1/connections/pending/count`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/pending/${users[i % users.length].id}`),
      },
    ];

    console.log(
      `Data: ${scale[0].profiles} profiles, ${scale[0].connections} connections; ${seconds} s per run at ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host} (random_page_cost ${settings[0]?.rpc}).`,
    );
    const only = argValue('only', '');
    const results = [];
    for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
      // Warm both (plans, pools, caches), then measure the app and the baseline in turn.
      const rate = scenario.rate * rateFactor;
      await load(rate, scenario.app, 3);
      await load(rate, scenario.baseline, 3);
      const measured = await load(rate, scenario.app);
      const base = await load(rate, scenario.baseline);
      results.push({ scenario, measured, base });
      const f = (n) => (Number.isFinite(n) ? n.toFixed(1).padStart(7) : '      –');
      console.log(
        `${scenario.name.padEnd(32)} ${String(rate).padStart(4)} req/s | app p50 ${f(measured.p50)} p95 ${f(measured.p95)} p99 ${f(measured.p99)} ms, ${measured.achieved.toFixed(0)} req/s, ${measured.errors} errors | baseline p50 ${f(base.p50)} p95 ${f(base.p95)} p99 ${f(base.p99)} ms, ${base.errors} errors | budget p95 ≤ ${scenario.budget} ms: ${measured.p95 <= scenario.budget && measured.errors === 0 ? 'met' : 'MISSED'}`,
      );
      if (measured.reasons || base.reasons)
        console.log(`  errors: app ${measured.reasons || 'none'}; baseline ${base.reasons || 'none'}`);
    }
  } finally {
    await client.end();
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
