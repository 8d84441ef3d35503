// The back office's users list (/admin/users, issue 14) under the DESIGN.md §6 list budget, on the
// PostgreSQL of DATABASE_URL filled by `npm run seed:scale` (100k members), each figure next to a
// baseline measured in the same run: a bare Fastify + pg server running the same repository queries
// (page and capped count, counters) with no session, validation, serialisation or cache.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:admin-users [-- --seconds=15]
import { benchAdmin, pageOf, queryOf, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

// The list mix: default order, search, filters and sorts, a few deeper pages.
const lists = [
  {},
  { q: 'awa' },
  { q: 'diallo' },
  { q: 'scale-42' },
  { status: 'active' },
  { status: 'suspended' },
  { role: 'mentor' },
  { sort: 'nameAsc' },
  { sort: 'lastLogin' },
  { sort: 'oldest' },
  { q: 'ndiaye', sort: 'nameDesc' },
];

await runAreaBench({
  name: 'admin-users',
  file: import.meta.url,
  ports: [3962, 3963],
  needs: 'a PostgreSQL database filled by `npm run seed:scale`',
  rates: 'the DESIGN.md list rate',
  probe: '/counters',
  baseline: async (app, db) => {
    const repo = await import('../src/server/features/admin/admin-users.repository.ts');
    const { parisMonthStart } = await import('../src/server/features/admin/admin-users.service.ts');
    app.get('/users', async (request) => {
      const { page = '1', ...rest } = request.query;
      const filter = { sort: 'newest', ...rest };
      const [rows, total] = await Promise.all([
        repo.listUsers(db, filter, { cap: 10_000, limit: 20, offset: (Number(page) - 1) * 20 }),
        repo.countUsers(db, filter, 10_000),
      ]);
      return { items: rows.map((row) => ({ id: row.id, fullName: row.fullName })), total };
    });
    app.get('/counters', () => repo.counters(db, parisMonthStart(new Date())));
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query('select count(*)::int as profiles from profiles');
    const cookie = await benchAdmin(client, app);
    await client.query('analyze profiles');
    return { data: `${scale[0].profiles} profiles`, cookie };
  },
  scenarios: ({ app, baseline, cookie }) => [
    {
      name: 'admin users list (mixed filters)',
      rate: 300,
      budget: 100,
      app: (i) => get(`${app}/api/v1/admin/users?${queryOf(lists[i % lists.length], pageOf(i))}`, { cookie }),
      baseline: (i) => get(`${baseline}/users?${queryOf(lists[i % lists.length], pageOf(i))}`),
    },
    {
      // Read once when the screen opens (not per page or keystroke): a point-read rate is not its load.
      name: 'admin users counters',
      rate: 50,
      budget: 100,
      app: () => get(`${app}/api/v1/admin/users/counters`, { cookie }),
      baseline: () => get(`${baseline}/counters`),
    },
  ],
});
