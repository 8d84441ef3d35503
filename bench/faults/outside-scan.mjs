// Outside scan (issue 41 §4): sqlmap and wapiti (Debian packages: apt-get install -y sqlmap wapiti)
// against a loopback instance, with a member's session (an administrator's for the staff endpoints).
// Bounded: sqlmap --batch on every endpoint of the table that takes a query, a path param or a JSON
// body (scan-targets.ts; boolean, error, UNION, stacked and time-based techniques, 2 s delays, at most
// `sqlmap-seconds` a target), wapiti from the site's root and the member's GET endpoints, with a time cap
// per module and overall.
//
//   node --import tsx bench/faults/outside-scan.mjs [--wapiti-seconds=240] [--sqlmap-level=1]
//     [--sqlmap-seconds=240] [--workers=2] [--techniques=BEUST] [--only=<regex of endpoint names>] [--app-port=3716]
//     [--pg-port=5499]
//
// The raw reports go to bench/results/scan-<date>/; the summary, to bench/results/<date>-outside-scan.md.
// Triage: docs/SECURITY.md "Outside scan".
import { spawn, spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  argValue,
  machine,
  member,
  root,
  signIn,
  startApp,
  startClusterWithDatabase,
  writeResult,
} from './lib.mjs';

const { scanTargets } = await import('./scan-targets.ts').catch(() => {
  throw new Error('run with node --import tsx (the targets are read off the contracts)');
});

const appPort = Number(argValue('app-port', '3716'));
const pgPort = Number(argValue('pg-port', '5499'));
const wapitiSeconds = Number(argValue('wapiti-seconds', '240'));
const level = argValue('sqlmap-level', '1');
const techniques = argValue('techniques', 'BEUST');
const sqlmapSeconds = Number(argValue('sqlmap-seconds', '240'));
const workers = Number(argValue('workers', '2'));
const startedAt = new Date();
const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
const outDir = path.join(root, 'bench', 'results', `scan-${stamp}`);
mkdirSync(outDir, { recursive: true });
const sqlmapWork = mkdtempSync(path.join(tmpdir(), 'sankofa-sqlmap-'));

/** Runs a tool to its end (or `timeoutMs`) without blocking this process: { stdout, stderr, status, signal }. */
const runTool = (command, args, timeoutMs) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGTERM'), timeoutMs);
    child.on('close', (status, signal) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, status, signal });
    });
  });

