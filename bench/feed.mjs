// The feed under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale`
// then `npm run seed:scale:feed` (100k members, 1M posts): the first page and next pages of the feed
// (list reads, 300 req/s), one member's and one hashtag's pages (list reads), one post (point read,
// 500 req/s), the like toggle (writes, 200 req/s) and the trending hashtags (list read, 300 req/s).
// Each figure sits next to a baseline measured in the same run: a bare Fastify + pg server running the
// same repository queries for the same rows (no session, no validation, no policy, no mapping).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:feed [-- --seconds=15] [--only=name]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop like bench/network.mjs.
import { benchMembers } from './lib/area-bench.mjs';
import {
  argValue,
  connectBenchDatabase,
  get,
  postJson,
  rateFactor,
  requestTimeoutMs,
  runScenarios,
  serveBaseline,
  url,
  withServers,
} from './lib/harness.mjs';

const appPort = Number(argValue('app-port', '3972'));
const basePort = Number(argValue('baseline-port', '3973'));
const benchUsers = 4;

/** Scale post g's id, as scripts/seed-scale-feed.ts makes it. */
const postOf = (g) =>
  `overlay(overlay(md5('sankofa-post-' || (${g})) placing '4' from 13) placing '8' from 17)::uuid`;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = () =>
  serveBaseline(basePort, async (app, db) => {
    const postRepo = await import('../src/server/features/feed/post.repository.ts');
    const reactionRepo = await import('../src/server/features/feed/reaction.repository.ts');
    const hashtagRepo = await import('../src/server/features/feed/hashtag.repository.ts');

    /** The same read as the app's page: posts with author, like, media and latest comments in one query. */
    const page = async (filter) => {
      const rows = await postRepo.listPosts(db, { limit: 10, viewerId: null, ...filter });
      const items = rows.slice(0, filter.limit ?? 10);
      const last = items.at(-1);
      return {
        items: items.map((r) => ({
          id: r.post.id,
          content: r.post.content,
          author: r.author.fullName,
          liked: r.liked,
          likes: r.post.likesCount,
          media: r.media,
          comments: r.comments.map((c) => c.content),
        })),
        next:
          rows.length > items.length && last
            ? { at: last.post.createdAt.toISOString(), id: last.post.id }
            : null,
      };
    };

    app.post('/page', async (request) => {
      const { cursor, ...filter } = request.body;
      return page({ ...filter, cursor: cursor ? { at: new Date(cursor.at), id: cursor.id } : undefined });
    });
    app.get('/post/:id', async (request) => {
      const result = await page({
        postId: request.params.id,
        limit: 1,
        viewerId: request.query.viewer ?? null,
      });
      return result.items[0] ?? {};
    });
    app.post('/toggle', async (request) => {
      const { postId, userId } = request.body;
      return reactionRepo.changeLike(db, postId, userId, 'toggle');
    });
    app.get('/trending', async () => ({
      items: await hashtagRepo.topOfRecentPosts(db, { days: 7, posts: 500, top: 8 }),
    }));
  });

// --- Driving ---------------------------------------------------------------------------------------

/** Bench members bench-feed-1…: real accounts (sign-up through the API, confirmed in the database), signed in. */
const prepareUsers = (client, app) =>
  benchMembers(
    client,
    app,
    benchUsers,
    async (id, k) => {
      await client.query(`update profiles set full_name = $2, title = 'Consultante' where id = $1`, [
        id,
        `Membre Banc Fil ${k}`,
      ]);
    },
    'bench-feed',
  );

