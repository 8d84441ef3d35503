// Events: the /events list (mixed filters, deeper pages, the past tab), one event and the feed's
// next-events block under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by
// `npm run seed:scale` then `npm run seed:scale:events`, each figure next to a baseline measured in the
// same run: a bare Fastify + pg server running the same repository queries for the same rows (no
// session, no validation, no cache).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:events [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/area-bench.mjs).
import { benchMembers, cycle, listRoute, listScenario, noId, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

await runAreaBench({
  name: 'events',
  file: import.meta.url,
  ports: [3966, 3967],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:events`',
  probe: '/upcoming',
  baseline: async (app, db) => {
    const repo = await import('../src/server/features/events/event.repository.ts');
    // The page and its categories.
    listRoute(app, {
      pageSize: 12,
      countCap: 1200,
      filterOf: (given) => ({
        ...given,
        now: new Date(),
        from: given.from ? new Date(`${given.from}T00:00:00Z`) : undefined,
      }),
      count: (filter, cap) => repo.countListed(db, filter, cap),
      list: (filter, window) => repo.listListed(db, filter, window),
      present: async (rows) => {
        const categories = await repo.categoriesOf(
          db,
          rows.map((row) => row.id),
        );
        return rows.map((row) => ({ ...row, categories: categories.get(row.id) ?? [] }));
      },
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
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query(
      `select (select count(*)::int from events) as events, (select count(*)::int from profiles) as profiles`,
    );
    const { rows: sample } = await client.query(
      `select id from events where start_date >= now() order by start_date limit 200`,
    );
    return {
      data: `${scale[0].events} events among ${scale[0].profiles} profiles`,
      eventOf: cycle(
        sample.map((row) => row.id),
        noId,
      ),
      users: await benchMembers(client, app, 4),
    };
  },
  scenarios: ({ app, baseline, eventOf, users }) => {
    const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    return [
      // The list mix: upcoming with no filter, each filter alone, two combined, the past tab, deeper pages.
      listScenario({
        name: 'events list (mixed filters)',
        app,
        path: '/api/v1/events',
        baseline,
        cookieOf: (i) => users[i % users.length].cookie,
        lists: [
          { qs: '', filter: { when: 'upcoming' } },
          { qs: 'location=dakar', filter: { when: 'upcoming', location: 'dakar' } },
          { qs: 'location=SN', filter: { when: 'upcoming', location: 'SN' } },
          { qs: 'q=fintech', filter: { when: 'upcoming', q: 'fintech' } },
          { qs: `from=${from}`, filter: { when: 'upcoming', from } },
          {
            qs: 'q=atelier&location=abidjan',
            filter: { when: 'upcoming', q: 'atelier', location: 'abidjan' },
          },
          { qs: 'when=past', filter: { when: 'past' } },
        ],
      }),
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
  },
});
