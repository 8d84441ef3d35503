// The newsletter and testimonials lists (/admin/newsletter, /admin/testimonials, /temoignages; issue
// 14) under the DESIGN.md §6 list budget, on the PostgreSQL of DATABASE_URL filled by `npm run
// seed:scale` then `npm run seed:scale:audience`, each figure next to a baseline measured in the same
// run: a bare Fastify + pg server running the same repository queries (page and capped count) with no
// session, validation, serialisation or cache.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:audience [-- --seconds=15]
import { benchAdmin, pageOf, queryOf, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

// The list mix: newest first, searches on part of an address or words of a testimonial, a status
// filter, a few deeper pages.
const subscriberLists = [{}, { q: 'lecteur-4' }, { q: '@scale' }, { q: 'lecteur-99' }];
const testimonialLists = [
  {},
  { status: 'pending' },
  { status: 'approved' },
  { q: 'mentor' },
  { q: 'diaspora dakar' },
];

await runAreaBench({
  name: 'audience',
  file: import.meta.url,
  ports: [3964, 3965],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:audience`',
  rates: 'the DESIGN.md list rate',
  probe: '/subscribers',
  baseline: async (app, db) => {
    const subscribers = await import('../src/server/features/newsletter/newsletter.repository.ts');
    const testimonials = await import('../src/server/features/testimonials/testimonial.repository.ts');
    const windowOf = (page, size) => ({ cap: 10_000, limit: size, offset: (Number(page) - 1) * size });
    app.get('/subscribers', async (request) => {
      const { page = '1', ...filter } = request.query;
      const window = windowOf(page, 20);
      const [rows, total] = await Promise.all([
        subscribers.listSubscribers(db, filter, window),
        subscribers.countSubscribers(db, filter, window.cap),
      ]);
      return { items: rows.map((row) => ({ id: row.id, email: row.email })), total };
    });
    app.get('/testimonials', async (request) => {
      const { page = '1', size = '10', ...filter } = request.query;
      const window = windowOf(page, Number(size));
      const { rows, total } = await testimonials.pageOfTestimonials(db, filter, window);
      return { items: rows.map((row) => ({ id: row.id, content: row.content })), total };
    });
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query(
      'select (select count(*) from newsletter_subscribers)::int as subscribers, (select count(*) from testimonials)::int as testimonials',
    );
    const cookie = await benchAdmin(client, app);
    await client.query('analyze newsletter_subscribers');
    await client.query('analyze testimonials');
    return { data: `${scale[0].subscribers} subscribers, ${scale[0].testimonials} testimonials`, cookie };
  },
  scenarios: ({ app, baseline, cookie }) => {
    const subscribersOf = (i) => queryOf(subscriberLists[i % subscriberLists.length], pageOf(i));
    const testimonialsOf = (i) => queryOf(testimonialLists[i % testimonialLists.length], pageOf(i));
    return [
      {
        name: 'admin newsletter list (search, pages)',
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/admin/newsletter/subscribers?${subscribersOf(i)}`, { cookie }),
        baseline: (i) => get(`${baseline}/subscribers?${subscribersOf(i)}`),
      },
      {
        name: 'admin testimonials list (status, search)',
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/admin/testimonials?${testimonialsOf(i)}`, { cookie }),
        baseline: (i) => get(`${baseline}/testimonials?${testimonialsOf(i)}`),
      },
      {
        name: 'public testimonials (approved, 5 a page)',
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/testimonials?${queryOf({}, pageOf(i))}`),
        baseline: (i) =>
          get(`${baseline}/testimonials?${queryOf({ status: 'approved', size: '5' }, pageOf(i))}`),
      },
    ];
  },
});