const { cluster, dbUrl } = await startClusterWithDatabase(pgPort, 'sankofa_faults_scan');
const app = startApp({ port: appPort, env: { DATABASE_URL: dbUrl } });
const lines = [];
let db;
try {
  await app.ready();
  const base = app.base;
  const m = await member(base, dbUrl, `scan-${Date.now()}@faults.test`);
  db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  // Something to find: a post with a hashtag, so list filters return rows.
  await fetch(`${base}/api/v1/feed/posts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: m.cookie, origin: base },
    body: JSON.stringify({ content: 'Bonjour #diaspora' }),
  });

  const { username } = await (
    await fetch(`${base}/api/v1/profiles/me`, { headers: { cookie: m.cookie } })
  ).json();
  const { rows: posts } = await db.query('select id from microblog_posts where user_id = $1 limit 1', [m.id]);
  // The staff endpoints' probes need an ability to get past the access check to the validation and the
  // queries: a second member with the admin role.
  const promoted = await member(base, dbUrl, `scan-admin-${Date.now()}@faults.test`);
  await db.query(`update profiles set role = 'admin' where id = $1`, [promoted.id]);
  const admin = await signIn(base, promoted.email, promoted.id);
  // Staff act as members until they have a second factor: an enrolled authenticator, written as the
  // enrolment would (its secret is never used: the session is already open), then read by the session
  // once its cache expires.
  await db.query(`insert into two_factors (user_id, secret, enabled_at) values ($1, 'scan', now())`, [
    promoted.id,
  ]);
  for (let i = 0; i < 60; i++) {
    const res = await fetch(`${base}/api/v1/admin/users?page=1`, { headers: { cookie: admin.cookie } });
    if (res.status === 200) break;
    if (i === 59) throw new Error(`the scan's administrator is refused: ${res.status}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const sessions = { member: m, staff: admin };
  const post = posts[0]?.id;
  const ids = {
    profileId: m.id,
    userId: m.id,
    memberId: m.id,
    username,
    postId: post,
    '/feed/posts/:id': post,
    '/profiles/:id': m.id,
    tag: 'diaspora',
  };
  const only = argValue('only', '');
  // Each target: an endpoint of the table with a plausible value in each part sqlmap injects into (its
  // query parameters, its JSON body's fields, or its path params marked with *).
  const accepts = async (url, staff, write) => {
    const headers = { cookie: sessions[staff ? 'staff' : 'member'].cookie, origin: base };
    if (!write) return (await fetch(url, { headers })).ok;
    await db.query('delete from rate_limit_counters');
    const res = await fetch(url, {
      method: write.method,
      headers: { ...headers, 'content-type': 'application/json' },
      body: write.body,
    });
    return res.ok;
  };
  const targets = (await scanTargets(base, ids, accepts)).filter(
    (t) => !only || new RegExp(only).test(t.name),
  );
  // wapiti, beside sqlmap: from the site's root (the pages' HTML when a web build is present: headers,
  // CSP, cookies) and the member's GET endpoints with their parameters, session header given.
  const wapitiDir = path.join(outDir, 'wapiti');
  mkdirSync(wapitiDir, { recursive: true });
  const wapitiRun = runTool(
    'wapiti',
    [
      '-u',
      `${base}/`,
      '--scope',
      'domain',
      ...targets
        .filter((t) => t.method === 'GET' && !t.staff)
        .flatMap((t) => ['-s', t.url.replaceAll('*', '')]),
      '-H',
      `Cookie: ${m.cookie}`,
      '-H',
      `Origin: ${base}`,
      '-m',
      'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,ssrf,methods,http_headers,csp,cookieflags',
      '--max-scan-time',
      String(wapitiSeconds),
      '--max-attack-time',
      String(Math.max(20, Math.floor(wapitiSeconds / 8))),
      '-d',
      '2',
      '--flush-session',
      '-f',
      'json',
      '-o',
      path.join(wapitiDir, 'report.json'),
    ],
    (wapitiSeconds + 120) * 1000,
  );
  const sqlmapRows = [];
  const sessionsLost = [];
  // `workers` sqlmap processes at once, each taking the next target (the rows keep the table's order).
  let next = 0;
  const scanOne = async (index) => {
    const target = targets[index];
    const who = target.staff ? 'staff' : 'member';
    const cookie = sessions[who].cookie;
    const args = [
      '-u',
      target.url,
      '--batch',
      `--level=${level}`,
      '--risk=1',
      `--technique=${techniques}`,
      '--threads=2',
      '--timeout=10',
      '--time-sec=2',
      '--ignore-code=400,401,403,404,409,413,414,422,429',
      '--retries=1',
      '--disable-coloring',
      // Its session files stay out of the repository (one folder a target: workers run at once); the log
      // of each run is kept instead.
      `--output-dir=${path.join(sqlmapWork, String(index))}`,
      `--cookie=${cookie}`,
      // One --headers option: a second one replaces the first.
      `--headers=Origin: ${base}${target.data ? '\nContent-Type: application/json' : ''}`,
      ...(target.data ? ['--data', target.data, `--method=${target.method}`] : []),
      ...(!target.data && target.method !== 'GET' ? [`--method=${target.method}`] : []),
    ];
    const started = Date.now();
    // Write limits would answer 429 to most probes of a write (30 posts an hour): cleared as it runs.
    const clearing = setInterval(() => db.query('delete from rate_limit_counters').catch(() => {}), 500);
    const run = await runTool('sqlmap', args, sqlmapSeconds * 1000);
    clearInterval(clearing);
    const output = `${run.stdout}\n${run.stderr}`;
    writeFileSync(path.join(outDir, `sqlmap-${target.name.replace(/\W+/g, '-')}.log`), output);
    const injectable = /is vulnerable|sqlmap identified the following injection point/i.test(output);
    const notInjectable = /do not appear to be injectable|does not seem to be injectable/i.test(output);
    const errors = [...output.matchAll(/(\d{3}) \([^)]+\) - (\d+) times/g)]
      .map(([, code, times]) => `${code}×${times}`)
      .join(' ');
    const verdict = injectable
      ? 'INJECTABLE'
      : notInjectable
        ? 'not injectable'
        : `inconclusive${run.signal ? ` (stopped at the ${sqlmapSeconds} s cap)` : ''}`;
    sqlmapRows[index] =
      `| ${target.name} | \`${target.method} ${target.url.replace(base, '').slice(0, 110)}\` | ${who} | ${target.reached ? 'yes' : 'no'} | ${verdict} | ${errors} | ${((Date.now() - started) / 1000).toFixed(0)} s |`;
    console.log(`sqlmap ${target.name}: ${verdict} ${errors}`);
    // A probe that ended the session (none should): noted, and the member signs in again.
    const session = await fetch(`${base}/api/v1/auth/session`, { headers: { cookie } });
    const body = session.ok ? await session.json() : null;
    if (!body?.user) {
      sessionsLost.push(target.name);
      sessions[who] = await signIn(base, sessions[who].email, sessions[who].id);
    }
  };
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < targets.length) await scanOne(next++);
    }),
  );

  const wapiti = await wapitiRun;
  writeFileSync(path.join(wapitiDir, 'wapiti.log'), `${wapiti.stdout}\n${wapiti.stderr}`);
  const reportFile = readdirSync(wapitiDir).find((f) => f.endsWith('.json'));
  const report = reportFile ? JSON.parse(readFileSync(path.join(wapitiDir, reportFile), 'utf8')) : {};
  // Kept as text: Biome would hold wapiti's own JSON formatting against the repository.
  if (reportFile) renameSync(path.join(wapitiDir, reportFile), path.join(wapitiDir, `${reportFile}.txt`));
  const findings = [];
  for (const group of ['vulnerabilities', 'anomalies', 'additionals'])
    for (const [category, list] of Object.entries(report[group] ?? {}))
      for (const item of list)
        findings.push(
          `| ${group} | ${category} | ${item.level ?? ''} | \`${item.method ?? ''} ${(item.path ?? '').replace(base, '')}\` ${item.parameter ? `(${item.parameter})` : ''} | ${(item.info ?? '').replace(/\|/g, '/').replace(/\s+/g, ' ').slice(0, 160)} |`,
        );

  lines.push(
    '# Outside scan: sqlmap and wapiti against a loopback instance',
    '',
    `${startedAt.toISOString()} · ${machine()}`,
    `App on a PostgreSQL 15 cluster of its own, a signed-in member's session on every request. sqlmap ${spawnSync('sqlmap', ['--version'], { encoding: 'utf8' }).stdout.trim().split('\n')[0]} (--level=${level} --risk=1 --technique=${techniques}, ${workers} at once); wapiti ${wapiti.stdout.match(/Wapiti[- ]([\d.]+)/i)?.[1] ?? ''} (${wapitiSeconds} s cap). Raw output: \`${path.relative(root, outDir)}/\`.`,
    '',
    '## sqlmap',
    '',
    `${targets.length} endpoints of the table (every one with a query, a path param or a JSON body, but uploads, deletions and the writes that would end the scan's own session: \`scan-targets.ts\`). Valid start: the request the probes start from passes validation, so they reach the service and its queries (${targets.filter((t) => t.reached).length} of ${targets.length}); otherwise they test the validation. Status codes sqlmap met besides 200 are listed; 5xx would be a finding.`,
    '',
    '| endpoint | request | session | valid start | verdict | other statuses | time |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...sqlmapRows,
    '',
    sessionsLost.length === 0
      ? 'No probe ended a session.'
      : `Sessions ended by a probe (signed in again): ${sessionsLost.join(', ')}.`,
    '',
    '## wapiti',
    '',
    findings.length === 0 ? 'No finding.' : '| kind | category | level | where | info |',
    ...(findings.length === 0 ? [] : ['| --- | --- | --- | --- | --- |', ...findings]),
    '',
    `Wapiti exit ${wapiti.status}${wapiti.signal ? ` (${wapiti.signal})` : ''}. Triage: docs/SECURITY.md, "Outside scan".`,
  );
} catch (error) {
  console.error(error, app.stderr.join('').slice(-2000));
  lines.push(`Scan failed: ${error?.message ?? error}`);
} finally {
  rmSync(sqlmapWork, { recursive: true, force: true });
  await db?.end().catch(() => {});
  await app.stop();
  cluster.remove();
}
writeResult('outside-scan', lines);
