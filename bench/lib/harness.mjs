// What every bench/*.mjs shares: its command-line options, the app and baseline child processes on
// 127.0.0.1, the open-loop load generator and its percentiles, the bench accounts and the result lines.
import { spawn } from 'node:child_process';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
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
/** Repetitions of each scenario (app and baseline interleaved); the report gives their medians. */
export const repeats = Number(argValue('repeat', '3'));
/** Seconds of each closed-loop (saturation) run. */
export const closedSeconds = Number(argValue('closed-seconds', '6'));
/** Clients of the closed loop, each sending its next request when the last one answered. */
export const concurrency = Number(argValue('concurrency', '8'));
/** The headroom DESIGN.md's rates must hold with (issue 13): each scenario also runs at this multiple. */
export const headroom = 1.5;
/** The app's saturation throughput must reach this share of the baseline's (issue 13). */
export const minRatio = 0.8;

const maxInFlight = 256;
export const requestTimeoutMs = 10_000;
/** The bench app's AUTH_SECRET (bench/messages.mjs signs session cookies with it). */
export const authSecret = 'bench-secret-bench-secret-bench-secret';

/** Scale member n's id, as scripts/seed-scale.ts makes it. */
export const scaleId = (n) =>
  `overlay(overlay(md5('sankofa-scale-' || (${n})) placing '4' from 13) placing '8' from 17)::uuid`;

// --- The baseline server ---------------------------------------------------------------------------

/** A bare Fastify + Drizzle over a 10-connection pool: what a baseline server is built on. */
export const createBaseline = async () => {
  const { default: Fastify } = await import('fastify');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../../src/server/db/schema/index.ts');
  // As the app's main pool (src/server/db/client.ts): 10 connections, no JIT, kept 5 minutes unused.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c jit=off',
    idleTimeoutMillis: 300_000,
  });
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

