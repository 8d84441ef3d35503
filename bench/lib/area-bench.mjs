// One area's load bench (bench/tenders.mjs, bench/jobs.mjs…): the same file is the bare baseline server
// when run with --baseline, else the driver that starts the app and the baseline, prepares accounts and
// samples, and measures the area's scenarios (bench/lib/harness.mjs). A baseline route runs the
// repository calls the app's service makes, alone: no session, validation, serialisation or cache.
import * as harness from './harness.mjs';

/** An id no row has (a sample of none, the baseline's readiness probe). */
export const noId = '00000000-0000-4000-8000-000000000000';

/** The page request i asks for: the first, but every fifth request a deeper one (2 to 9). */
export const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);

/** Request i's row among `rows`, in turn (`fallback` when there are none). */
export const cycle = (rows, fallback) => (i) => rows[i % Math.max(1, rows.length)] ?? fallback;

/** `filter` and `page` as a query string (no page parameter for the first). */
export const queryOf = (filter, page) =>
  new URLSearchParams({ ...filter, ...(page > 1 ? { page: String(page) } : {}) }).toString();

/**
 * Bench members bench-1… (`prefix`-1…; real accounts, signed up through the API if needed), each `{ id,
 * cookie }` plus what `prepare(id, k)` returns (rows of their own, moved to them before they sign in).
 */
export const benchMembers = async (client, app, count, prepare = async () => ({}), prefix = 'bench') => {
  const users = [];
  for (let k = 1; k <= count; k++) {
    const email = `${prefix}-${k}@bench.sankofa.test`;
    const id = await harness.ensureAccount(client, app, email);
    const extra = await prepare(id, k);
    users.push({ id, ...extra, cookie: await harness.signIn(client, app, email) });
  }
  return users;
};

/** The bench administrator (`profile`: the columns set on its profile), signed in: its session cookie. */
export const benchAdmin = async (client, app, profile = { role: 'admin', full_name: 'Admin Banc' }) => {
  const email = 'bench-admin@bench.sankofa.test';
  const id = await harness.ensureAccount(client, app, email);
  const columns = Object.keys(profile);
  await client.query(
    `update profiles set ${columns.map((column, k) => `${column} = $${k + 2}`).join(', ')} where id = $1`,
    [id, ...Object.values(profile)],
  );
  return harness.signIn(client, app, email);
};

/**
 * The baseline's POST /list of a directory ({ filter, page }): the filter's capped count, then its page
 * when the page is within the count, each by the repository call alone.
 */
export const listRoute = (app, { pageSize, countCap, filterOf = (filter) => filter, count, list, present }) =>
  app.post('/list', async (request) => {
    const filter = filterOf(request.body.filter);
    const total = Math.min(await count(filter, countCap), countCap);
    const offset = (request.body.page - 1) * pageSize;
    const rows = offset < total ? await list(filter, { limit: pageSize, offset }) : [];
    return { items: await present(rows), total };
  });

/**
 * A directory's list scenario (300 req/s, p95 100 ms): `lists[i]` in turn, each `{ qs, filter }`: the app
 * reads `path?qs&page=n` (with `cookieOf(i)`), the baseline posts the filter and page to its /list.
 */
export const listScenario = ({ name, app, path, baseline, lists, cookieOf = () => undefined }) => ({
  name,
  rate: 300,
  budget: 100,
  app: (i) => {
    const s = lists[i % lists.length];
    const cookie = cookieOf(i);
    return harness.get(`${app}${path}?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, cookie ? { cookie } : {});
  },
  baseline: (i) =>
    harness.postJson(`${baseline}/list`, { filter: lists[i % lists.length].filter, page: pageOf(i) }),
});

/**
 * Runs an area's bench. `baseline(app, db)` adds the baseline's routes; `probe` is a baseline path that
 * answers once it listens; `prepare({ client, app, baseline })` reads the data's size (`data`, for the
 * report) and samples and makes the bench accounts, once both servers answer; `scenarios({ app,
 * baseline, ...prepared })` lists what to measure. `needs` says what fills the database, `rates` how the
 * report names the rates.
 */
export const runAreaBench = async ({
  name,
  file,
  ports,
  needs,
  baseline,
  probe,
  prepare,
  scenarios,
  rates = 'the DESIGN.md rates',
}) => {
  const appPort = Number(harness.argValue('app-port', String(ports[0])));
  const basePort = Number(harness.argValue('baseline-port', String(ports[1])));
  if (process.argv.includes('--baseline')) {
    await harness.serveBaseline(basePort, baseline);
    return;
  }
  const client = await harness.connectBenchDatabase(name, needs);
  await harness.withServers({ client, name, file, appPort, basePort, probe }, async ({ app, baseline }) => {
    const prepared = await prepare({ client, app, baseline });
    await harness.runScenarios(
      name,
      `Data: ${prepared.data}; ${harness.rateFactor} × ${rates}; PostgreSQL at ${new URL(harness.url).host}.`,
      scenarios({ app, baseline, ...prepared }),
    );
  });
};
