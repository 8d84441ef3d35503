// The feed under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale`
// then `npm run seed:scale:feed` (100k members, 1M posts): the first page and next pages of the feed
// (list reads, 300 req/s), one member's and one hashtag's pages (list reads), one post (point read,
// 500 req/s), the like toggle (writes, 200 req/s) and the trending hashtags (list read, 300 req/s).
// Each figure sits next to a baseline measured in the same run: a bare Fastify + pg server running the
// same repository queries for the same rows (no session, no validation, no policy, no mapping).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:feed [-- --seconds=15] [--only=name]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop like bench/network.mjs.
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
const appPort = Number(argValue('app-port', '3972'));
const basePort = Number(argValue('baseline-port', '3973'));
const seconds = Number(argValue('seconds', '15'));
/** Runs every scenario at this fraction of its DESIGN.md rate (1 = the budget's rate). */
const rateFactor = Number(argValue('rate-factor', '1'));
const maxInFlight = 256;
const requestTimeoutMs = 10_000;
const password = 'bench-password-1';
const benchUsers = 4;

/** Scale post g's id, as scripts/seed-scale-feed.ts makes it. */
const postOf = (g) =>
  `overlay(overlay(md5('sankofa-post-' || (${g})) placing '4' from 13) placing '8' from 17)::uuid`;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { default: Fastify } = await import('fastify');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../src/server/db/schema/index.ts');
  const postRepo = await import('../src/server/features/feed/post.repository.ts');
  const reactionRepo = await import('../src/server/features/feed/reaction.repository.ts');
  const hashtagRepo = await import('../src/server/features/feed/hashtag.repository.ts');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzle(pool, { schema });
  const app = Fastify({ logger: false });

  /** The same read as the app's page: posts with author, like, media and latest comments in one query. */
  const page = async (filter) => {
    const rows = await postRepo.listPosts(db, { limit: 10, viewerId: null, ...filter });
    const items = rows.slice(0, filter.limit ?? 10);
    const last = items.at(-1);
    return {
      items: items.map((r) => ({
        id: r.post.id,
        content: r.post.content,
        author: r.author.fullName,
        liked: r.liked,
        likes: r.post.likesCount,
        media: r.media,
        comments: r.comments.map((c) => c.content),
      })),
      next:
        rows.length > items.length && last
          ? { at: last.post.createdAt.toISOString(), id: last.post.id }
          : null,
    };
  };

  app.post('/page', async (request) => {
    const { cursor, ...filter } = request.body;
    return page({ ...filter, cursor: cursor ? { at: new Date(cursor.at), id: cursor.id } : undefined });
  });
  app.get('/post/:id', async (request) => {
    const result = await page({ postId: request.params.id, limit: 1 });
    return result.items[0] ?? {};
  });
  app.post('/toggle', async (request) => {
    const { postId, userId } = request.body;
    return reactionRepo.changeLike(db, postId, userId, 'toggle');
  });
  app.get('/trending', async () => ({
    items: await hashtagRepo.topOfRecentPosts(db, { days: 7, posts: 500, top: 8 }),
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

/** Bench members: real accounts (sign-up through the API, confirmed in the database), signed in. */
const prepareUsers = async (client, app) => {
  const users = [];
  for (let k = 1; k <= benchUsers; k++) {
    const email = `bench-feed-${k}@bench.sankofa.test`;
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
    await client.query(`update profiles set full_name = $2, title = 'Consultante' where id = $1`, [
      id,
      `Membre Banc Fil ${k}`,
    ]);
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
    users.push({ id, cookie });
  }
  return users;
};

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:feed needs DATABASE_URL (a PostgreSQL database filled by `npm run seed:scale:feed`).',
    );
    process.exit(1);
  }
  const app = `http://127.0.0.1:${appPort}`;
  const baseline = `http://127.0.0.1:${basePort}`;
  assertLoopback(app);
  assertLoopback(baseline);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query(
    `select (select count(*)::int from microblog_posts) posts, (select count(*)::int from microblog_likes) likes,
            (select count(*)::int from microblog_comments) comments, (select count(*)::int from profiles) profiles`,
  );
  const { rows: settings } = await client.query(`select current_setting('random_page_cost') as rpc`);
  // Posts to read and like: 2,000 scale posts spread over the whole history.
  const { rows: postRows } = await client.query(
    `select ${postOf('g')}::text id from generate_series(1, 1000000, 499) g
     where exists (select 1 from microblog_posts p where p.id = ${postOf('g')})`,
  );
  const postIds = postRows.map((r) => r.id);
  if (postIds.length < 100) throw new Error('too few scale posts: run `npm run seed:scale:feed` first.');
  const { rows: authorRows } = await client.query(
    `select user_id::text id from microblog_posts where id = any($1::uuid[]) limit 200`,
    [postIds.slice(0, 200)],
  );
  const authors = authorRows.map((r) => r.id);
  const { rows: tagRows } = await client.query(`select tag from hashtags order by post_count desc limit 20`);
  const tagList = tagRows.map((r) => r.tag);

  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-feed-'));
  const children = [];
  const start = (args, env) => {
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
    await waitFor(async () => (await get(`${baseline}/trending`)).ok, 'the baseline');
    const users = await prepareUsers(client, app);

    // Cursors of pages 2 to 6 of the whole feed (the app's opaque ones, and the baseline's).
    const appCursors = [];
    const baseCursors = [];
    {
      let cursor = null;
      let baseCursor = null;
      for (let p = 0; p < 5; p++) {
        const res = await (await get(`${app}/api/v1/feed/posts${cursor ? `?cursor=${cursor}` : ''}`)).json();
        cursor = res.nextCursor;
        appCursors.push(cursor);
        const base = await (await postJson(`${baseline}/page`, { cursor: baseCursor })).json();
        baseCursor = base.next;
        baseCursors.push(baseCursor);
      }
    }

    const cookieOf = (i) => ({ cookie: users[i % users.length].cookie });
    const scenarios = [
      {
        name: 'feed first page (member)',
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/feed/posts`, cookieOf(i)),
        baseline: () => postJson(`${baseline}/page`, {}),
      },
      {
        name: 'feed next pages (2-6)',
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/feed/posts?cursor=${appCursors[i % appCursors.length]}`, cookieOf(i)),
        baseline: (i) => postJson(`${baseline}/page`, { cursor: baseCursors[i % baseCursors.length] }),
      },
      {
        name: 'feed first page (visitor)',
        rate: 300,
        budget: 100,
        app: () => get(`${app}/api/v1/feed/posts`),
        baseline: () => postJson(`${baseline}/page`, {}),
      },
      {
        name: "one member's posts",
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/feed/posts?user=${authors[i % authors.length]}`, cookieOf(i)),
        baseline: (i) => postJson(`${baseline}/page`, { userId: authors[i % authors.length] }),
      },
      {
        name: 'hashtag page',
        rate: 300,
        budget: 100,
        app: (i) =>
          get(
            `${app}/api/v1/feed/posts?hashtag=${encodeURIComponent(tagList[i % tagList.length])}`,
            cookieOf(i),
          ),
        baseline: (i) => postJson(`${baseline}/page`, { tag: tagList[i % tagList.length] }),
      },
      {
        name: 'one post (point read)',
        rate: 500,
        budget: 50,
        app: (i) => get(`${app}/api/v1/feed/posts/${postIds[(i * 7) % postIds.length]}`, cookieOf(i)),
        baseline: (i) => get(`${baseline}/post/${postIds[(i * 7) % postIds.length]}`),
      },
      {
        name: 'like toggle (write)',
        rate: 200,
        budget: 100,
        app: (i) =>
          fetch(`${app}/api/v1/feed/posts/${postIds[(i * 13) % postIds.length]}/like/toggle`, {
            method: 'POST',
            headers: cookieOf(i),
            signal: AbortSignal.timeout(requestTimeoutMs),
          }),
        baseline: (i) =>
          postJson(`${baseline}/toggle`, {
            postId: postIds[(i * 13) % postIds.length],
            userId: users[i % users.length].id,
          }),
      },
      {
        name: 'trending hashtags',
        rate: 300,
        budget: 100,
        app: () => get(`${app}/api/v1/feed/hashtags/trending`),
        baseline: () => get(`${baseline}/trending`),
      },
    ];

    console.log(
      `Data: ${scale[0].profiles} profiles, ${scale[0].posts} posts, ${scale[0].likes} likes, ${scale[0].comments} comments; ${seconds} s per run at ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host} (random_page_cost ${settings[0]?.rpc}).`,
    );
    const only = argValue('only', '');
    for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
      // Warm both (plans, pools, caches), then measure the app and the baseline in turn.
      const rate = scenario.rate * rateFactor;
      await load(rate, scenario.app, 3);
      await load(rate, scenario.baseline, 3);
      const measured = await load(rate, scenario.app);
      const base = await load(rate, scenario.baseline);
      const f = (n) => (Number.isFinite(n) ? n.toFixed(1).padStart(7) : '      –');
      console.log(
        `${scenario.name.padEnd(28)} ${String(rate).padStart(4)} req/s | app p50 ${f(measured.p50)} p95 ${f(measured.p95)} p99 ${f(measured.p99)} ms, ${measured.achieved.toFixed(0)} req/s, ${measured.errors} errors | baseline p50 ${f(base.p50)} p95 ${f(base.p95)} p99 ${f(base.p99)} ms, ${base.errors} errors | budget p95 ≤ ${scenario.budget} ms: ${measured.p95 <= scenario.budget && measured.errors === 0 ? 'met' : 'MISSED'}`,
      );
      if (measured.reasons || base.reasons)
        console.log(`  errors: app ${measured.reasons || 'none'}; baseline ${base.reasons || 'none'}`);
    }
  } finally {
    // The bench members' likes go with their accounts' next run; remove them now so counts stay seeded.
    await client.query(
      `with gone as (delete from microblog_likes l using users u
         where u.id = l.user_id and u.email like 'bench-feed-%@bench.sankofa.test' returning l.post_id)
       update microblog_posts p set likes_count = p.likes_count - g.n
       from (select post_id, count(*)::int n from gone group by post_id) g where g.post_id = p.id`,
    );
    await client.end();
    await stopAll();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
