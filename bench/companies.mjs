// The companies directory: the /entreprises list (mixed filters, deeper pages), one company and the job
// form's picker under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by
// `npm run seed:scale` then `npm run seed:scale:companies`, each figure next to a baseline measured in
// the same run: a bare Fastify + pg server running the same repository queries (no session, no
// validation). The reads are an admin's: a member or a visitor is stopped by the viewing limits after
// 10 pages (002 §9) by design, so the load would measure the refusals; what the limits cost a member's
// read (one transaction on company_directory_access per subject) is not in these figures.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:companies [-- --seconds=15]
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

const appPort = Number(argValue('app-port', '3964'));
const basePort = Number(argValue('baseline-port', '3965'));
const pageSize = 30;
const countCap = 10_000;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const repo = await import('../src/server/features/companies/company.repository.ts');
  const cards = (rows) =>
    rows.map((row) => ({ id: row.id, nom: row.nom, ville: row.ville, categories: row.categories }));

  // The same SQL as the app: the count of a filter kept a minute, then the page with its categories.
  const counts = new Map();
  app.post('/list', async (request) => {
    const { filter, page } = request.body;
    const full = { activeOnly: true, ...filter };
    const key = JSON.stringify(full);
    let counted = counts.get(key);
    if (counted === undefined) {
      counted = await repo.count(db, full, countCap);
      counts.set(key, counted);
      setTimeout(() => counts.delete(key), 60_000).unref();
    }
    const total = Math.min(counted, countCap);
    const offset = (page - 1) * pageSize;
    const rows = offset < total ? await repo.listCards(db, full, { limit: pageSize, offset }) : [];
    return { items: cards(rows), total };
  });
  app.get('/company/:id', async (request) => {
    const row = await repo.findById(db, request.params.id);
    const categories = row ? await repo.categoriesOf(db, [row.id]) : new Map();
    return row ? { ...row, categories: categories.get(row.id) ?? [] } : {};
  });
  app.get('/pick', async (request) => ({ items: await repo.pick(db, request.query.q, 10) }));
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:companies needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:companies`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query('select count(*)::int as companies from african_companies');
  const { rows: sample } = await client.query(
    'select id from african_companies where active order by created_at desc limit 200',
  );
  const { rows: sectors } = await client.query(
    'select id from professional_categories where parent_id is null order by name limit 3',
  );

  const servers = startServers({
    name: 'companies',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/pick?q=ab');
    const email = 'bench-admin@bench.sankofa.test';
    const id = await ensureAccount(client, app, email);
    await client.query(`update profiles set role = 'admin' where id = $1`, [id]);
    const cookie = await signIn(client, app, email);

    const sector = sectors[0]?.id;
    const lists = [
      { qs: '', filter: {} },
      { qs: 'country=SN', filter: { country: 'SN' } },
      {
        qs: 'taille=Micro-entreprise%20(1-9%20salari%C3%A9s)',
        filter: { taille: 'Micro-entreprise (1-9 salariés)' },
      },
      { qs: 'q=baobab', filter: { q: 'baobab' } },
      { qs: 'q=sahel%20digital', filter: { q: 'sahel digital' } },
      ...(sector ? [{ qs: `categoryId=${sector}`, filter: { categoryId: sector } }] : []),
      { qs: 'country=CI&q=kora', filter: { country: 'CI', q: 'kora' } },
    ];
    const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
    const companyOf = (i) =>
      sample[i % Math.max(1, sample.length)]?.id ?? '00000000-0000-4000-8000-000000000000';
    const picks = ['ba', 'sah', 'kora d', 'teranga', 'ubu'];

    const scenarios = [
      {
        name: 'companies directory (mixed filters)',
        rate: 300,
        budget: 100,
        app: (i) => {
          const s = lists[i % lists.length];
          return get(`${app}/api/v1/companies?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, { cookie });
        },
        baseline: (i) =>
          postJson(`${baseline}/list`, { filter: lists[i % lists.length].filter, page: pageOf(i) }),
      },
      {
        name: 'one company (point read)',
        rate: 500,
        budget: 50,
        app: (i) => get(`${app}/api/v1/companies/${companyOf(i)}`, { cookie }),
        baseline: (i) => get(`${baseline}/company/${companyOf(i)}`),
      },
      {
        name: "job form's company picker",
        rate: 300,
        budget: 100,
        app: (i) =>
          get(`${app}/api/v1/companies/names?q=${encodeURIComponent(picks[i % picks.length])}`, { cookie }),
        baseline: (i) => get(`${baseline}/pick?q=${encodeURIComponent(picks[i % picks.length])}`),
      },
    ];

    await runScenarios(
      'companies',
      `Data: ${scale[0].companies} companies; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
