// Mentors: the /mentors directory (mixed filters, deeper pages), one mentor and the mentor's inbox of
// requests under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale`
// then `npm run seed:scale:mentors`, each figure next to a baseline measured in the same run: a bare
// Fastify + pg server running the same repository queries for the same rows (no session, no validation).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:mentors [-- --seconds=15]
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

const appPort = Number(argValue('app-port', '3964'));
const basePort = Number(argValue('baseline-port', '3965'));
const benchUsers = 4;
const pageSize = 12;
const countCap = 1200;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const repo = await import('../src/server/features/mentors/mentor.repository.ts');
  const cards = (rows) => rows.map(({ mentor, profile }) => ({ id: mentor.id, name: profile.fullName }));

  // The same SQL as the app: the count of a filter kept a minute (one read at a time, as the app's
  // keptFor), then the page alone.
  const { keptFor } = await import('../src/server/lib/kept-for.ts');
  const counts = keptFor({ ttlMs: 60_000, max: 10_000 });
  app.post('/list', async (request) => {
    const { filter, page } = request.body;
    const counted = await counts.get(JSON.stringify(filter), () => repo.countListed(db, filter, countCap));
    const total = Math.min(counted, countCap);
    const offset = (page - 1) * pageSize;
    const rows = offset < total ? await repo.listListed(db, filter, { limit: pageSize, offset }) : [];
    return { items: cards(rows), total };
  });
  // As the app: the record (with the viewer's open request: none here) and its reviews at once.
  app.get('/mentor/:id', async (request) => {
    const [found, reviews] = await Promise.all([
      repo.findDetail(db, request.params.id, null),
      repo.listReviews(db, request.params.id, 20),
    ]);
    return found ? { ...found.mentor, profile: found.profile, reviews } : {};
  });
  // As the app: the member's received requests (through their mentor record), counts and page at once.
  app.get('/inbox/:profileId', async (request) => {
    const side = { mentorProfileId: request.params.profileId };
    const [{ total, pending }, rows] = await Promise.all([
      repo.countRequests(db, side),
      repo.listRequests(db, side, undefined, { limit: 20, offset: 0 }),
    ]);
    return { items: rows.map((row) => row.request.id), total, pending };
  });
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

/** Bench members: real accounts, each a mentor with the requests of a seeded mentor moved to them. */
const prepareUsers = async (client, app) => {
  const users = [];
  for (let k = 1; k <= benchUsers; k++) {
    const email = `bench-${k}@bench.sankofa.test`;
    const id = await ensureAccount(client, app, email);
    const { rows } = await client.query(
      `insert into mentors (profile_id, bio, domains, languages, capacity)
       values ($1, 'Mentor du banc d’essai', array['Finance'], array['Français'], 10)
       on conflict (profile_id) do update set is_active = true
       returning id`,
      [id],
    );
    const mentorId = rows[0].id;
    await client.query(
      `update mentorship_requests set mentor_id = $1
       where mentor_id = (select mentor_id from mentorship_requests group by mentor_id
                          order by mentor_id offset $2 limit 1)`,
      [mentorId, k * 10],
    );
    users.push({ id, mentorId, cookie: await signIn(client, app, email) });
  }
  return users;
};

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:mentors needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:mentors`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query(
    `select (select count(*)::int from mentors) as mentors, (select count(*)::int from profiles) as profiles`,
  );
  const { rows: sample } = await client.query(
    `select id from mentors where is_active order by created_at desc limit 200`,
  );
  const { rows: countries } = await client.query(
    `select p.country_code as code from mentors m join profiles p on p.id = m.profile_id
     where p.country_code is not null group by 1 order by count(*) desc limit 2`,
  );
  const country = countries[0]?.code ?? 'SN';

  const servers = startServers({
    name: 'mentors',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/inbox/00000000-0000-4000-8000-000000000000');
    const users = await prepareUsers(client, app);

    // The directory mix: no filter, each filter alone, two combined, a few deeper pages.
    const lists = [
      { qs: '', filter: {} },
      { qs: 'domain=Finance', filter: { domain: 'Finance' } },
      { qs: `country=${country}`, filter: { country } },
      { qs: 'q=awa', filter: { q: 'awa' } },
      { qs: 'q=diop', filter: { q: 'diop' } },
      { qs: `domain=Data&country=${country}`, filter: { domain: 'Data', country } },
    ];
    const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
    const mentorOf = (i) =>
      sample[i % Math.max(1, sample.length)]?.id ?? '00000000-0000-4000-8000-000000000000';

    const scenarios = [
      {
        name: 'mentors directory (mixed filters)',
        rate: 300,
        budget: 100,
        app: (i) => {
          const s = lists[i % lists.length];
          return get(`${app}/api/v1/mentors?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, {
            cookie: users[i % users.length].cookie,
          });
        },
        baseline: (i) =>
          postJson(`${baseline}/list`, { filter: lists[i % lists.length].filter, page: pageOf(i) }),
      },
      {
        name: 'one mentor (point read with reviews)',
        rate: 500,
        budget: 50,
        app: (i) => get(`${app}/api/v1/mentors/${mentorOf(i)}`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/mentor/${mentorOf(i)}`),
      },
      {
        name: "the mentor's inbox of requests",
        rate: 300,
        budget: 100,
        app: (i) =>
          get(`${app}/api/v1/mentorship-requests?as=mentor`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/inbox/${users[i % users.length].id}`),
      },
    ];

    await runScenarios(
      'mentors',
      `Data: ${scale[0].mentors} mentors among ${scale[0].profiles} profiles; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
