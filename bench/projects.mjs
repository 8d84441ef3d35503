// Projects: the /projects list (mixed filters, deeper pages), one project and its comments under the
// DESIGN.md §6 rates, on the PostgreSQL of DATABASE_URL filled by `npm run seed:scale` then
// `npm run seed:scale:projects`, each figure next to a baseline measured in the same run: a bare
// Fastify + pg server running the same repository queries for the same rows (no session, no validation).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:projects [-- --seconds=15]
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
const basePort = Number(argValue('baseline-port', '3967'));
const benchUsers = 4;
const pageSize = 12;
const countCap = 1200;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = async () => {
  const { app, db, pool } = await createBaseline();
  const repo = await import('../src/server/features/projects/project.repository.ts');
  const schema = await import('../src/server/db/schema/index.ts');
  const cards = (rows) => rows.map(({ project, owner }) => ({ id: project.id, title: project.title, owner }));

  // The same SQL as the app: the count of a filter kept a minute, then the page alone.
  const counts = new Map();
  app.post('/list', async (request) => {
    const { filter, page } = request.body;
    const key = JSON.stringify(filter);
    let counted = counts.get(key);
    if (counted === undefined) {
      counted = await repo.countListed(db, filter, countCap);
      counts.set(key, counted);
      setTimeout(() => counts.delete(key), 60_000).unref();
    }
    const total = Math.min(counted, countCap);
    const offset = (page - 1) * pageSize;
    const rows = offset < total ? await repo.listListed(db, filter, { limit: pageSize, offset }) : [];
    return { items: cards(rows), total };
  });
  // As the app for a member who does not manage the project: the project (with the viewer's membership:
  // none here) and its first participants at once.
  app.get('/project/:id', async (request) => {
    const [found, participants] = await Promise.all([
      repo.findDetail(db, request.params.id, null),
      repo.listMembers(db, request.params.id, 'accepted', { limit: 5 }),
    ]);
    if (!found) return {};
    return { ...found.project, owner: found.owner, participants };
  });
  app.get('/comments/:id', async (request) => {
    const rows = await repo.listPosts(db, schema.projectComments, request.params.id, {
      limit: 21,
      newestFirst: false,
    });
    return { items: rows.map((row) => row.post.id) };
  });
  await listenBaseline(app, basePort, { afterClose: () => pool.end() });
};

// --- Driving ---------------------------------------------------------------------------------------

const runBench = async () => {
  if (!url) {
    console.error(
      'bench:projects needs DATABASE_URL (filled by `npm run seed:scale` and `npm run seed:scale:projects`).',
    );
    process.exit(1);
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows: scale } = await client.query(
    `select (select count(*)::int from projects) as projects, (select count(*)::int from profiles) as profiles`,
  );
  const { rows: sample } = await client.query(
    `select p.id from projects p where p.status = 'published'
       and exists (select 1 from project_comments c where c.project_id = p.id)
     order by p.created_at desc limit 200`,
  );

  const servers = startServers({
    name: 'projects',
    benchFile: fileURLToPath(import.meta.url),
    appPort,
    basePort,
  });
  const { app, baseline } = servers;
  try {
    await servers.ready('/project/00000000-0000-4000-8000-000000000000');
    const users = [];
    for (let k = 1; k <= benchUsers; k++) {
      const email = `bench-${k}@bench.sankofa.test`;
      await ensureAccount(client, app, email);
      users.push({ cookie: await signIn(client, app, email) });
    }

    // The list mix: no filter, each filter alone, two combined, a few deeper pages.
    const lists = [
      { qs: '', filter: { status: 'published' } },
      { qs: 'tag=agriculture', filter: { status: 'published', tag: 'agriculture' } },
      { qs: 'q=ferme', filter: { status: 'published', q: 'ferme' } },
      { qs: 'from=2026-01-01', filter: { status: 'published', from: '2026-01-01' } },
      { qs: 'status=archived', filter: { status: 'archived' } },
      {
        qs: 'q=solaire&tag=énergie',
        filter: { status: 'published', q: 'solaire', tag: 'énergie' },
      },
    ];
    const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 9) : 1);
    const projectOf = (i) =>
      sample[i % Math.max(1, sample.length)]?.id ?? '00000000-0000-4000-8000-000000000000';

    const scenarios = [
      {
        name: 'projects list (mixed filters)',
        rate: 300,
        budget: 100,
        app: (i) => {
          const s = lists[i % lists.length];
          const qs = s.qs ? `${encodeURI(s.qs)}&` : '';
          return get(`${app}/api/v1/projects?${qs}page=${pageOf(i)}`, {
            cookie: users[i % users.length].cookie,
          });
        },
        baseline: (i) =>
          postJson(`${baseline}/list`, { filter: lists[i % lists.length].filter, page: pageOf(i) }),
      },
      {
        name: 'one project (point read with participants)',
        rate: 500,
        budget: 50,
        app: (i) => get(`${app}/api/v1/projects/${projectOf(i)}`, { cookie: users[i % users.length].cookie }),
        baseline: (i) => get(`${baseline}/project/${projectOf(i)}`),
      },
      {
        name: "a project's comments (first keyset page)",
        rate: 300,
        budget: 100,
        app: (i) => get(`${app}/api/v1/projects/${projectOf(i)}/comments`),
        baseline: (i) => get(`${baseline}/comments/${projectOf(i)}`),
      },
    ];

    await runScenarios(
      'projects',
      `Data: ${scale[0].projects} projects among ${scale[0].profiles} profiles; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host}.`,
      scenarios,
    );
  } finally {
    await client.end();
    await servers.stop();
  }
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
