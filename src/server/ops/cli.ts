import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { areaBuckets } from '../area';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { dkimOf, dkimRecordOf, newDkimKey } from '../lib/dkim';
import { createS3Storage } from '../plugins/storage-s3';
import type { BackupManifest } from './archive';
import { writeBackup } from './backup';
import { askServer } from './control';
import { RestoreRefused, restoreBackup } from './restore';
import { backupFileName, backupOptionsOf } from './scheduled-backup';
import { copyLocalFilesTo } from './storage-migrate';

/**
 * `npm run backup -- [--out <file>]` and `npm run restore -- <file> [--force]`, reading the same
 * environment as the server (DATA_DIR, DATABASE_URL).
 */
const usage = `Usage:
  npm run backup -- [--out <archive.tar.gz>]    (default: DATA_DIR/backups/sankofa-<date>.tar.gz[.enc])
  npm run restore -- <archive.tar.gz[.enc]> [--force]   (an encrypted one with BACKUP_PASSPHRASE)
  npm run storage:migrate                       (copies DATA_DIR/storage into S3_BUCKET)
  npm run dkim:key                              (a DKIM key in DATA_DIR/dkim.pem, and the DNS records)`;

const summary = (manifest: BackupManifest, seconds: number) => {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return `${manifest.tables.length} tables, ${rows} rows, ${manifest.files.length} files (${(bytes / 1e6).toFixed(1)} MB), ${manifest.migrations.length} migrations, ${seconds.toFixed(1)} s`;
};

/** The commands sign nothing: they never create the generated secrets (a restore brings the archive's). */
const opsConfig = () => loadConfig(process.env, { createSecrets: false });

const backup = async (args: string[]) => {
  const { values } = parseArgs({ args, options: { out: { type: 'string' } } });
  const config = opsConfig();
  const encrypted = Boolean(config.backup.passphrase);
  const out = path.resolve(values.out ?? path.join(config.backup.dir, backupFileName(new Date(), encrypted)));
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
    // Opening a missing one would create an empty database there (a PostgreSQL install run without
    // its DATABASE_URL): say what is missing instead.
    if (!existsSync(path.join(config.dataDir, 'db')))
      throw new RestoreRefused(
        `Aucune base dans ${config.dataDir} : donnez DATABASE_URL (PostgreSQL) ou le DATA_DIR du serveur.`,
      );
  }
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    manifest = await writeBackup({
      database,
      dataDir: config.dataDir,
      out,
      ...backupOptionsOf(config),
    });
  } finally {
    await database.close();
  }
  console.log(`Backup written${encrypted ? ' (encrypted)' : ''}: ${out}`);
  if (config.s3) console.log(`Copied to ${config.s3.bucket}/backups/${path.basename(out)}`);
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
  const config = opsConfig();
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
    passphrase: config.backup.passphrase,
  });
  console.log(
    `Restored ${path.basename(archive)} (made ${manifest.createdAt} on ${manifest.source}, version ${manifest.app.version}) into ${config.databaseUrl ? 'PostgreSQL' : 'PGlite'} and ${config.dataDir}`,
  );
  console.log(summary(manifest, (Date.now() - started) / 1000));
  if (manifest.storage === 'object-storage') {
    console.log('The uploads were in object storage (S3_BUCKET): this archive holds the database only.');
  }
};

const storageMigrate = async () => {
  const config = opsConfig();
  if (!config.s3)
    throw new RestoreRefused('S3_BUCKET is not set: there is no object storage to copy the files to.');
  const started = Date.now();
  const root = path.join(config.dataDir, 'storage');
  // The buckets the areas declare: their modules load for this command only.
  const { areas } = await import('../areas');
  const result = await copyLocalFilesTo(
    root,
    createS3Storage(config.s3),
    areaBuckets(areas),
    (done, total) => {
      if (done % 500 === 0 || done === total) console.log(`${done} / ${total}`);
    },
  );
  console.log(
    `${result.files} files (${(result.bytes / 1e6).toFixed(1)} MB) copied from ${root} to ${config.s3.bucket} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (result.skipped.length) console.log(`Not in a known bucket, left alone: ${result.skipped.join(', ')}`);
};

/**
 * Writes a new DKIM key to DATA_DIR/dkim.pem (never over one) and prints what to set and publish: the
 * environment, the DKIM record, and the SPF and DMARC records a receiving server also checks.
 */
const dkimKey = async () => {
  const config = opsConfig();
  const file = path.join(config.dataDir, 'dkim.pem');
  if (existsSync(file))
    throw new RestoreRefused(`${file} already exists: remove it first to make another key.`);
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, newDkimKey(), { mode: 0o600 });
  const dkim = dkimOf({ DKIM_PRIVATE_KEY_FILE: file }, config.mailFrom);
  if (!dkim) return;
  const record = dkimRecordOf(dkim);
  console.log(
    `DKIM key written: ${file}\n\nSet in the server's environment:\n  DKIM_PRIVATE_KEY_FILE=${file}`,
  );
  console.log(`\nPublish in the DNS of ${dkim.domainName}:`);
  console.log(`  TXT ${record.name}\n      "${record.value}"`);
  console.log(
    `  TXT ${dkim.domainName}\n      "v=spf1 include:<your SMTP provider's SPF> ~all"  (SPF: who may send for the domain)`,
  );
  console.log(
    `  TXT _dmarc.${dkim.domainName}\n      "v=DMARC1; p=none; rua=mailto:<you>@${dkim.domainName}"  (DMARC: start with p=none)`,
  );
};

const commands: Record<string, (args: string[]) => Promise<void>> = {
  'dkim-key': dkimKey,
  backup,
  restore,
  'storage-migrate': storageMigrate,
};
const [command = '', ...rest] = process.argv.slice(2);
const run = commands[command];
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
