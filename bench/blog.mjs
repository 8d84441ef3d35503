// Blog (issue 16): the /blog list (mixed filters, deeper pages), one article by slug and its comments under
// the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:blog`, each figure next to a baseline measured in the same run: a bare Fastify + pg
// server running the same repository queries for the same rows (no session, no validation, no cache).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:blog [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/area-bench.mjs).
import { benchMembers, cycle, listRoute, listScenario, noId, runAreaBench } from './lib/area-bench.mjs';
import { get } from './lib/harness.mjs';

await runAreaBench({
  name: 'blog',
  file: import.meta.url,
  ports: [3966, 3967],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:blog`',
  probe: '/post/none',
  baseline: async (app, db) => {
    const repo = await import('../src/server/features/blog/post.repository.ts');
    const comments = await import('../src/server/features/blog/comment.repository.ts');
    // The page's categories come with its rows (repo.list), as in the app.
    listRoute(app, {
      pageSize: 9,
      countCap: 900,
      filterOf: (filter) => ({
        ...filter,
        status: 'published',
        // As the app for a member who is not staff: articles of authors shown to others only.
        shownAuthors: true,
        ...(filter.since ? { since: new Date(filter.since) } : {}),
      }),
      count: (filter, cap) => repo.count(db, filter, cap),
      list: (filter, window) => repo.list(db, filter, window),
      present: (rows) => rows.map((row) => ({ id: row.id, title: row.title, slug: row.slug })),
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
      if (access?.status !== 'published' || access.blocked || !access.authorShown) return { items: [] };
      const replies = await comments.listReplies(
        db,
        threads.map(({ comment }) => comment.id),
        reader,
      );
      return { items: [...threads, ...replies].map(({ comment }) => comment.id) };
    });
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query('select count(*)::int as posts from blog_posts');
    const { rows: sample } = await client.query(
      `select id, slug from blog_posts where status = 'published' order by published_at desc limit 200`,
    );
    const { rows: categories } = await client.query('select id from blog_categories order by name limit 3');
    const { rows: authors } = await client.query(
      `select author_id from blog_posts where status = 'published' order by published_at desc limit 3`,
    );
    const [reader] = await benchMembers(client, app, 1);
    return {
      data: `${scale[0].posts} articles`,
      postOf: cycle(sample, { id: noId, slug: 'none' }),
      categories,
      authors,
      reader,
    };
  },
  scenarios: ({ app, baseline, postOf, categories, authors, reader }) => {
    const { cookie } = reader;
    const week = new Date(Date.now() - 7 * 86_400_000).toISOString();
    return [
      // The list mix: no filter, each filter alone, text, a few deeper pages.
      listScenario({
        name: 'blog list (mixed filters)',
        app,
        path: '/api/v1/blog/posts',
        baseline,
        cookieOf: () => cookie,
        lists: [
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
        ],
      }),
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
        baseline: (i) => get(`${baseline}/comments/${postOf(i).id}?reader=${reader.id}`),
      },
    ];
  },
});