const runBench = async () => {
  const client = await connectBenchDatabase(
    'feed',
    'a PostgreSQL database filled by `npm run seed:scale:feed`',
  );
  const { rows: scale } = await client.query(
    `select (select count(*)::int from microblog_posts) posts, (select count(*)::int from microblog_likes) likes,
            (select count(*)::int from microblog_comments) comments, (select count(*)::int from profiles) profiles`,
  );
  const { rows: settings } = await client.query(`select current_setting('random_page_cost') as rpc`);
  // Posts to read and like: 2,000 scale posts spread over the whole history.
  const { rows: postRows } = await client.query(
    `select ${postOf('g')}::text id from generate_series(1, 1000000, 499) g
     where exists (select 1 from microblog_posts p where p.id = ${postOf('g')})`,
  );
  const postIds = postRows.map((r) => r.id);
  if (postIds.length < 100) throw new Error('too few scale posts: run `npm run seed:scale:feed` first.');
  const { rows: authorRows } = await client.query(
    `select user_id::text id from microblog_posts where id = any($1::uuid[]) limit 200`,
    [postIds.slice(0, 200)],
  );
  const authors = authorRows.map((r) => r.id);
  const { rows: tagRows } = await client.query(`select tag from hashtags order by post_count desc limit 20`);
  const tagList = tagRows.map((r) => r.tag);

  // The bench members' likes go with their accounts' next run; remove them now so counts stay seeded.
  const cleanUp = () =>
    client.query(
      `with gone as (delete from microblog_likes l using users u
         where u.id = l.user_id and u.email like 'bench-feed-%@bench.sankofa.test' returning l.post_id)
       update microblog_posts p set likes_count = p.likes_count - g.n
       from (select post_id, count(*)::int n from gone group by post_id) g where g.post_id = p.id`,
    );
  await withServers(
    { client, name: 'feed', file: import.meta.url, appPort, basePort, probe: '/trending', cleanUp },
    async ({ app, baseline }) => {
      const users = await prepareUsers(client, app);

      // Cursors of pages 2 to 6 of the whole feed (the app's opaque ones, and the baseline's).
      const appCursors = [];
      const baseCursors = [];
      {
        let cursor = null;
        let baseCursor = null;
        for (let p = 0; p < 5; p++) {
          const res = await (
            await get(`${app}/api/v1/feed/posts${cursor ? `?cursor=${cursor}` : ''}`)
          ).json();
          cursor = res.nextCursor;
          appCursors.push(cursor);
          const base = await (await postJson(`${baseline}/page`, { cursor: baseCursor })).json();
          baseCursor = base.next;
          baseCursors.push(baseCursor);
        }
      }

      const cookieOf = (i) => ({ cookie: users[i % users.length].cookie });
      // A member's page carries whether they liked each post: the baseline reads it for the same member.
      const viewerOf = (i) => users[i % users.length].id;
      const scenarios = [
        {
          name: 'feed first page (member)',
          rate: 300,
          budget: 100,
          app: (i) => get(`${app}/api/v1/feed/posts`, cookieOf(i)),
          baseline: (i) => postJson(`${baseline}/page`, { viewerId: viewerOf(i) }),
        },
        {
          name: 'feed next pages (2-6)',
          rate: 300,
          budget: 100,
          app: (i) =>
            get(`${app}/api/v1/feed/posts?cursor=${appCursors[i % appCursors.length]}`, cookieOf(i)),
          baseline: (i) =>
            postJson(`${baseline}/page`, {
              cursor: baseCursors[i % baseCursors.length],
              viewerId: viewerOf(i),
            }),
        },
        {
          name: 'feed first page (visitor)',
          rate: 300,
          budget: 100,
          app: () => get(`${app}/api/v1/feed/posts`),
          baseline: () => postJson(`${baseline}/page`, {}),
        },
        {
          name: "one member's posts",
          rate: 300,
          budget: 100,
          app: (i) => get(`${app}/api/v1/feed/posts?user=${authors[i % authors.length]}`, cookieOf(i)),
          baseline: (i) =>
            postJson(`${baseline}/page`, { userId: authors[i % authors.length], viewerId: viewerOf(i) }),
        },
        {
          name: 'hashtag page',
          rate: 300,
          budget: 100,
          app: (i) =>
            get(
              `${app}/api/v1/feed/posts?hashtag=${encodeURIComponent(tagList[i % tagList.length])}`,
              cookieOf(i),
            ),
          baseline: (i) =>
            postJson(`${baseline}/page`, { tag: tagList[i % tagList.length], viewerId: viewerOf(i) }),
        },
        {
          name: 'one post (point read)',
          rate: 500,
          budget: 50,
          app: (i) => get(`${app}/api/v1/feed/posts/${postIds[(i * 7) % postIds.length]}`, cookieOf(i)),
          baseline: (i) => get(`${baseline}/post/${postIds[(i * 7) % postIds.length]}?viewer=${viewerOf(i)}`),
        },
        {
          name: 'like toggle (write)',
          rate: 200,
          budget: 100,
          app: (i) =>
            fetch(`${app}/api/v1/feed/posts/${postIds[(i * 13) % postIds.length]}/like/toggle`, {
              method: 'POST',
              headers: cookieOf(i),
              signal: AbortSignal.timeout(requestTimeoutMs),
            }),
          baseline: (i) =>
            postJson(`${baseline}/toggle`, {
              postId: postIds[(i * 13) % postIds.length],
              userId: users[i % users.length].id,
            }),
        },
        {
          name: 'trending hashtags',
          rate: 300,
          budget: 100,
          app: () => get(`${app}/api/v1/feed/hashtags/trending`),
          baseline: () => get(`${baseline}/trending`),
        },
      ];

      await runScenarios(
        'feed',
        `Data: ${scale[0].profiles} profiles, ${scale[0].posts} posts, ${scale[0].likes} likes, ${scale[0].comments} comments; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host} (random_page_cost ${settings[0]?.rpc}).`,
        scenarios,
      );
    },
  );
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
