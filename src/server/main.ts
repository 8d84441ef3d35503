import { buildApp } from './app';
import { loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { seedReference } from './db/seed/reference';
import { dkimRecordOf } from './lib/dkim';
import { writeBackup } from './ops/backup';
import { startControlServer } from './ops/control';
import { backupOptionsOf } from './ops/scheduled-backup';

/** Reads the config, opens and migrates the database, seeds reference data, then serves web + API. */
const main = async () => {
  const startedAt = Date.now();
  const config = loadConfig();
  // PGlite: the operator's door (`npm run backup` asks this process, which alone may read the data
  // dir), opened before the database so that a second server on the same DATA_DIR stops here.
  let ready: Database | undefined;
  let served: Awaited<ReturnType<typeof buildApp>> | undefined;
  const control = config.databaseUrl
    ? undefined
    : await startControlServer(config.dataDir, {
        backup: async (out) => {
          if (!ready) throw new Error('the server is still starting');
          return writeBackup({
            database: ready,
            dataDir: config.dataDir,
            out,
            ...backupOptionsOf(config),
          });
        },
        // A scheduled job run now. Its clock may be moved only by a test server (the Playwright
        // journeys run the daily account deletion 15 days ahead); a production server refuses it.
        runJob: async (name, at) => {
          if (!served) throw new Error('the server is still starting');
          if (at !== undefined && !config.isTest) throw new Error('a job runs at another time only in tests');
          const tick = at === undefined ? new Date() : new Date(at);
          if (Number.isNaN(tick.getTime())) throw new Error('not a date');
          return served.jobs.runTick(name, tick);
        },
      });
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  await seedReference(app);
  ready = database;
  served = app;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await control?.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();
  app.log.info(
    { database: database.kind, mail: config.smtpUrl ? 'smtp' : 'outbox', ms: Date.now() - startedAt },
    `Sankofa is ready on ${config.publicUrl}`,
  );
  if (config.trustProxy === true) {
    // Every hop believed: a caller who writes X-Forwarded-For picks the address the abuse limits count.
    app.log.warn(
      'TRUST_PROXY=true believes any X-Forwarded-For a client writes, so the per-address abuse limits can be dodged: set the number of proxies in front of the server instead (TRUST_PROXY=1 behind one Caddy or nginx), or their addresses.',
    );
  }
  if (config.dkim && config.smtpUrl) {
    const record = dkimRecordOf(config.dkim);
    app.log.info(
      `Mail is signed with DKIM for ${config.dkim.domainName}: publish the DNS TXT record ${record.name} = "${record.value}"`,
    );
  }
  // A stop asked for right after start-up (a supervisor, a test) closes the pool under what follows:
  // that is no failure of the start, and the stop's own exit code stands.
  await announceAdminSetup(app, config).catch((error: unknown) => {
    if (!closing) throw error;
  });
};

/** The way to the first admin, in the log, while the install has none. */
const announceAdminSetup = async (
  app: Awaited<ReturnType<typeof buildApp>>,
  config: ReturnType<typeof loadConfig>,
) => {
  const { adminService } = app.services;
  if (await adminService.needsSetupToken()) {
    // The one way to the first admin without ADMIN_EMAILS: whoever reads this log runs the server.
    const token = await adminService.issueSetupToken();
    app.log.info(
      `No admin yet. To take charge of this install: sign up at ${config.publicUrl}, confirm your e-mail${
        config.smtpUrl ? '' : ' (mail is kept in the outbox without SMTP_URL; see the README)'
      }, then open ${config.publicUrl}/admin-setup and enter this one-time setup token: ${token} (it works once, and a restart replaces it). Or list your address in ADMIN_EMAILS.`,
    );
  } else if (!(await adminService.adminExists())) {
    app.log.info(
      `No admin yet. An address listed in ADMIN_EMAILS signs up at ${config.publicUrl}, confirms its e-mail, then opens ${config.publicUrl}/admin-setup.`,
    );
  }
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
