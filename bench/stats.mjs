// The statistics dashboard (issue 21 item 2: "answers in under 500 ms on the DESIGN.md §6 data set") on
// the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` (profiles, feed, groups, blog…), each
// figure next to a baseline measured in the same run: a bare Fastify + pg server running the same
// service over the same roll-up, with no session, validation or serialisation. The roll-up is written
// once before the load (as the hourly `stats-roll-up` job would have); today is counted live.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:stats [-- --seconds=15]
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  argValue,
  createBaseline,
  ensureAccount,
  get,
  listenBaseline,
  postJson,
  rateFactor,
  runScenarios,
  signIn,
  startServers,
  url,
} from './lib/harness.mjs';

const appPort = Number(argValue('app-port', '3968'));
const basePort = Number(argValue('baseline-port', '3969'));

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const { createStatsService } = await import('../src/server/features/stats/stats.service.ts');
  const stats = createStatsService(db);
  app.get('/stats', async (request) => stats.get({ period: request.query.period ?? 'month' }));
  app.post('/roll-up', async () => {
    await stats.rollUp(new Date());
    return { ok: true };
  });
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error('bench:stats needs DATABASE_URL (filled by `npm run seed:scale`).');
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query(
    `select (select count(*) from profiles)::int as profiles,
            (select count(*) from microblog_posts)::int as posts,
            (select count(*) from blog_posts)::int as articles`,
  );
  const servers = startServers({
    name: 'stats',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/stats?period=week');
    const started = Date.now();
    const rolled = await postJson(`${baseline}/roll-up`, {});
    if (!rolled.ok) throw new Error(`roll-up failed: ${rolled.status}`);
    console.log(`roll-up of every closed day: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await client.query('analyze stats_daily');
    const email = 'bench-admin@bench.sankofa.test';
    const id = await ensureAccount(client, app, email);
    await client.query(`update profiles set role = 'admin', full_name = 'Admin Banc' where id = $1`, [id]);
    const cookie = await signIn(client, app, email);

    // A staff screen read by a handful of people: a low rate, the 500 ms as the budget.
    const scenarios = ['week', 'month', 'quarter'].map((period) => ({
      name: `statistics dashboard, ${period}`,
      rate: 5,
      budget: 500,
      app: () => get(`${app}/api/v1/admin/stats?period=${period}`, { cookie }),
      baseline: () => get(`${baseline}/stats?period=${period}`),
    }));
    await runScenarios(
      'stats',
      `Data: ${scale[0].profiles} profiles, ${scale[0].posts} feed and group posts, ${scale[0].articles} articles; ${rateFactor} × the rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
