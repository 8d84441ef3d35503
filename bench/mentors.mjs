// Mentors: the /mentors directory (mixed filters, deeper pages), one mentor and the mentor's inbox of
// requests under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale`
// then `npm run seed:scale:mentors`, each figure next to a baseline measured in the same run: a bare
// Fastify + pg server running the same repository queries for the same rows (no session, no validation,
// no cache).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:mentors [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/area-bench.mjs).
import { benchMembers, cycle, listRoute, listScenario, noId, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

await runAreaBench({
  name: 'mentors',
  file: import.meta.url,
  ports: [3964, 3965],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:mentors`',
  probe: `/inbox/${noId}`,
  baseline: async (app, db) => {
    const repo = await import('../src/server/features/mentors/mentor.repository.ts');
    listRoute(app, {
      pageSize: 12,
      countCap: 1200,
      count: (filter, cap) => repo.countListed(db, filter, cap),
      list: (filter, window) => repo.listListed(db, filter, window),
      present: (rows) => rows.map(({ mentor, profile }) => ({ id: mentor.id, name: profile.fullName })),
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
  },
  prepare: async ({ client, app }) => {
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
    // Bench members: real accounts, each a mentor with the requests of a seeded mentor moved to them.
    const users = await benchMembers(client, app, 4, async (id, k) => {
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
      return { mentorId };
    });
    return {
      data: `${scale[0].mentors} mentors among ${scale[0].profiles} profiles`,
      country: countries[0]?.code ?? 'SN',
      mentorOf: cycle(
        sample.map((row) => row.id),
        noId,
      ),
      users,
    };
  },
  scenarios: ({ app, baseline, country, mentorOf, users }) => [
    // The directory mix: no filter, each filter alone, two combined, a few deeper pages.
    listScenario({
      name: 'mentors directory (mixed filters)',
      app,
      path: '/api/v1/mentors',
      baseline,
      cookieOf: (i) => users[i % users.length].cookie,
      lists: [
        { qs: '', filter: {} },
        { qs: 'domain=Finance', filter: { domain: 'Finance' } },
        { qs: `country=${country}`, filter: { country } },
        { qs: 'q=awa', filter: { q: 'awa' } },
        { qs: 'q=diop', filter: { q: 'diop' } },
        { qs: `domain=Data&country=${country}`, filter: { domain: 'Data', country } },
      ],
    }),
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
  ],
});
