// Job offers: the /emplois list (mixed filters, deeper pages), one offer and 'Mes offres' under the
// DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:jobs`, each figure next to a baseline measured in the same run: a bare Fastify + pg
// server running the same repository queries for the same rows (no session, no validation).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:jobs [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/harness.mjs).
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

const appPort = Number(argValue('app-port', '3962'));
const basePort = Number(argValue('baseline-port', '3963'));
const benchUsers = 4;
const pageSize = 12;
const countCap = 1200;

const today = () => new Date().toISOString().slice(0, 10);

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const repo = await import('../src/server/features/job-offers/job-offer.repository.ts');
  const cards = (rows) => rows.map((row) => ({ id: row.id, title: row.title, company: row.company }));

  // The same SQL as the app: the count of a filter kept a minute, then the page alone.
  const counts = new Map();
  app.post('/list', async (request) => {
    const { filter, page } = request.body;
    const full = { ...filter, today: today() };
    const key = JSON.stringify(full);
    let counted = counts.get(key);
    if (counted === undefined) {
      counted = await repo.countListed(db, full, countCap);
      counts.set(key, counted);
      setTimeout(() => counts.delete(key), 60_000).unref();
    }
    const total = Math.min(counted, countCap);
    const offset = (page - 1) * pageSize;
    const rows = offset < total ? await repo.listListed(db, full, { limit: pageSize, offset }) : [];
    return { items: cards(rows), total };
  });
  app.get('/offer/:id', async (request) => {
    const found = await repo.findWithOwner(db, request.params.id);
    return found ? { ...found.offer, owner: found.owner } : {};
  });
  app.get('/mine/:userId', async (request) => {
    const total = await repo.countOfUser(db, request.params.userId);
    const rows = await repo.listOfUser(db, request.params.userId, { limit: 24, offset: 0 });
    return { items: cards(rows), total };
  });
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

/** Bench members: real accounts, each with a handful of offers of their own ('Mes offres'). */
const prepareUsers = async (client, app) => {
  const users = [];
  for (let k = 1; k <= benchUsers; k++) {
    const email = `bench-${k}@bench.sankofa.test`;
    const id = await ensureAccount(client, app, email);
    await client.query(
      `update job_offers set user_id = $1
       where id in (select id from job_offers order by created_at desc offset $2 limit 8)`,
      [id, k * 1000],
    );
    users.push({ id, cookie: await signIn(client, app, email) });
  }
  return users;
};

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:jobs needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:jobs`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query('select count(*)::int as offers from job_offers');
  const { rows: sample } = await client.query(
    `select id from job_offers where is_active order by created_at desc limit 200`,
  );

  const servers = startServers({
    name: 'jobs',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/mine/00000000-0000-4000-8000-000000000000');
    const users = await prepareUsers(client, app);

    // The list mix: no filter, each filter alone, two combined, a few deeper pages.
    const lists = [
      { qs: '', filter: {} },
      { qs: 'type=CDI', filter: { type: 'CDI' } },
      { qs: 'location=dakar', filter: { location: 'dakar' } },
      { qs: 'location=CI', filter: { location: 'CI' } },
      { qs: 'company=baobab', filter: { company: 'baobab' } },
      { qs: 'q=comptable', filter: { q: 'comptable' } },
      { qs: 'q=data%20abidjan', filter: { q: 'data abidjan' } },
      { qs: 'type=Stage&location=SN', filter: { type: 'Stage', location: 'SN' } },
    ];
    const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
    const offerOf = (i) =>
      sample[i % Math.max(1, sample.length)]?.id ?? '00000000-0000-4000-8000-000000000000';

    const scenarios = [
      {
        name: 'job offers list (mixed filters)',
        rate: 300,
        budget: 100,
        app: (i) => {
          const s = lists[i % lists.length];
          return get(`${app}/api/v1/job-offers?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, {
            cookie: users[i % users.length].cookie,
          });
        },
        baseline: (i) =>
          postJson(`${baseline}/list`, { filter: lists[i % lists.length].filter, page: pageOf(i) }),
      },
      {
        name: 'one offer (point read)',
        rate: 500,
        budget: 50,
        app: (i) => get(`${app}/api/v1/job-offers/${offerOf(i)}`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/offer/${offerOf(i)}`),
      },
      {
        name: "'Mes offres' (list)",
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/job-offers/mine`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/mine/${users[i % users.length].id}`),
      },
    ];

    await runScenarios(
      'jobs',
      `Data: ${scale[0].offers} job offers; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
