// Search (issue 39): the header's suggestions and the results page (counts of every kind and the first
// page of the first kind with a match) under the rate of 100 req/s, on the PostgreSQL of
// DATABASE_URL filled by the scale seeds (`npm run bench` seeds them all), each figure next to a baseline
// measured in the same run: a bare Fastify + pg server running the same repository calls for the same
// viewer (no session, no validation, no companies limits).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:search [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/harness.mjs).
import pg from 'pg';
import {
  argValue,
  connectBenchDatabase,
  createBaseline,
  ensureAccount,
  get,
  listenBaseline,
  postJson,
  rateFactor,
  runScenarios,
  signIn,
  url,
  withServers,
} from './lib/harness.mjs';

const appPort = Number(argValue('app-port', '3966'));
const basePort = Number(argValue('baseline-port', '3967'));
const benchUsers = 4;
// A browser's user agent: the companies' limits give robots no company suggestions.
const browser =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** What members type: names, trades, places, a typo, a prefix being typed, accents or not. */
const queries = [
  'awa',
  'diop',
  'ingenieur',
  'ingénieure',
  'ingenier',
  'dakar',
  'consult',
  'financ',
  'kouame',
  'data',
];

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, pool } = await createBaseline();
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import('../src/server/db/schema/index.ts');
  const repo = await import('../src/server/features/search/search.repository.ts');
  const { termsOf } = await import('../src/server/features/search/search.service.ts');
  const { searchKinds, searchLimits } = await import('../src/common/contracts/search.ts');
  const estimates = await import('../src/server/features/search/search-estimates.ts');
  // As the app: the search's own pool with its settings (Database.dedicated).
  const searchPool = new pg.Pool({
    connectionString: url,
    max: repo.searchPool.max,
    idleTimeoutMillis: repo.searchPool.idleMs,
    options: `-c jit=off ${repo.searchPool.options}`,
  });
  const db = drizzle(searchPool, { schema });
  // As the app, which keeps the tables' word statistics 10 minutes: read once here.
  const wordStats = await estimates.readWordStats(db);
  const viewerOf = (id) => ({
    id,
    keptApart: false,
    managesCompanies: false,
    moderatesProjects: false,
    moderatesTenders: false,
  });

  // As the app: one statement of at most 3 per kind, on the search's pool (its planner settings, its
  // timeout, its prepared statements).
  app.post('/suggest', async (request) => {
    const { q, viewerId } = request.body;
    const rows = await repo.suggest(
      db,
      viewerOf(viewerId),
      await repo.closeWords(db, termsOf(q)),
      searchKinds,
      searchLimits.suggestionsPerKind,
    );
    return { groups: rows.map((row) => ({ kind: row.kind, id: row.id, title: row.title })) };
  });
  // As the app: the counts of every kind (those the statistics say hold the words thousands of times
  // at the cap, uncounted), then the first page of the first kind with a match.
  app.post('/results', async (request) => {
    const { q, viewerId } = request.body;
    const viewer = viewerOf(viewerId);
    const terms = await repo.closeWords(db, termsOf(q), { stems: true });
    const crowded = estimates.crowdedKinds(wordStats, terms.stems ?? [], searchKinds);
    const counts = await repo.count(
      db,
      viewer,
      terms,
      searchKinds,
      searchLimits.countCap,
      undefined,
      crowded,
    );
    const type = searchKinds.find((kind) => (counts.get(kind) ?? 0) > 0) ?? 'members';
    const rows =
      (counts.get(type) ?? 0) > 0
        ? await repo.page(db, viewer, terms, type, undefined, searchLimits.pageSize + 1)
        : [];
    // As the app: a spelling to try when nothing matched.
    const nothing = searchKinds.every((kind) => (counts.get(kind) ?? 0) === 0);
    const didYouMean = nothing ? await repo.nearest(db, viewer, terms, searchKinds) : undefined;
    return { counts: Object.fromEntries(counts), items: rows.slice(0, searchLimits.pageSize), didYouMean };
  });
  app.get('/ready', async () => ({ ok: true }));
  await listenBaseline(app, basePort, {
    afterClose: async () => {
      await searchPool.end();
      await pool.end();
    },
  });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  const client = await connectBenchDatabase('search', 'filled by the scale seeds: `npm run bench` runs them');
  await withServers(
    { client, name: 'search', file: import.meta.url, appPort, basePort, probe: '/ready' },
    async ({ app, baseline }) => {
      // Counted once the app has migrated (a fresh database has no tables before).
      const { rows: scale } = await client.query(
        `select (select count(*)::int from profiles) as profiles, (select count(*)::int from african_companies) as companies,
              (select count(*)::int from job_offers) as jobs, (select count(*)::int from blog_posts) as articles,
              (select count(*)::int from projects) as projects, (select count(*)::int from appels_offres) as tenders`,
      );
      const users = [];
      for (let k = 1; k <= benchUsers; k++) {
        const email = `bench-${k}@bench.sankofa.test`;
        const id = await ensureAccount(client, app, email);
        users.push({ id, cookie: await signIn(client, app, email) });
      }
      const userOf = (i) => users[i % users.length];
      const queryOf = (i) => queries[i % queries.length];

      const scenarios = [
        {
          name: 'search suggestions (≤ 3 per kind)',
          rate: 100,
          budget: 50,
          app: (i) =>
            get(`${app}/api/v1/search/suggestions?q=${encodeURIComponent(queryOf(i))}`, {
              cookie: userOf(i).cookie,
              'user-agent': browser,
            }),
          baseline: (i) => postJson(`${baseline}/suggest`, { q: queryOf(i), viewerId: userOf(i).id }),
        },
        {
          name: 'search results (counts + first page)',
          rate: 100,
          budget: 150,
          app: (i) =>
            get(`${app}/api/v1/search?q=${encodeURIComponent(queryOf(i))}`, {
              cookie: userOf(i).cookie,
              'user-agent': browser,
            }),
          baseline: (i) => postJson(`${baseline}/results`, { q: queryOf(i), viewerId: userOf(i).id }),
        },
      ];

      const s = scale[0];
      await runScenarios(
        'search',
        `Data: ${s.profiles} profiles, ${s.companies} companies, ${s.jobs} jobs, ${s.articles} articles, ${s.projects} projects, ${s.tenders} tenders; ${rateFactor} × the issue's rates; PostgreSQL at ${new URL(url).host}.`,
        scenarios,
      );
    },
  );
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
