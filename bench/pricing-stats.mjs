// The landing's figures, the pricing page and the home statistics screen (issue 15) under the
// DESIGN.md §6 budgets, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:pricing-stats`, each figure next to a baseline measured in the same run: a bare
// Fastify + pg server running the same repository queries (the live counts afresh on each read, where
// the app's landing reuses them a minute) with no session, validation, serialisation or cache.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:pricing-stats [-- --seconds=15]
import { benchAdmin, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

await runAreaBench({
  name: 'pricing-stats',
  file: import.meta.url,
  ports: [3966, 3967],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:pricing-stats`',
  probe: '/pricing',
  baseline: async (app, db) => {
    const stats = await import('../src/server/features/home-stats/home-stat.repository.ts');
    const { liveSources, isLiveSource } = await import('../src/server/features/home-stats/live-sources.ts');
    const pricing = await import('../src/server/features/pricing/pricing.repository.ts');
    const figures = async () => {
      const rows = await stats.listHomeStats(db);
      const items = [];
      for (const row of rows) {
        const value =
          row.mode === 'live' && isLiveSource(row.source) ? await liveSources[row.source](db) : row.value;
        items.push({ id: row.id, label: row.label, value });
      }
      return items;
    };
    app.get('/home-stats', async () => ({ items: (await figures()).filter((item) => item.value > 0) }));
    app.get('/admin/home-stats', async () => {
      const items = await figures();
      const sources = [];
      for (const key of Object.keys(liveSources)) sources.push({ key, count: await liveSources[key](db) });
      return { items, sources };
    });
    app.get('/pricing', async () => ({
      items: (await pricing.listOffers(db)).map((row) => ({
        id: row.id,
        category: row.category,
        price: row.price,
      })),
    }));
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query(
      'select (select count(*) from profiles)::int as profiles, (select count(*) from pricing)::int as offers, (select count(*) from payments)::int as payments',
    );
    const cookie = await benchAdmin(client, app);
    await client.query('analyze homepage_stats');
    await client.query('analyze pricing');
    return {
      data: `${scale[0].profiles} profiles, ${scale[0].offers} offers, ${scale[0].payments} payments`,
      cookie,
    };
  },
  scenarios: ({ app, baseline, cookie }) => [
    {
      name: 'landing figures (live counts reused a minute)',
      rate: 500,
      budget: 50,
      app: () => get(`${app}/api/v1/home-stats`),
      baseline: () => get(`${baseline}/home-stats`),
    },
    {
      name: 'pricing page offers',
      rate: 500,
      budget: 50,
      app: () => get(`${app}/api/v1/pricing`),
      baseline: () => get(`${baseline}/pricing`),
    },
    {
      // Counted afresh on each read (members, mentors, countries over every profile): a search-like cost.
      name: 'admin home statistics (fresh counts)',
      rate: 100,
      budget: 200,
      app: () => get(`${app}/api/v1/admin/home-stats`, { cookie }),
      baseline: () => get(`${baseline}/admin/home-stats`),
    },
  ],
});