/** A baseline server on `port`: `addRoutes(app, db)` on a bare one, listening until SIGTERM closes its pool. */
export const serveBaseline = async (port, addRoutes) => {
  const { app, db, pool } = await createBaseline();
  await addRoutes(app, db);
  await listenBaseline(app, port, { afterClose: () => pool.end() });
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
    // BENCH_CPU_PROF_BASELINE=<dir>: the baseline too, to compare where each spends its time.
    const profileDir =
      args[0] === 'src/server/main.ts' ? process.env.BENCH_CPU_PROF : process.env.BENCH_CPU_PROF_BASELINE;
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
    const child = spawn(process.execPath, [...profile, '--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    serverPids[args[0] === 'src/server/main.ts' ? 'app' : 'base'] = child.pid;
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
  // The baseline reads its port from its own command line (`--baseline-port`, as the bench was given).
  start([benchFile, '--baseline', `--baseline-port=${basePort}`], {});
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

/**
 * The bench database (DATABASE_URL), connected; without one, says what fills it
 * (`bench:<name> needs DATABASE_URL (<needs>).`) and exits.
 */
export const connectBenchDatabase = async (name, needs) => {
  if (!url) {
    console.error(`bench:${name} needs DATABASE_URL (${needs}).`);
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
};

/**
 * Starts the app and `file --baseline` (`startServers`), waits for both (`probe`: the baseline's
 * readiness path) and runs `measure({ app, baseline })`; then, whatever happened, `cleanUp()` (rows the
 * bench must not leave behind), closes `client` and stops both servers.
 */
export const withServers = async (
  { client, name, file, appPort, basePort, probe, cleanUp = async () => {} },
  measure,
) => {
  const servers = startServers({ name, benchFile: fileURLToPath(file), appPort, basePort });
  try {
    await servers.ready(probe);
    return await measure({ app: servers.app, baseline: servers.baseline });
  } finally {
    await cleanUp();
    await client.end();
    await servers.stop();
  }
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

/** The app's and the baseline's process ids (for their CPU time), once `startServers` ran. */
const serverPids = { app: undefined, base: undefined };

/** Kernel clock ticks per second (`getconf CLK_TCK`, 100 on Linux). */
const clockTicks = 100;

/**
 * CPU time (user + system, ms) a server process used so far, from /proc (Linux); undefined elsewhere.
 * Unlike throughput, CPU per request hardly moves with what else the machine runs.
 */
const cpuMsOf = (pid) => {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return undefined;
  }
};

/**
 * Closed loop: `concurrency` clients, each sending its next request as soon as the last one answered,
 * for `duration` seconds: the throughput a server saturates at (requests answered per second).
 */
export const saturate = async (makeRequest, duration = closedSeconds, side = undefined) => {
  const cpuBefore = cpuMsOf(serverPids[side]);
  let answered = 0;
  let errors = 0;
  let next = 0;
  const until = performance.now() + duration * 1000;
  const started = performance.now();
  const client = async () => {
    while (performance.now() < until) {
      const i = next++;
      try {
        const response = await makeRequest(i);
        await response.arrayBuffer();
        if (response.ok) answered++;
        else errors++;
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const cpuAfter = cpuMsOf(serverPids[side]);
  const cpuPerRequest =
    cpuBefore === undefined || cpuAfter === undefined || answered === 0
      ? NaN
      : ((cpuAfter - cpuBefore) * 1000) / answered;
  return { throughput: answered / ((performance.now() - started) / 1000), errors, cpuPerRequest };
};

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One scenario as issue 13 reads it: warm both servers, then `repeats` times, app and baseline
 * interleaved, an open loop at 1× and at 1.5× the DESIGN rate and a closed loop for each. Returns the
 * medians: p95 at each rate (errors summed over the repetitions) and both saturation throughputs.
 */
export const measureScenario = async (scenario) => {
  const rates = [scenario.rate * rateFactor, scenario.rate * rateFactor * headroom];
  // A side that answers nothing but errors (a baseline calling a repository function that moved, say)
  // would print '–' and read as a ratio nobody measured: stop on it, with its reasons.
  for (const [side, request] of [
    ['app', scenario.app],
    ['baseline', scenario.baseline],
  ]) {
    const warm = await load(rates[0], request, 3);
    if (warm.achieved === 0)
      throw new Error(`${scenario.name}: the ${side} answered no request (${warm.reasons})`);
  }
  const runs = { app: rates.map(() => []), base: rates.map(() => []), satApp: [], satBase: [] };
  for (let r = 0; r < repeats; r++) {
    for (const [k, rate] of rates.entries()) {
      runs.app[k].push(await load(rate, scenario.app));
      runs.base[k].push(await load(rate, scenario.baseline));
    }
    runs.satApp.push(await saturate(scenario.app, closedSeconds, 'app'));
    runs.satBase.push(await saturate(scenario.baseline, closedSeconds, 'base'));
  }
  const figures = (list) => ({
    p50: median(list.map((run) => run.p50)),
    p95: median(list.map((run) => run.p95)),
    errors: list.reduce((sum, run) => sum + run.errors, 0),
    reasons: [...new Set(list.map((run) => run.reasons).filter(Boolean))].join('; '),
  });
  const satApp = median(runs.satApp.map((run) => run.throughput));
  const satBase = median(runs.satBase.map((run) => run.throughput));
  return {
    name: scenario.name,
    budget: scenario.budget,
    rates,
    app: runs.app.map(figures),
    base: runs.base.map(figures),
    saturation: { app: satApp, base: satBase, ratio: satApp / satBase },
    cpu: {
      app: median(runs.satApp.map((run) => run.cpuPerRequest)),
      base: median(runs.satBase.map((run) => run.cpuPerRequest)),
    },
  };
};

/** Whether a scenario meets issue 13: its budget at 1.5× the rate without errors, and ≥ 80 % of bare. */
export const verdict = (result) => {
  const atHeadroom = result.app[1];
  const latencyMet = atHeadroom.p95 <= result.budget && atHeadroom.errors === 0;
  const ratioMet = !(result.saturation.ratio < minRatio);
  return { latencyMet, ratioMet, met: latencyMet && ratioMet };
};

const pct = (ratio) => (Number.isFinite(ratio) ? `${Math.round(ratio * 100)} %` : '–');
const rps = (n) => (Number.isFinite(n) ? n.toFixed(0) : '–');

/** A scenario's result as a table row (markdown). */
export const tableRow = (result) => {
  const { latencyMet, ratioMet } = verdict(result);
  const cell = (k) =>
    `${ms(result.app[k].p95).trim()} / ${ms(result.base[k].p95).trim()}${result.app[k].errors ? ` (${result.app[k].errors} err)` : ''}`;
  return `| ${result.name} | ${result.rates[0]} | ${result.budget} | ${cell(0)} | ${cell(1)} | ${rps(result.saturation.app)} / ${rps(result.saturation.base)} | ${pct(result.saturation.ratio)} | ${rps(result.cpu.app)} / ${rps(result.cpu.base)} | ${latencyMet ? 'met' : 'MISSED'} | ${ratioMet ? 'met' : 'MISSED'} |`;
};

export const tableHeader = [
  '| scenario | rate (req/s) | budget p95 (ms) | 1×: p95 app / bare (ms) | 1.5×: p95 app / bare (ms) | saturation app / bare (req/s) | app/bare | server CPU per request app / bare (µs) | p95 at 1.5× | ≥ 80 % |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
];

/**
 * The results file: `BENCH_RESULTS` when `npm run bench` set it (every bench appends to one file), else
 * `bench/results/<time>-<bench>.md`. Starts with the machine's load average when the run started.
 */
export const openReport = (benchName, description) => {
  const file =
    process.env.BENCH_RESULTS ??
    path.join(root, 'bench/results', `${new Date().toISOString().replace(/[:.]/g, '-')}-${benchName}.md`);
  mkdirSync(path.dirname(file), { recursive: true });
  if (!existsSync(file)) {
    writeFileSync(
      file,
      `# Bench results, ${new Date().toISOString()}\n\nMachine: ${cpus().length} cores, load average at start ${loadavg()
        .map((n) => n.toFixed(2))
        .join(
          ' ',
        )}. Each figure is the median of ${repeats} runs (${seconds} s open loop, ${closedSeconds} s closed loop with ${concurrency} clients), app and bare baseline interleaved.\n`,
    );
  }
  appendFileSync(file, `\n## ${benchName}\n\n${description}\n\n${tableHeader.join('\n')}\n`);
  return {
    file,
    row: (line) => appendFileSync(file, `${line}\n`),
  };
};

/** Runs the scenarios of a bench (filtered by --only), prints each row and writes it to the report. */
export const runScenarios = async (benchName, description, scenarios) => {
  const report = openReport(benchName, description);
  console.log(
    `${description}\nload average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log(tableHeader[0]);
  const results = [];
  for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
    const result = await measureScenario(scenario);
    results.push(result);
    const row = tableRow(result);
    console.log(row);
    report.row(row);
    for (const side of ['app', 'base']) {
      const reasons = result[side]
        .map((run) => run.reasons)
        .filter(Boolean)
        .join('; ');
      if (reasons) console.log(`  ${side === 'app' ? 'app' : 'baseline'} errors: ${reasons}`);
    }
  }
  console.log(`written to ${path.relative(root, report.file)}`);
  return { results, report };
};

/**
 * The load asks for plain answers: app and bare baseline run on loopback on the same two cores as this
 * client, so the app's compression (issue 34, a bandwidth trade for phones) and the client's
 * decompression would be measured as request cost the baseline never pays. `BENCH_COMPRESSED=1` asks
 * for brotli as a browser does, to measure that trade.
 */
const encoding = { 'accept-encoding': process.env.BENCH_COMPRESSED === '1' ? 'br, gzip' : 'identity' };

export const get = (target, headers = {}) =>
  fetch(target, { headers: { ...encoding, ...headers }, signal: AbortSignal.timeout(requestTimeoutMs) });
export const postJson = (target, body, headers = {}) =>
  fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...encoding, ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(requestTimeoutMs),
  });

// --- Bench accounts (bench/lib/accounts.mjs) ----------------------------------------------------

export { ensureAccount, signIn } from './accounts.mjs';

// --- Output ----------------------------------------------------------------------------------------

/** A latency in ms, right-aligned on 7 characters ("–" when there is none). */
export const ms = (n) => (Number.isFinite(n) ? n.toFixed(1).padStart(7) : '      –');
