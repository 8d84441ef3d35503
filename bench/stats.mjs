// The statistics dashboard (issue 21 item 2: "answers in under 500 ms on the DESIGN.md §6 data set") on
// the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` (profiles, feed, groups, blog…), each
// figure next to a baseline measured in the same run: a bare Fastify + pg server running the same
// service over the same roll-up, with no session, validation or serialisation. The roll-up is written
// once before the load (as the hourly `stats-roll-up` job would have); today is counted live.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:stats [-- --seconds=15]
import { benchAdmin, runAreaBench } from './lib/area-bench.mjs';
import { get, postJson } from './lib/harness.mjs';

await runAreaBench({
  name: 'stats',
  file: import.meta.url,
  ports: [3968, 3969],
  needs: 'filled by `npm run seed:scale`',
  rates: 'the rates',
  probe: '/stats?period=week',
  baseline: async (app, db) => {
    const { createStatsService } = await import('../src/server/features/stats/stats.service.ts');
    const stats = createStatsService(db);
    app.get('/stats', async (request) => stats.get({ period: request.query.period ?? 'month' }));
    app.post('/roll-up', async () => {
      await stats.rollUp(new Date());
      return { ok: true };
    });
  },
  prepare: async ({ client, app, baseline }) => {
    const { rows: scale } = await client.query(
      `select (select count(*) from profiles)::int as profiles,
              (select count(*) from microblog_posts)::int as posts,
              (select count(*) from blog_posts)::int as articles`,
    );
    const started = Date.now();
    const rolled = await postJson(`${baseline}/roll-up`, {});
    if (!rolled.ok) throw new Error(`roll-up failed: ${rolled.status}`);
    console.log(`roll-up of every closed day: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await client.query('analyze stats_daily');
    return {
      data: `${scale[0].profiles} profiles, ${scale[0].posts} feed and group posts, ${scale[0].articles} articles`,
      cookie: await benchAdmin(client, app),
    };
  },
  // A staff screen read by a handful of people: a low rate, the 500 ms as the budget.
  scenarios: ({ app, baseline, cookie }) =>
    ['week', 'month', 'quarter'].map((period) => ({
      name: `statistics dashboard, ${period}`,
      rate: 5,
      budget: 500,
      app: () => get(`${app}/api/v1/admin/stats?period=${period}`, { cookie }),
      baseline: () => get(`${baseline}/stats?period=${period}`),
    })),
});
