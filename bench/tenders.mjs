// Calls for tenders: the /appels-offres list (mixed filters, deeper pages), one tender and the feed
// sidebar's latest tenders under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by
// `npm run seed:scale` then `npm run seed:scale:tenders`, each figure next to a baseline measured in
// the same run: a bare Fastify + pg server running the same repository queries for the same rows (no
// session, no validation, no cache).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:tenders [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/area-bench.mjs).
import { benchMembers, cycle, listRoute, listScenario, noId, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

await runAreaBench({
  name: 'tenders',
  file: import.meta.url,
  ports: [3966, 3967],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:tenders`',
  probe: '/latest',
  baseline: async (app, db) => {
    const repo = await import('../src/server/features/tenders/tender.repository.ts');
    const cards = (rows) => rows.map((row) => ({ id: row.id, titre: row.titre, statut: row.statut }));
    listRoute(app, {
      pageSize: 12,
      countCap: 1200,
      filterOf: (filter) => ({ isMember: true, ...filter }),
      count: (filter, cap) => repo.countListed(db, filter, cap),
      list: (filter, window) => repo.listListed(db, filter, window),
      present: cards,
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
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query('select count(*)::int as tenders from appels_offres');
    const { rows: sample } = await client.query(
      `select id from appels_offres where est_public and statut = 'publie' and niveau_confidentialite = 'public'
       order by created_at desc limit 200`,
    );
    return {
      data: `${scale[0].tenders} calls for tenders`,
      tenderOf: cycle(
        sample.map((row) => row.id),
        noId,
      ),
      users: await benchMembers(client, app, 4),
    };
  },
  scenarios: ({ app, baseline, tenderOf, users }) => [
    // The list mix: the default (published), each filter alone, two combined, a few deeper pages.
    listScenario({
      name: 'tenders list (mixed filters)',
      app,
      path: '/api/v1/tenders',
      baseline,
      cookieOf: (i) => users[i % users.length].cookie,
      lists: [
        { qs: '', filter: { statut: 'publie' } },
        { qs: 'secteur=energie', filter: { statut: 'publie', secteur: 'energie' } },
        { qs: 'typeEntite=gouvernement', filter: { statut: 'publie', typeEntite: 'gouvernement' } },
        { qs: 'location=dakar', filter: { statut: 'publie', location: 'dakar' } },
        { qs: 'location=CI', filter: { statut: 'publie', location: 'CI' } },
        { qs: 'q=solaires', filter: { statut: 'publie', q: 'solaires' } },
        { qs: 'statut=tous&q=audit%20comptes', filter: { q: 'audit comptes' } },
        { qs: 'statut=archive&secteur=btp', filter: { statut: 'archive', secteur: 'btp' } },
      ],
    }),
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
  ],
});
