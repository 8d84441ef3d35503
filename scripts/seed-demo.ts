// `npm run seed:demo`: the demo content of src/server/db/seed/demo.ts on the database `npm start` uses
// (PGlite in DATA_DIR, or DATABASE_URL). On PGlite it refuses while a server uses the data dir (one
// process owns a PGlite data dir). Running it twice changes nothing.
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { demoPassword, demoPaths, seedDemo } from '../src/server/db/seed/demo';
import { seedReference } from '../src/server/db/seed/reference';
import { askServer } from '../src/server/ops/control';

const config = loadConfig();
// The embedded database belongs to one process: a server answering on the data dir's control socket
// (as `npm run restore` checks) holds it.
if (!config.databaseUrl && (await askServer(config.dataDir, { cmd: 'ping' }, 2000))) {
  console.error(
    `Un serveur Sankofa tourne sur ${config.dataDir} : arrêtez-le avant de lancer seed:demo (ou utilisez DATABASE_URL).`,
  );
  process.exit(1);
}
const database = await openDatabase(
  config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
);
await database.migrate();
const app = await buildApp({ config, database, logger: { level: 'warn' } });
try {
  await seedReference(app);
  const demo = await seedDemo(app, database.db);
  if (demo.created) {
    const added = Object.entries(demo.seeded)
      .filter(([, count]) => count > 0)
      .map(([name, count]) => `${name} ${count}`);
    console.log(`Demo ready: ${demo.members} members${added.length ? `; added: ${added.join(', ')}` : ''}.`);
  } else {
    console.log('The demo is already there (nothing changed).');
  }
  console.log(`Sign in as any of them with the password "${demoPassword}":`);
  for (const email of demo.emails) console.log(`  ${email}`);
  console.log('Where to look:');
  for (const { name, paths } of demoPaths) {
    console.log(`  ${name.padEnd(18)} ${paths.map((path) => `${config.publicUrl}${path}`).join('  ')}`);
  }
  if (!(await app.services.adminService.adminExists())) {
    const setup = `${config.publicUrl}/admin-setup`;
    console.log(
      config.adminEmails.length
        ? `The back office needs an admin: sign in with an address of ADMIN_EMAILS and open ${setup}.`
        : `The back office needs an admin: start the server, sign in as one of them, open ${setup} and enter the one-time token the server prints at start.`,
    );
  }
} finally {
  await app.close();
  await database.close();
}
