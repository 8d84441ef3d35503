// Events: the /events list (mixed filters, deeper pages, the past tab), one event and the feed's
// next-events block under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by
// `npm run seed:scale` then `npm run seed:scale:events`, each figure next to a baseline measured in the
// same run: a bare Fastify + pg server running the same repository queries for the same rows (no
// session, no validation).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:events [-- --seconds=15]
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
  const repo = await import('../src/server/features/events/event.repository.ts');

  // The same SQL as the app: the count of a filter kept a minute, then the page and its categories.
  const counts = new Map();
  app.post('/list', async (request) => {
    const { filter: given, page } = request.body;
    const filter = {
      ...given,
      now: new Date(),
      from: given.from ? new Date(`${given.from}T00:00:00Z`) : undefined,
    };
    const key = JSON.stringify(given);
    let counted = counts.get(key);
    if (counted === undefined) {
      counted = await repo.countListed(db, filter, countCap);
      counts.set(key, counted);
      setTimeout(() => counts.delete(key), 60_000).unref();
    }
    const total = Math.min(counted, countCap);
    const offset = (page - 1) * pageSize;
    const rows = offset < total ? await repo.listListed(db, filter, { limit: pageSize, offset }) : [];
    const categories = await repo.categoriesOf(
      db,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => ({ ...row, categories: categories.get(row.id) ?? [] })), total };
  });
  // As the app: the event (with the viewer's place: none here), its categories and first participants
  // at once.
  app.get('/event/:id', async (request) => {
    const { id } = request.params;
    const [found, categories, participants] = await Promise.all([
      repo.findDetail(db, id, null),
      repo.categoriesOf(db, [id]),
      repo.listParticipants(db, id, 'registered', undefined, 5),
    ]);
    if (!found) return {};
    return {
      ...found.event,
      creator: found.creator,
      categories: categories.get(found.event.id),
      participants,
    };
  });
  app.get('/upcoming', async () => ({ items: await repo.listUpcoming(db, new Date(), 3) }));
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:events needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:events`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query(
    `select (select count(*)::int from events) as events, (select count(*)::int from profiles) as profiles`,
  );
  const { rows: sample } = await client.query(
    `select id from events where start_date >= now() order by start_date limit 200`,
  );
  const none = '00000000-0000-4000-8000-000000000000';

  const servers = startServers({
    name: 'events',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/upcoming');
    const users = [];
    for (let k = 1; k <= benchUsers; k++) {
      const email = `bench-${k}@bench.sankofa.test`;
      await ensureAccount(client, app, email);
      users.push({ cookie: await signIn(client, app, email) });
    }
    const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

    // The list mix: upcoming with no filter, each filter alone, two combined, the past tab, deeper pages.
    const lists = [
      { qs: '', filter: { when: 'upcoming' } },
      { qs: 'location=dakar', filter: { when: 'upcoming', location: 'dakar' } },
      { qs: 'location=SN', filter: { when: 'upcoming', location: 'SN' } },
      { qs: 'q=fintech', filter: { when: 'upcoming', q: 'fintech' } },
      { qs: `from=${from}`, filter: { when: 'upcoming', from } },
      { qs: 'q=atelier&location=abidjan', filter: { when: 'upcoming', q: 'atelier', location: 'abidjan' } },
      { qs: 'when=past', filter: { when: 'past' } },
    ];
    const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
    const eventOf = (i) => sample[i % Math.max(1, sample.length)]?.id ?? none;

    const scenarios = [
      {
        name: 'events list (mixed filters)',
        rate: 300,
        budget: 100,
        app: (i) => {
          const s = lists[i % lists.length];
          return get(`${app}/api/v1/events?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, {
            cookie: users[i % users.length].cookie,
          });
        },
        baseline: (i) =>
          postJson(`${baseline}/list`, { filter: lists[i % lists.length].filter, page: pageOf(i) }),
      },
      {
        name: 'one event (point read with participants)',
        rate: 500,
        budget: 50,
        app: (i) => get(`${app}/api/v1/events/${eventOf(i)}`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/event/${eventOf(i)}`),
      },
      {
        name: "the feed's next 3 events",
        rate: 500,
        budget: 50,
        app: () => get(`${app}/api/v1/events/upcoming`),
        baseline: () => get(`${baseline}/upcoming`),
      },
    ];

    await runScenarios(
      'events',
      `Data: ${scale[0].events} events among ${scale[0].profiles} profiles; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
