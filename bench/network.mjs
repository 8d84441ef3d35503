// Network search, suggestions, connections list and pending badge under the DESIGN.md §6 rates, on the
// PostgreSQL of DATABASE_URL filled by `npm run seed:scale`, each figure next to a baseline measured in
// the same run: a bare Fastify + pg server running the same repository queries for the same rows (no
// session, no validation, no connection states).
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sankofa_bench npm run bench:network [-- --seconds=15]
//
// Both servers are child processes on 127.0.0.1; the load is an open loop (requests start on schedule
// whether or not earlier ones finished; latency counts from the scheduled start), bounded in count,
// in-flight requests and time. Loopback only.
import { benchMembers } from './lib/area-bench.mjs';
import {
  argValue,
  connectBenchDatabase,
  get,
  postJson,
  rateFactor,
  runScenarios,
  scaleId,
  serveBaseline,
  url,
  withServers,
} from './lib/harness.mjs';

const appPort = Number(argValue('app-port', '3952'));
const basePort = Number(argValue('baseline-port', '3953'));
const benchUsers = 4;

// --- The baseline server (this file run with --baseline) ------------------------------------------

const runBaseline = () =>
  serveBaseline(basePort, async (app, db) => {
    const networkRepo = await import('../src/server/features/network/network.repository.ts');
    const connectionRepo = await import('../src/server/features/connections/connection.repository.ts');
    // The card's columns as stored: the app's presenter (platform/person.ts) adds the privacy read.
    const { storedCard: toProfileCard } = await import('../src/server/platform/person.ts');
    const cards = (rows) => rows.map((row) => ({ id: row.id, fullName: row.fullName, title: row.title }));

    // The same SQL as the app: the count of a viewer's filter kept a minute, then the page alone.
    const counts = new Map();
    app.post('/search', async (request) => {
      const { filter, page } = request.body;
      const key = JSON.stringify(filter);
      let total = counts.get(key);
      if (total === undefined) {
        total = await networkRepo.countMatches(db, filter, 2000);
        counts.set(key, total);
        setTimeout(() => counts.delete(key), 60_000).unref();
      }
      const rows = await networkRepo.searchPage(db, filter, { limit: 20, offset: (page - 1) * 20 }, total);
      return { items: cards(rows), total };
    });
    app.post('/suggestions', async (request) => {
      const seeker = request.body;
      const scores = await networkRepo.suggestByMutuals(db, seeker, 8);
      if (scores.length < 8) {
        const taken = scores.map((s) => s.id);
        scores.push(...(await networkRepo.suggestBySharedCategories(db, seeker, 8 - scores.length, taken)));
      }
      if (scores.length < 8) {
        const taken = scores.map((s) => s.id);
        scores.push(...(await networkRepo.suggestNearby(db, seeker, 8 - scores.length, taken)));
      }
      // The cards and, as the app shows them, a sample of mutual connections.
      const [rows, mutuals] = await Promise.all([
        networkRepo.findByIds(
          db,
          scores.map((s) => s.id),
        ),
        networkRepo.mutualConnections(
          db,
          seeker.id,
          scores.filter((s) => s.mutual > 0).map((s) => s.id),
        ),
      ]);
      return { items: cards(rows), mutuals: mutuals.length };
    });
    app.get('/connections/:userId', async (request) => {
      const rows = await connectionRepo.listAccepted(db, request.params.userId, { limit: 20 });
      // The same items as the app's (its cards, by its own mapping), written with JSON.stringify.
      return {
        items: rows.map((r) => ({
          id: r.connection.id,
          member: toProfileCard(r.profile),
          createdAt: r.connection.createdAt.toISOString(),
        })),
      };
    });
    app.get('/pending/:userId', async (request) => ({
      count: await connectionRepo.countPendingFor(db, request.params.userId),
    }));
  });

// --- Driving ---------------------------------------------------------------------------------------

/** Bench members: real accounts (sign-up through the API), placed and connected among the scale set. */
const prepareUsers = async (client, app) => {
  const { rows: specs } = await client.query(
    `select array_agg(id order by id) ids from professional_categories where parent_id is not null`,
  );
  const specialities = specs[0]?.ids ?? [];
  return benchMembers(client, app, benchUsers, async (id, k) => {
    await client.query(
      `update profiles set full_name = $2, title = 'Consultante', country_code = 'SN',
         location = '{"ville":"Dakar","pays":"Sénégal","country_code":"SN","adresse_complete":"Dakar, Sénégal"}'
       where id = $1`,
      [id, `Membre Banc ${k}`],
    );
    for (const categoryId of [specialities[k * 7], specialities[k * 13]].filter(Boolean)) {
      await client.query(
        'insert into profile_professional_categories (profile_id, category_id) values ($1, $2) on conflict do nothing',
        [id, categoryId],
      );
    }
    // 20 accepted connections inside one community of the scale set (its friends know each other).
    await client.query(
      `insert into connections (requester_id, recipient_id, status)
       select $1, ${scaleId(`${k * 20_000} + g * 37`)}, 'accepted' from generate_series(1, 20) g
       on conflict do nothing`,
      [id],
    );
    await client.query(
      `insert into connections (requester_id, recipient_id, status)
       select ${scaleId(`${k * 20_000 + 5000} + g * 11`)}, $1, 'pending' from generate_series(1, 5) g
       on conflict do nothing`,
      [id],
    );
    return { city: 'Dakar', countryCode: 'SN' };
  });
};

