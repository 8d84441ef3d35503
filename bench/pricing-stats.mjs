// The landing's figures, the pricing page and the home statistics screen (issue 15) under the
// DESIGN.md §6 budgets, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:pricing-stats`, each figure next to a baseline measured in the same run: a bare
// Fastify + pg server running the same repository queries (the live counts with the same one-minute
// reuse on the landing, fresh counts for the admin screen) with no session, validation or serialisation.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:pricing-stats [-- --seconds=15]
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  argValue,
  createBaseline,
  ensureAccount,
  get,
  listenBaseline,
  rateFactor,
  runScenarios,
  signIn,
  startServers,
  url,
} from './lib/harness.mjs';

const appPort = Number(argValue('app-port', '3966'));
const basePort = Number(argValue('baseline-port', '3967'));

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const stats = await import('../src/server/features/home-stats/home-stat.repository.ts');
  const { liveSources, isLiveSource } = await import('../src/server/features/home-stats/live-sources.ts');
  const pricing = await import('../src/server/features/pricing/pricing.repository.ts');
  const cached = new Map();
  const countOf = async (key, fresh) => {
    const hit = cached.get(key);
    if (!fresh && hit && Date.now() - hit.at < 60_000) return hit.value;
    const value = await liveSources[key](db);
    cached.set(key, { value, at: Date.now() });
    return value;
  };
  const figures = async (fresh) => {
    const rows = await stats.listHomeStats(db);
    const items = [];
    for (const row of rows) {
      const value =
        row.mode === 'live' && isLiveSource(row.source) ? await countOf(row.source, fresh) : row.value;
      items.push({ id: row.id, label: row.label, value });
    }
    return items;
  };
  app.get('/home-stats', async () => ({ items: (await figures(false)).filter((item) => item.value > 0) }));
  app.get('/admin/home-stats', async () => {
    const items = await figures(true);
    const sources = [];
    for (const key of Object.keys(liveSources)) sources.push({ key, count: await countOf(key, true) });
    return { items, sources };
  });
  app.get('/pricing', async () => ({
    items: (await pricing.listOffers(db)).map((row) => ({
      id: row.id,
      category: row.category,
      price: row.price,
    })),
  }));
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:pricing-stats needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:pricing-stats`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query(
    'select (select count(*) from profiles)::int as profiles, (select count(*) from pricing)::int as offers, (select count(*) from payments)::int as payments',
  );
  const servers = startServers({
    name: 'pricing-stats',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/pricing');
    const email = 'bench-admin@bench.sankofa.test';
    const id = await ensureAccount(client, app, email);
    await client.query(`update profiles set role = 'admin', full_name = 'Admin Banc' where id = $1`, [id]);
    const cookie = await signIn(client, app, email);
    await client.query('analyze homepage_stats');
    await client.query('analyze pricing');

    const scenarios = [
      {
        name: 'landing figures (live counts reused a minute)',
        rate: 500,
        budget: 50,
        app: () => get(`${app}/api/v1/home-stats`),
        baseline: () => get(`${baseline}/home-stats`),
      },
      {
        name: 'pricing page offers',
        rate: 500,
        budget: 50,
        app: () => get(`${app}/api/v1/pricing`),
        baseline: () => get(`${baseline}/pricing`),
      },
      {
        // Counted afresh on each read (members, mentors, countries over every profile): a search-like cost.
        name: 'admin home statistics (fresh counts)',
        rate: 100,
        budget: 200,
        app: () => get(`${app}/api/v1/admin/home-stats`, { cookie }),
        baseline: () => get(`${baseline}/admin/home-stats`),
      },
    ];
    await runScenarios(
      'pricing-stats',
      `Data: ${scale[0].profiles} profiles, ${scale[0].offers} offers, ${scale[0].payments} payments; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
