// `npm test`: lint, types, API and unit tests on PGlite (and PostgreSQL when TEST_DATABASE_URL is set),
// then the Playwright journeys. Ends with the line `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

let passed = 0;
let failed = 0;
const summary = [];

const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: result.status === 0, seconds };
};

const check = (label, command, args) => {
  const { ok, seconds } = run(label, command, args);
  if (ok) passed++;
  else failed++;
  summary.push(`${label}: ${ok ? 'ok' : 'FAILED'} (${seconds} s)`);
};

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const vitest = (label, env, args = []) => {
  const out = path.join(results, `vitest-${label}.json`);
  const { ok, seconds } = run(
    `vitest (${label})`,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...args],
    env,
  );
  const report = readJson(out);
  const p = report?.numPassedTests ?? 0;
  // A crash that produced no report counts as one failure.
  const f = report ? report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1) : 1;
  passed += p;
  failed += f;
  summary.push(`vitest (${label}): ${p} passed, ${f} failed (${seconds} s)`);
  // The failures' names in the summary, which is what a truncated CI log still shows.
  for (const file of report?.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        summary.push(`  FAILED ${path.relative(root, file.name)} › ${test.fullName}`);
        const why = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 300);
        if (why) summary.push(`    ${why}`);
      }
    }
  }
};

/**
 * No high or critical advisory in the production dependencies (issue 11 §10). A registry that does not
 * serve the audit endpoint (some mirrors answer 405) is reported, not counted: nothing was checked.
 */
const audit = () => {
  console.log('\n=== npm audit (production dependencies)');
  const started = Date.now();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    report = undefined;
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const why = report?.message ?? report?.error?.summary ?? 'no answer';
    console.log(`audit endpoint unavailable: ${why}`);
    summary.push(`npm audit: not run, the registry did not answer the audit (${seconds} s)`);
    return;
  }
  const serious = (counts.high ?? 0) + (counts.critical ?? 0);
  console.log(
    `high: ${counts.high ?? 0}, critical: ${counts.critical ?? 0}, moderate: ${counts.moderate ?? 0}`,
  );
  if (serious > 0) {
    failed++;
    spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high'], { cwd: root, stdio: 'inherit' });
  } else passed++;
  summary.push(`npm audit: ${serious > 0 ? 'FAILED' : 'ok'} (${seconds} s)`);
};

/**
 * The journeys in E2E_SHARDS processes at once (default 1), each with its own server, database, SMTP
 * peer and mail directory, so no journey sees another's data or abuse counters. The spec files are
 * dealt by size, largest first, to the shard with the least so far. Two shards on two cores saved 100 s
 * of 860 but pushed the load past 10 and two live journeys over their timeouts: one stays the default.
 */
const playwright = async () => {
  console.log('\n=== playwright');
  const started = Date.now();
  const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1));
  const files = readdirSync(path.join(root, 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    // E2E_ONLY=feed,blog: only those journeys (to try the sharded run on a few).
    .filter(
      (file) =>
        !process.env.E2E_ONLY || process.env.E2E_ONLY.split(',').includes(file.replace('.spec.ts', '')),
    )
    .map((file) => ({ file: `e2e/${file}`, size: statSync(path.join(root, 'e2e', file)).size }))
    .sort((a, b) => b.size - a.size);
  const groups = Array.from({ length: shards }, () => ({ files: [], size: 0 }));
  for (const spec of files) {
    const lightest = groups.reduce((min, group) => (group.size < min.size ? group : min));
    lightest.files.push(spec.file);
    lightest.size += spec.size;
  }
  const reports = await Promise.all(
    groups.map(
      (group, index) =>
        new Promise((resolve) => {
          const out = path.join(results, `playwright-${index + 1}.json`);
          const child = spawn(bin('playwright'), ['test', '--reporter=list,json', ...group.files], {
            cwd: root,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: {
              ...process.env,
              PLAYWRIGHT_JSON_OUTPUT_NAME: out,
              E2E_PORT: String(3210 + index * 10),
              E2E_SMTP_PORT: String(2626 + index * 10),
              E2E_MAIL_DIR: path.join(tmpdir(), `sankofa-e2e-mails-${index + 1}`),
              E2E_OUTPUT_DIR: path.join(results, `playwright-${index + 1}`),
            },
          });
          const prefix = shards > 1 ? `[${index + 1}/${shards}] ` : '';
          for (const stream of [child.stdout, child.stderr]) {
            let rest = '';
            stream.on('data', (chunk) => {
              const lines = (rest + chunk).split('\n');
              rest = lines.pop() ?? '';
              for (const line of lines) console.log(prefix + line);
            });
            stream.on('end', () => rest && console.log(prefix + rest));
          }
          child.on('close', () => resolve(readJson(out)?.stats));
        }),
    ),
  );
  let p = 0;
  let f = 0;
  let flaky = 0;
  for (const stats of reports) {
    p += stats ? stats.expected + stats.flaky : 0;
    f += stats ? stats.unexpected : 1;
    flaky += stats?.flaky ?? 0;
  }
  return { p, f, flaky, seconds: ((Date.now() - started) / 1000).toFixed(1) };
};

// SKIP_API=1: the journeys only (SKIP_E2E=1: everything but them).
if (process.env.SKIP_API !== '1') {
  audit();
  check('biome', bin('biome'), ['check', '.']);
  check('tsc', bin('tsc'), ['--noEmit']);
  vitest('pglite', { TEST_DATABASE_URL: '' });
  if (process.env.TEST_DATABASE_URL) vitest('postgres', {}, ['src/server']);
}

if (process.env.SKIP_E2E !== '1') {
  const build = run('build', process.execPath, [path.join(root, 'scripts/build.mjs')]);
  if (!build.ok) {
    failed++;
    summary.push('build: FAILED');
  } else {
    // The landing's gzipped JS against its budget (DESIGN.md §6), from the build's manifest.
    check('web size', process.execPath, [path.join(root, 'scripts/check-web-size.mjs')]);
    const { p, f, flaky, seconds } = await playwright();
    passed += p;
    failed += f;
    summary.push(`playwright: ${p} passed, ${f} failed${flaky ? ` (${flaky} flaky)` : ''} (${seconds} s)`);
  }
}

// The container image builds where a Docker engine answers (issue 23 §4); the client alone is not enough.
if (spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 20_000 }).status === 0) {
  check('docker build', 'docker', ['build', '--quiet', '--tag', 'sankofa:ci', '.']);
} else summary.push('docker build: not run, no Docker engine answers');

console.log(`\n=== summary\n${summary.join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