const runBench = async () => {
  const client = await connectBenchDatabase(
    'network',
    'a PostgreSQL database filled by `npm run seed:scale`',
  );
  const { rows: scale } = await client.query(
    `select count(*)::int as profiles, (select count(*)::int from connections) as connections from profiles`,
  );
  const { rows: settings } = await client.query(`select current_setting('random_page_cost') as rpc`);
  const { rows: sectorRows } = await client.query(
    `select id from professional_categories where parent_id is null order by name limit 1 offset 3`,
  );
  const sectorId = sectorRows[0]?.id;

  await withServers(
    {
      client,
      name: 'network',
      file: import.meta.url,
      appPort,
      basePort,
      probe: '/pending/00000000-0000-4000-8000-000000000000',
    },
    async ({ app, baseline }) => {
      const users = await prepareUsers(client, app);
      await client.query('analyze connections');

      // The search mix: broad and narrow filters, a few deeper pages.
      const searches = [
        { qs: '', filter: {} },
        { qs: 'q=awa', filter: { q: 'awa' } },
        { qs: 'q=ingenieur%20dakar', filter: { q: 'ingenieur dakar' } },
        { qs: 'q=diallo', filter: { q: 'diallo' } },
        { qs: 'country=SN', filter: { countryCode: 'SN' } },
        { qs: 'city=abid', filter: { city: 'abid' } },
        { qs: 'job=comptable', filter: { job: 'comptable' } },
        { qs: 'minYears=10', filter: { minYears: 10 } },
        { qs: 'languages=Wolof', filter: { languages: ['Wolof'] } },
        { qs: 'availability=mentoring', filter: { availability: 'mentoring' } },
        ...(sectorId ? [{ qs: `sector=${sectorId}`, filter: { sector: sectorId } }] : []),
        {
          qs: 'q=awa&country=SN&minYears=5&availability=open_to_work',
          filter: { q: 'awa', countryCode: 'SN', minYears: 5, availability: 'open_to_work' },
        },
      ];
      const { rows: sectorCategories } = sectorId
        ? await client.query('select id from professional_categories where id = $1 or parent_id = $1', [
            sectorId,
          ])
        : { rows: [] };
      const baselineFilter = (filter, user) => {
        const { sector, ...rest } = filter;
        return {
          excludeId: user.id,
          availability: 'all',
          ...rest,
          ...(sector ? { categoryIds: sectorCategories.map((r) => r.id) } : {}),
        };
      };
      const pageOf = (i) => (i % 5 === 4 ? 1 + (i % 7) : 1);

      const scenarios = [
        {
          name: 'network search (mixed filters)',
          rate: 100,
          budget: 200,
          app: (i) => {
            const user = users[i % users.length];
            const s = searches[i % searches.length];
            return get(`${app}/api/v1/network/profiles?${s.qs}${s.qs ? '&' : ''}page=${pageOf(i)}`, {
              cookie: user.cookie,
            });
          },
          baseline: (i) => {
            const user = users[i % users.length];
            const s = searches[i % searches.length];
            return postJson(`${baseline}/search`, {
              filter: baselineFilter(s.filter, user),
              page: pageOf(i),
            });
          },
        },
        {
          // A ranking over the whole network like the search, so it gets the search budget (§6).
          name: 'people you may know',
          rate: 100,
          budget: 200,
          app: (i) => get(`${app}/api/v1/network/suggestions`, { cookie: users[i % users.length].cookie }),
          baseline: (i) => {
            const { id, city, countryCode } = users[i % users.length];
            return postJson(`${baseline}/suggestions`, { id, city, countryCode });
          },
        },
        {
          name: 'my connections (list)',
          rate: 300,
          budget: 100,
          app: (i) => get(`${app}/api/v1/connections?limit=20`, { cookie: users[i % users.length].cookie }),
          baseline: (i) => get(`${baseline}/connections/${users[i % users.length].id}`),
        },
        {
          name: 'pending badge (point read)',
          rate: 500,
          budget: 50,
          app: (i) =>
            get(`${app}/api/v1/connections/pending/count`, { cookie: users[i % users.length].cookie }),
          baseline: (i) => get(`${baseline}/pending/${users[i % users.length].id}`),
        },
      ];

      await runScenarios(
        'network',
        `Data: ${scale[0].profiles} profiles, ${scale[0].connections} connections; ${rateFactor} × the DESIGN.md rates; PostgreSQL at ${new URL(url).host} (random_page_cost ${settings[0]?.rpc}).`,
        scenarios,
      );
    },
  );
};

if (process.argv.includes('--baseline')) await runBaseline();
else await runBench();
