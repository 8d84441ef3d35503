// The back office's users list (/admin/users, issue 14) under the DESIGN.md §6 list budget, on the
// PostgreSQL of DATABASE_URL filled by `npm run seed:scale` (100k members), each figure next to a
// baseline measured in the same run: a bare Fastify + pg server running the same repository queries
// (page and capped count, counters) with no session, validation or serialisation.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:admin-users [-- --seconds=15]
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

const appPort = Number(argValue('app-port', '3962'));
const basePort = Number(argValue('baseline-port', '3963'));

// The list mix: default order, search, filters and sorts, a few deeper pages.
const lists = [
  {},
  { q: 'awa' },
  { q: 'diallo' },
  { q: 'scale-42' },
  { status: 'active' },
  { status: 'suspended' },
  { role: 'mentor' },
  { sort: 'nameAsc' },
  { sort: 'lastLogin' },
  { sort: 'oldest' },
  { q: 'ndiaye', sort: 'nameDesc' },
];
const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
const queryOf = (filter, page) =>
  new URLSearchParams({ ...filter, ...(page > 1 ? { page: String(page) } : {}) }).toString();

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const repo = await import('../src/server/features/admin/admin-users.repository.ts');
  const { parisMonthStart } = await import('../src/server/features/admin/admin-users.service.ts');
  // The same SQL as the app: the page, and the filter's count kept 15 s (as the service keeps it).
  const counts = new Map();
  app.get('/users', async (request) => {
    const { page = '1', ...rest } = request.query;
    const filter = { sort: 'newest', ...rest };
    const key = JSON.stringify([filter.q ?? '', filter.role ?? '', filter.status ?? '']);
    let total = counts.get(key);
    if (total === undefined) {
      total = repo.countUsers(db, filter, 10_000);
      counts.set(key, total);
      setTimeout(() => counts.delete(key), 15_000).unref();
    }
    const [rows, count] = await Promise.all([
      repo.listUsers(db, filter, { cap: 10_000, limit: 20, offset: (Number(page) - 1) * 20 }),
      total,
    ]);
    return { items: rows.map((row) => ({ id: row.id, fullName: row.fullName })), total: count };
  });
  let counters;
  app.get('/counters', async () => {
    if (!counters) {
      counters = repo.counters(db, parisMonthStart(new Date()));
      setTimeout(() => {
        counters = undefined;
      }, 15_000).unref();
    }
    return counters;
  });
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:admin-users needs DATABASE_URL (a PostgreSQL database filled by `npm run seed:scale`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query('select count(*)::int as profiles from profiles');
  const servers = startServers({
    name: 'admin-users',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/counters');
    const email = 'bench-admin@bench.sankofa.test';
    const id = await ensureAccount(client, app, email);
    await client.query(`update profiles set role = 'admin', full_name = 'Admin Banc' where id = $1`, [id]);
    const cookie = await signIn(client, app, email);
    await client.query('analyze profiles');

    const scenarios = [
      {
        name: 'admin users list (mixed filters)',
        rate: 300,
        budget: 100,
        app: (i) =>
          get(`${app}/api/v1/admin/users?${queryOf(lists[i % lists.length], pageOf(i))}`, { cookie }),
        baseline: (i) => get(`${baseline}/users?${queryOf(lists[i % lists.length], pageOf(i))}`),
      },
      {
        // Read once when the screen opens (not per page or keystroke): a point-read rate is not its load.
        name: 'admin users counters',
        rate: 50,
        budget: 100,
        app: () => get(`${app}/api/v1/admin/users/counters`, { cookie }),
        baseline: () => get(`${baseline}/counters`),
      },
    ];
    await runScenarios(
      'admin-users',
      `Data: ${scale[0].profiles} profiles; ${rateFactor} × the DESIGN.md list rate; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
