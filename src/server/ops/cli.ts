import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import type { BackupManifest } from './archive';
import { writeBackup } from './backup';
import { askServer } from './control';
import { RestoreRefused, restoreBackup } from './restore';
import { backupFileName } from './scheduled-backup';

/**
 * `npm run backup -- [--out <file>]` and `npm run restore -- <file> [--force]`, reading the same
 * environment as the server (DATA_DIR, DATABASE_URL).
 */
const usage = `Usage:
  npm run backup -- [--out <archive.tar.gz>]    (default: DATA_DIR/backups/sankofa-<date>.tar.gz)
  npm run restore -- <archive.tar.gz> [--force]`;

const summary = (manifest: BackupManifest, seconds: number) => {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return `${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files (${(bytes / 1e6).toFixed(1)} MB), ${manifest.migrations.length} migrations, ${seconds.toFixed(1)} s`;
};

const backup = async (args: string[]) => {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const config = loadConfig();
  const out = path.resolve(values.out ?? path.join(config.backup.dir, backupFileName(new Date())));
  const started = Date.now();
  let manifest: BackupManifest;
  if (!config.databaseUrl) {
    // PGlite belongs to the process that opened it: a running server writes the archive itself.
    const answer = await askServer(config.dataDir, { cmd: 'backup', out });
    if (answer && !answer.ok) throw new Error(answer.error);
    if (answer?.ok) {
      console.log(`Backup written by the running server: ${out}`);
      console.log(summary(answer.result as BackupManifest, (Date.now() - started) / 1000));
      return;
    }
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    manifest = await writeBackup({ database, dataDir: config.dataDir, out });
  } finally {
    await database.close();
  }
  console.log(`Backup written: ${out}`);
  console.log(summary(manifest, (Date.now() - started) / 1000));
};

const restore = async (args: string[]) => {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { force: { type: 'boolean' } },
  });
  const [archive] = positionals;
  if (!archive || positionals.length > 1) throw new RestoreRefused(usage);
  const config = loadConfig();
  if (await askServer(config.dataDir, { cmd: 'ping' }, 2000)) {
    throw new RestoreRefused(
      `Un serveur Sankofa tourne sur ${config.dataDir} : arrêtez-le avant de restaurer.`,
    );
  }
  const started = Date.now();
  const manifest = await restoreBackup({
    archive: path.resolve(archive),
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    force: values.force === true,
  });
  console.log(
    `Restored ${path.basename(archive)} (made ${manifest.createdAt} on ${manifest.source}, version ${manifest.app.version}) into ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'} and ${config.dataDir}`,
  );
  console.log(summary(manifest, (Date.now() - started) / 1000));
};

const [command, ...rest] = process.argv.slice(2);
const run = command === 'backup' ? backup : command === 'restore' ? restore : undefined;
if (!run) {
  console.error(usage);
  process.exit(2);
}
run(rest).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof RestoreRefused ? error.message : error);
    process.exit(1);
  },
);
