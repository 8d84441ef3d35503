// Calls for tenders: the /appels-offres list (mixed filters, deeper pages), one tender and the feed
// sidebar's latest tenders under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by
// `npm run seed:scale` then `npm run seed:scale:tenders`, each figure next to a baseline measured in
// the same run: a bare Fastify + pg server running the same repository queries for the same rows (no
// session, no validation).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:tenders [-- --seconds=15]
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

const appPort = Number(argValue('app-port', '3966'));
const basePort = Number(argValue('baseline-port', '3967'));
const benchUsers = 4;
const pageSize = 12;
const countCap = 1200;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const repo = await import('../src/server/features/tenders/tender.repository.ts');
  const cards = (rows) => rows.map((row) => ({ id: row.id, titre: row.titre, statut: row.statut }));

  // The same SQL as the app: the count of a filter kept a minute, then the page alone.
  const counts = new Map();
  app.post('/list', async (request) => {
    const { filter, page } = request.body;
    const full = { isMember: true, ...filter };
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
  // As the app: the tender and its annexes at once.
  app.get('/tender/:id', async (request) => {
    const [row, files] = await Promise.all([
      repo.findById(db, request.params.id),
      repo.listFiles(db, request.params.id),
    ]);
    return row ? { ...row, files } : {};
  });
  app.get('/latest', async () => ({ items: cards(await repo.listLatest(db, 3)) }));
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:tenders needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:tenders`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query('select count(*)::int as tenders from appels_offres');
  const { rows: sample } = await client.query(
    `select id from appels_offres where est_public and statut = 'publie' and niveau_confidentialite = 'public'
     order by created_at desc limit 200`,
  );

  const servers = startServers({
    name: 'tenders',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/latest');
    const users = [];
    for (let k = 1; k <= benchUsers; k++) {
      const email = `bench-${k}@bench.sankofa.test`;
      await ensureAccount(client, app, email);
      users.push({ cookie: await signIn(client, app, email) });
    }

    // The list mix: the default (published), each filter alone, two combined, a few deeper pages.
    const lists = [
      { qs: '', filter: { statut: 'publie' } },
      { qs: 'secteur=energie', filter: { statut: 'publie', secteur: 'energie' } },
      { qs: 'typeEntite=gouvernement', filter: { statut: 'publie', typeEntite: 'gouvernement' } },
      { qs: 'location=dakar', filter: { statut: 'publie', location: 'dakar' } },
      { qs: 'location=CI', filter: { statut: 'publie', location: 'CI' } },
      { qs: 'q=solaires', filter: { statut: 'publie', q: 'solaires' } },
      { qs: 'statut=tous&q=audit%20comptes', filter: { q: 'audit comptes' } },
      { qs: 'statut=archive&secteur=btp', filter: { statut: 'archive', secteur: 'btp' } },
    ];
    const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
    const tenderOf = (i) =>
      sample[i % Math.max(1, sample.length)]?.id ?? '00000000-0000-4000-8000-000000000000';

    const scenarios = [
      {
        name: 'tenders list (mixed filters)',
        rate: 300,
        budget: 100,
        app: (i) => {
          const s = lists[i % lists.length];
          return get(`${app}/api/v1/tenders?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, {
            cookie: users[i % users.length].cookie,
          });
        },
        baseline: (i) =>
          postJson(`${baseline}/list`, { filter: lists[i % lists.length].filter, page: pageOf(i) }),
      },
      {
        name: 'one tender (point read)',
        rate: 500,
        budget: 50,
        app: (i) => get(`${app}/api/v1/tenders/${tenderOf(i)}`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/tender/${tenderOf(i)}`),
      },
      {
        name: 'feed sidebar: latest tenders (list)',
        rate: 300,
        budget: 100,
        app: () => get(`${app}/api/v1/tenders/latest`),
        baseline: () => get(`${baseline}/latest`),
      },
    ];

    await runScenarios(
      'tenders',
      `Data: ${scale[0].tenders} calls for tenders; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
