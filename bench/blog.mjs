// Blog (issue 16): the /blog list (mixed filters, deeper pages), one article by slug and its comments under
// the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:blog`, each figure next to a baseline measured in the same run: a bare Fastify + pg
// server running the same repository queries for the same rows (no session, no validation).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:blog [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/harness.mjs).
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  argValue,
  createBaseline,
  ensureAccount,
  get,
  listenBaseline,
  postJson,
  rateFactor,
  runScenarios,
  signIn,
  startServers,
  url,
} from './lib/harness.mjs';

const appPort = Number(argValue('app-port', '3966'));
// The baseline child is started with `--baseline` only (bench/lib/harness.mjs): its port reaches it
// through the environment, which it inherits.
const basePort = Number(process.env.BENCH_BLOG_BASELINE_PORT ?? argValue('baseline-port', '3967'));
process.env.BENCH_BLOG_BASELINE_PORT = String(basePort);
const pageSize = 9;
const countCap = 900;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const repo = await import('../src/server/features/blog/post.repository.ts');
  const comments = await import('../src/server/features/blog/comment.repository.ts');
  const { keptFor } = await import('../src/server/lib/kept-for.ts');
  const cards = (rows) => rows.map((row) => ({ id: row.id, title: row.title, slug: row.slug }));

  // The same SQL as the app: the count of a filter kept 30 s (shared by every viewer, one read at a time
  // as the app's keptFor), then the page.
  const counts = keptFor({ ttlMs: 30_000, max: 5_000 });
  app.post('/list', async (request) => {
    const { filter, page } = request.body;
    const full = { ...filter, status: 'published' };
    if (full.since) full.since = new Date(full.since);
    const counted = await counts.get(JSON.stringify(full), () => repo.count(db, full, countCap));
    const total = Math.min(counted, countCap);
    const offset = (page - 1) * pageSize;
    // The page's categories come with its rows (repo.list), as in the app.
    const rows = offset < total ? await repo.list(db, full, { limit: pageSize, offset }) : [];
    return { items: cards(rows), total };
  });
  app.get('/post/:slug', async (request) => {
    // One round trip, as the app's: the record, author and categories (a visitor: no like, no block).
    const found = await repo.findBySlug(db, request.params.slug, null);
    if (!found) return {};
    return { ...found.post, author: found.author, categories: found.categories };
  });
  // As the app for the signed-in bench member (no block involves them): the article's rights read
  // beside the threads (one prepared point query), their likes and reports with the rows.
  app.get('/comments/:postId', async (request) => {
    const reader = { id: request.query.reader, keptApart: false };
    const [access, threads] = await Promise.all([
      repo.findAccessById(db, request.params.postId, reader.id),
      comments.listThreads(db, request.params.postId, undefined, 21, reader),
    ]);
    if (access?.status !== 'published' || access.blocked) return { items: [] };
    const replies = await comments.listReplies(
      db,
      threads.map(({ comment }) => comment.id),
      reader,
    );
    return { items: [...threads, ...replies].map(({ comment }) => comment.id) };
  });
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:blog needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:blog`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query('select count(*)::int as posts from blog_posts');
  const { rows: sample } = await client.query(
    `select id, slug from blog_posts where status = 'published' order by published_at desc limit 200`,
  );
  const { rows: categories } = await client.query('select id from blog_categories order by name limit 3');
  const { rows: authors } = await client.query(
    `select author_id from blog_posts where status = 'published' order by published_at desc limit 3`,
  );

  const servers = startServers({
    name: 'blog',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/post/none');
    const email = 'bench-1@bench.sankofa.test';
    const readerId = await ensureAccount(client, app, email);
    const cookie = await signIn(client, app, email);
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString();

    // The list mix: no filter, each filter alone, text, a few deeper pages.
    const lists = [
      { qs: '', filter: {} },
      { qs: `category=${categories[0]?.id}`, filter: { category: categories[0]?.id } },
      { qs: 'period=week', filter: { since: week } },
      { qs: `author=${authors[0]?.author_id}`, filter: { author: authors[0]?.author_id } },
      { qs: 'q=karite', filter: { q: 'karite' } },
      { qs: 'q=mobile%20money', filter: { q: 'mobile money' } },
      {
        qs: `category=${categories[1]?.id}&period=week`,
        filter: { category: categories[1]?.id, since: week },
      },
    ];
    const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
    const postOf = (i) =>
      sample[i % Math.max(1, sample.length)] ?? { id: '00000000-0000-4000-8000-000000000000', slug: 'none' };

    const scenarios = [
      {
        name: 'blog list (mixed filters)',
        rate: 300,
        budget: 100,
        app: (i) => {
          const s = lists[i % lists.length];
          return get(`${app}/api/v1/blog/posts?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, { cookie });
        },
        baseline: (i) =>
          postJson(`${baseline}/list`, { filter: lists[i % lists.length].filter, page: pageOf(i) }),
      },
      {
        name: 'one article by slug (point read)',
        rate: 500,
        budget: 50,
        app: (i) => get(`${app}/api/v1/blog/posts/by-slug/${postOf(i).slug}`, { cookie }),
        baseline: (i) => get(`${baseline}/post/${postOf(i).slug}`),
      },
      {
        name: "an article's comments (list)",
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/blog/posts/${postOf(i).id}/comments`, { cookie }),
        baseline: (i) => get(`${baseline}/comments/${postOf(i).id}?reader=${readerId}`),
      },
    ];

    await runScenarios(
      'blog',
      `Data: ${scale[0].posts} articles; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
