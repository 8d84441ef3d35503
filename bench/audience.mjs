// The newsletter and testimonials lists (/admin/newsletter, /admin/testimonials, /temoignages; issue
// 14) under the DESIGN.md §6 list budget, on the PostgreSQL of DATABASE_URL filled by `npm run
// seed:scale` then `npm run seed:scale:audience`, each figure next to a baseline measured in the same
// run: a bare Fastify + pg server running the same repository queries (page and capped count) with no
// session, validation or serialisation.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:audience [-- --seconds=15]
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  argValue,
  createBaseline,
  ensureAccount,
  get,
  listenBaseline,
  rateFactor,
  runScenarios,
  signIn,
  startServers,
  url,
} from './lib/harness.mjs';

const appPort = Number(argValue('app-port', '3964'));
const basePort = Number(argValue('baseline-port', '3965'));

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
const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
const queryOf = (filter, page) =>
  new URLSearchParams({ ...filter, ...(page > 1 ? { page: String(page) } : {}) }).toString();

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
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
    const [rows, total] = await Promise.all([
      testimonials.listTestimonials(db, filter, window),
      testimonials.countTestimonials(db, filter, window.cap),
    ]);
    return { items: rows.map((row) => ({ id: row.id, content: row.content })), total };
  });
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:audience needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:audience`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query(
    'select (select count(*) from newsletter_subscribers)::int as subscribers, (select count(*) from testimonials)::int as testimonials',
  );
  const servers = startServers({
    name: 'audience',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/subscribers');
    const email = 'bench-admin@bench.sankofa.test';
    const id = await ensureAccount(client, app, email);
    await client.query(`update profiles set role = 'admin', full_name = 'Admin Banc' where id = $1`, [id]);
    const cookie = await signIn(client, app, email);
    await client.query('analyze newsletter_subscribers');
    await client.query('analyze testimonials');

    const scenarios = [
      {
        name: 'admin newsletter list (search, pages)',
        rate: 300,
        budget: 100,
        app: (i) =>
          get(
            `${app}/api/v1/admin/newsletter/subscribers?${queryOf(subscriberLists[i % subscriberLists.length], pageOf(i))}`,
            {
              cookie,
            },
          ),
        baseline: (i) =>
          get(`${baseline}/subscribers?${queryOf(subscriberLists[i % subscriberLists.length], pageOf(i))}`),
      },
      {
        name: 'admin testimonials list (status, search)',
        rate: 300,
        budget: 100,
        app: (i) =>
          get(
            `${app}/api/v1/admin/testimonials?${queryOf(testimonialLists[i % testimonialLists.length], pageOf(i))}`,
            {
              cookie,
            },
          ),
        baseline: (i) =>
          get(
            `${baseline}/testimonials?${queryOf(testimonialLists[i % testimonialLists.length], pageOf(i))}`,
          ),
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
    await runScenarios(
      'audience',
      `Data: ${scale[0].subscribers} subscribers, ${scale[0].testimonials} testimonials; ${rateFactor} × the DESIGN.md list rate; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
