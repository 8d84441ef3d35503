// Groups: a group's feed (Publications, first pages and deeper ones), one group post and the directory
// under the DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:groups` (10k groups, 1M group posts), each figure next to a baseline measured in
// the same run: a bare Fastify + pg server running the same repository queries for the same rows (no
// session, no validation).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:groups [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (see bench/lib/area-bench.mjs).
import { benchMembers, runAreaBench } from './lib/area-bench.mjs';
import { get, postJson } from './lib/harness.mjs';

const pageSize = 10;
/** Groups each bench member joins: the deep feeds (the first 100 scale groups hold half the posts) and others. */
const joinedGroups = 40;

/** Scale group g's id, as scripts/seed-scale-groups.ts makes it. */
const groupOf = (g) =>
  `overlay(overlay(md5('sankofa-group-' || (${g})) placing '4' from 13) placing '8' from 17)::uuid`;

await runAreaBench({
  name: 'groups',
  file: import.meta.url,
  ports: [3982, 3983],
  needs: 'filled by `npm run seed:scale` and `npm run seed:scale:groups`',
  probe: '/ready',
  baseline: async (app, db) => {
    const postRepo = await import('../src/server/features/feed/post.repository.ts');
    const gate = await import('../src/server/features/feed/group-gate.ts');
    const groupRepo = await import('../src/server/features/groups/group.repository.ts');

    const items = (rows) =>
      rows.map((r) => ({
        id: r.post.id,
        content: r.post.content,
        author: r.author.fullName,
        liked: r.liked,
        likes: r.post.likesCount,
        comments: r.comments.map((c) => c.content),
      }));

    // The same reads as the app: the viewer's standing in the group, then the page in one query.
    app.post('/page', async (request) => {
      const { groupId, viewerId, cursor } = request.body;
      await gate.findGroupScope(db, groupId, viewerId);
      const rows = await postRepo.listPosts(db, {
        groupId,
        viewerId,
        limit: pageSize,
        cursor: cursor ? { at: new Date(cursor.at), id: cursor.id } : undefined,
      });
      const page = rows.slice(0, pageSize);
      const last = page.at(-1);
      return {
        items: items(page),
        next:
          rows.length > pageSize && last ? { at: last.post.createdAt.toISOString(), id: last.post.id } : null,
      };
    });
    app.post('/post', async (request) => {
      const { postId, viewerId } = request.body;
      const scope = await gate.findPostScope(db, postId, viewerId);
      const rows = await postRepo.listPosts(db, {
        postId,
        viewerId,
        limit: 1,
        groupId: scope?.group?.groupId,
      });
      return items(rows)[0] ?? {};
    });
    app.post('/directory', async (request) => {
      const { viewerId, filter } = request.body;
      const rows = await groupRepo.list(db, viewerId, { ...filter, mine: false, limit: 12 });
      return {
        items: rows.slice(0, 12).map((r) => ({ id: r.group.id, name: r.group.name, role: r.viewerRole })),
      };
    });
    app.get('/ready', async () => ({ ok: true }));
  },
  prepare: async ({ client, app }) => {
    const { rows: scale } = await client.query(
      `select (select count(*)::int from groups) groups,
              (select count(*)::int from microblog_posts where group_id is not null) posts`,
    );
    const groupCount = scale[0].groups;
    if (groupCount < 10) throw new Error('too few groups: run `npm run seed:scale:groups` first.');
    // Bench members: real accounts, each a member of the deep-feed groups and of others (secret ones
    // too), joined with the member count kept, as the app does.
    const users = await benchMembers(client, app, 4, async (id) => {
      await client.query(
        `with added as (
           insert into group_members (group_id, user_id, role)
           select ${groupOf('g')}, $1::uuid, 'member'
           from generate_series(1, $2::int) g
           where exists (select 1 from groups where id = ${groupOf('g')})
           on conflict do nothing returning group_id
         )
         update groups set member_count = member_count + 1 where id in (select group_id from added)`,
        [id, Math.min(joinedGroups, groupCount)],
      );
      return {};
    });
    const { rows: groupRows } = await client.query(
      `select ${groupOf('g')}::text id from generate_series(1, $1::int) g`,
      [Math.min(joinedGroups, groupCount)],
    );
    const groupIds = groupRows.map((r) => r.id);
    // Deeper pages: the cursor of the 5th page of each deep group, read once through the app.
    const deep = [];
    for (const groupId of groupIds.slice(0, 10)) {
      let cursor;
      for (let page = 0; page < 4; page++) {
        const res = await get(
          `${app}/api/v1/feed/posts?group=${groupId}${cursor ? `&cursor=${cursor}` : ''}`,
          { cookie: users[0].cookie },
        );
        cursor = (await res.json()).nextCursor;
        if (!cursor) break;
      }
      if (cursor) {
        const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
        deep.push({ groupId, cursor, decoded: { at, id } });
      }
    }
    const { rows: postRows } = await client.query(
      `select id::text from microblog_posts where group_id = any($1::uuid[]) order by created_at desc limit 500`,
      [groupIds],
    );
    const postIds = postRows.map((r) => r.id);
    return {
      data: `${scale[0].groups} groups, ${scale[0].posts} group posts`,
      users,
      groupIds,
      deep,
      postIds,
    };
  },
  scenarios: ({ app, baseline, users, groupIds, deep, postIds }) => {
    const user = (i) => users[i % users.length];
    const group = (i) => groupIds[i % groupIds.length];
    return [
      {
        name: 'group feed (first page, member)',
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/feed/posts?group=${group(i)}`, { cookie: user(i).cookie }),
        baseline: (i) => postJson(`${baseline}/page`, { groupId: group(i), viewerId: user(i).id }),
      },
      {
        name: 'group feed (5th page, keyset)',
        rate: 300,
        budget: 100,
        app: (i) => {
          const d = deep[i % deep.length];
          return get(`${app}/api/v1/feed/posts?group=${d.groupId}&cursor=${d.cursor}`, {
            cookie: user(i).cookie,
          });
        },
        baseline: (i) => {
          const d = deep[i % deep.length];
          return postJson(`${baseline}/page`, {
            groupId: d.groupId,
            viewerId: user(i).id,
            cursor: d.decoded,
          });
        },
      },
      {
        name: 'one group post (point read)',
        rate: 500,
        budget: 50,
        app: (i) =>
          get(`${app}/api/v1/feed/posts/${postIds[i % postIds.length]}`, { cookie: user(i).cookie }),
        baseline: (i) =>
          postJson(`${baseline}/post`, { postId: postIds[i % postIds.length], viewerId: user(i).id }),
      },
      {
        name: 'groups directory (list)',
        rate: 300,
        budget: 100,
        app: (i) =>
          get(`${app}/api/v1/groups${i % 3 === 1 ? '?type=private' : i % 3 === 2 ? '?q=dakar' : ''}`, {
            cookie: user(i).cookie,
          }),
        baseline: (i) =>
          postJson(`${baseline}/directory`, {
            viewerId: user(i).id,
            filter: i % 3 === 1 ? { type: 'private' } : i % 3 === 2 ? { q: 'dakar' } : {},
          }),
      },
    ].filter((scenario) => scenario.name !== 'group feed (5th page, keyset)' || deep.length > 0);
  },
});
