// The companies directory: the /entreprises list (mixed filters, deeper pages), one company and the job
// form's picker under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by
// `npm run seed:scale` then `npm run seed:scale:companies`, each figure next to a baseline measured in
// the same run: a bare Fastify + pg server running the same repository queries (no session, no
// validation, no cache). The reads are an admin's: a member or a visitor is stopped by the viewing
// limits after 10 pages (002 §9) by design, so the load would measure the refusals; what the limits cost
// a member's read (one transaction on company_directory_access per subject) is not in these figures.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:companies [-- --seconds=15]
import { benchAdmin, cycle, listRoute, listScenario, noId, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

await runAreaBench({
  name: 'companies',
  file: import.meta.url,
  ports: [3964, 3965],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:companies`',
  probe: '/pick?q=ab',
  baseline: async (app, db) => {
    const repo = await import('../src/server/features/companies/company.repository.ts');
    // The page with its categories.
    listRoute(app, {
      pageSize: 30,
      countCap: 10_000,
      filterOf: (filter) => ({ activeOnly: true, ...filter }),
      count: (filter, cap) => repo.count(db, filter, cap),
      list: (filter, window) => repo.listCards(db, filter, window),
      present: (rows) =>
        rows.map((row) => ({ id: row.id, nom: row.nom, ville: row.ville, categories: row.categories })),
    });
    app.get('/company/:id', async (request) => {
      const row = await repo.findById(db, request.params.id);
      const categories = row ? await repo.categoriesOf(db, [row.id]) : new Map();
      return row ? { ...row, categories: categories.get(row.id) ?? [] } : {};
    });
    app.get('/pick', async (request) => ({ items: await repo.pick(db, request.query.q, 10) }));
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query('select count(*)::int as companies from african_companies');
    const { rows: sample } = await client.query(
      'select id from african_companies where active order by created_at desc limit 200',
    );
    const { rows: sectors } = await client.query(
      'select id from professional_categories where parent_id is null order by name limit 3',
    );
    return {
      data: `${scale[0].companies} companies`,
      sector: sectors[0]?.id,
      companyOf: cycle(
        sample.map((row) => row.id),
        noId,
      ),
      cookie: await benchAdmin(client, app, { role: 'admin' }),
    };
  },
  scenarios: ({ app, baseline, sector, companyOf, cookie }) => {
    const picks = ['ba', 'sah', 'kora d', 'teranga', 'ubu'];
    return [
      listScenario({
        name: 'companies directory (mixed filters)',
        app,
        path: '/api/v1/companies',
        baseline,
        cookieOf: () => cookie,
        lists: [
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
        ],
      }),
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
  },
});
