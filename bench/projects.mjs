// Projects: the /projects list (mixed filters, deeper pages), one project and its comments under the
// DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:projects`, each figure next to a baseline measured in the same run: a bare
// Fastify + pg server running the same repository queries for the same rows (no session, no validation,
// no cache).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:projects [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/area-bench.mjs).
import { benchMembers, cycle, listRoute, listScenario, noId, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

await runAreaBench({
  name: 'projects',
  file: import.meta.url,
  ports: [3966, 3967],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:projects`',
  probe: `/project/${noId}`,
  baseline: async (app, db) => {
    const repo = await import('../src/server/features/projects/project.repository.ts');
    const schema = await import('../src/server/db/schema/index.ts');
    listRoute(app, {
      pageSize: 12,
      countCap: 1200,
      count: (filter, cap) => repo.countListed(db, filter, cap),
      list: (filter, window) => repo.listListed(db, filter, window),
      present: (rows) => rows.map(({ project, owner }) => ({ id: project.id, title: project.title, owner })),
    });
    // As the app for a member who does not manage the project: the project (with the viewer's
    // membership: none here) and its first participants at once.
    app.get('/project/:id', async (request) => {
      const [found, participants] = await Promise.all([
        repo.findDetail(db, request.params.id, null),
        repo.listMembers(db, request.params.id, 'accepted', { limit: 5 }),
      ]);
      if (!found) return {};
      return { ...found.project, owner: found.owner, participants };
    });
    app.get('/comments/:id', async (request) => {
      const rows = await repo.listPosts(db, schema.projectComments, request.params.id, {
        limit: 21,
        newestFirst: false,
      });
      return { items: rows.map((row) => row.post.id) };
    });
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query(
      `select (select count(*)::int from projects) as projects, (select count(*)::int from profiles) as profiles`,
    );
    const { rows: sample } = await client.query(
      `select p.id from projects p where p.status = 'published'
         and exists (select 1 from project_comments c where c.project_id = p.id)
       order by p.created_at desc limit 200`,
    );
    return {
      data: `${scale[0].projects} projects among ${scale[0].profiles} profiles`,
      projectOf: cycle(
        sample.map((row) => row.id),
        noId,
      ),
      users: await benchMembers(client, app, 4),
    };
  },
  scenarios: ({ app, baseline, projectOf, users }) => [
    // The list mix: no filter, each filter alone, two combined, a few deeper pages.
    listScenario({
      name: 'projects list (mixed filters)',
      app,
      path: '/api/v1/projects',
      baseline,
      cookieOf: (i) => users[i % users.length].cookie,
      lists: [
        { qs: '', filter: { status: 'published' } },
        { qs: 'tag=agriculture', filter: { status: 'published', tag: 'agriculture' } },
        { qs: 'q=ferme', filter: { status: 'published', q: 'ferme' } },
        { qs: 'from=2026-01-01', filter: { status: 'published', from: '2026-01-01' } },
        { qs: 'status=archived', filter: { status: 'archived' } },
        { qs: 'q=solaire&tag=%C3%A9nergie', filter: { status: 'published', q: 'solaire', tag: 'énergie' } },
      ],
    }),
    {
      name: 'one project (point read with participants)',
      rate: 500,
      budget: 50,
      app: (i) => get(`${app}/api/v1/projects/${projectOf(i)}`, { cookie: users[i % users.length].cookie }),
      baseline: (i) => get(`${baseline}/project/${projectOf(i)}`),
    },
    {
      name: "a project's comments (first keyset page)",
      rate: 300,
      budget: 100,
      app: (i) => get(`${app}/api/v1/projects/${projectOf(i)}/comments`),
      baseline: (i) => get(`${baseline}/comments/${projectOf(i)}`),
    },
  ],
});
