// `npm run seed:demo`: the demo content of src/server/db/seed/demo.ts on the database `npm start` uses
// (PGlite in DATA_DIR, or DATABASE_URL). Run it while the server is stopped when on PGlite (one process
// owns a PGlite data dir). Running it twice changes nothing.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { demoPassword, seedDemo } from '../src/server/db/seed/demo';
import { seedReference } from '../src/server/db/seed/reference';

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
const app = await buildApp({ config, database, logger: { level: 'warn' } });
try {
  await seedReference(app);
  const demo = await seedDemo(app, database.db);
  console.log(
    demo.created
      ? `Demo ready: ${demo.members} members, ${demo.posts} posts, ${demo.conversations} conversations.`
      : 'The demo is already there (nothing changed).',
  );
  console.log(`Sign in as any of them with the password "${demoPassword}":`);
  for (const email of demo.emails) console.log(`  ${email}`);
} finally {
  await app.close();
  await database.close();
}
