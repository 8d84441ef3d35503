// Job offers: the /emplois list (mixed filters, deeper pages), one offer and 'Mes offres' under the
// DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:jobs`, each figure next to a baseline measured in the same run: a bare Fastify + pg
// server running the same repository queries for the same rows (no session, no validation, no cache).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:jobs [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/area-bench.mjs).
import { benchMembers, cycle, listRoute, listScenario, noId, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

const today = () => new Date().toISOString().slice(0, 10);

await runAreaBench({
  name: 'jobs',
  file: import.meta.url,
  ports: [3962, 3963],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:jobs`',
  probe: `/mine/${noId}`,
  baseline: async (app, db) => {
    const repo = await import('../src/server/features/job-offers/job-offer.repository.ts');
    const cards = (rows) => rows.map((row) => ({ id: row.id, title: row.title, company: row.company }));
    listRoute(app, {
      pageSize: 12,
      countCap: 1200,
      filterOf: (filter) => ({ ...filter, today: today() }),
      count: (filter, cap) => repo.countListed(db, filter, cap),
      list: (filter, window) => repo.listListed(db, filter, window),
      present: cards,
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
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query('select count(*)::int as offers from job_offers');
    const { rows: sample } = await client.query(
      `select id from job_offers where is_active order by created_at desc limit 200`,
    );
    // Bench members: real accounts, each with a handful of offers of their own ('Mes offres').
    const users = await benchMembers(client, app, 4, async (id, k) => {
      await client.query(
        `update job_offers set user_id = $1
         where id in (select id from job_offers order by created_at desc offset $2 limit 8)`,
        [id, k * 1000],
      );
      return {};
    });
    return {
      data: `${scale[0].offers} job offers`,
      offerOf: cycle(
        sample.map((row) => row.id),
        noId,
      ),
      users,
    };
  },
  scenarios: ({ app, baseline, offerOf, users }) => [
    // The list mix: no filter, each filter alone, two combined, a few deeper pages.
    listScenario({
      name: 'job offers list (mixed filters)',
      app,
      path: '/api/v1/job-offers',
      baseline,
      cookieOf: (i) => users[i % users.length].cookie,
      lists: [
        { qs: '', filter: {} },
        { qs: 'type=CDI', filter: { type: 'CDI' } },
        { qs: 'location=dakar', filter: { location: 'dakar' } },
        { qs: 'location=CI', filter: { location: 'CI' } },
        { qs: 'company=baobab', filter: { company: 'baobab' } },
        { qs: 'q=comptable', filter: { q: 'comptable' } },
        { qs: 'q=data%20abidjan', filter: { q: 'data abidjan' } },
        { qs: 'type=Stage&location=SN', filter: { type: 'Stage', location: 'SN' } },
      ],
    }),
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
  ],
});
