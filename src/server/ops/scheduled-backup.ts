import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { FileStore } from '../plugins/storage';
import { createS3Storage } from '../plugins/storage-s3';
import type { BackupManifest } from './archive';
import { writeBackup } from './backup';

const archiveName = /^sankofa-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz(\.enc)?$/;

/** `sankofa-2026-11-25T03-00-00-000Z.tar.gz` (`.tar.gz.enc` encrypted): sorts by date, safe everywhere. */
export const backupFileName = (now: Date, encrypted = false): string =>
  `sankofa-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz${encrypted ? '.enc' : ''}`;

/**
 * The scheduled backup (BACKUP_SCHEDULE): one archive in `dir`, then only the newest `keep` archives
 * of this naming stay (other files in the folder are never touched).
 */
export const runScheduledBackup = async (options: {
  database: Database;
  dataDir: string;
  dir: string;
  keep: number;
  now: Date;
  objectStorage?: boolean;
  passphrase?: string;
  copyTo?: FileStore;
}): Promise<{ out: string; manifest: BackupManifest; removed: string[] }> => {
  const out = path.join(options.dir, backupFileName(options.now, Boolean(options.passphrase)));
  const manifest = await writeBackup({
    database: options.database,
    dataDir: options.dataDir,
    out,
    now: options.now,
    objectStorage: options.objectStorage,
    passphrase: options.passphrase,
    copyTo: options.copyTo,
  });
  const archives = (await readdir(options.dir)).filter((name) => archiveName.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - options.keep));
  for (const name of removed) await rm(path.join(options.dir, name), { force: true });
  return { out, manifest, removed };
};

/** What every backup of this install takes from its configuration: encryption and the S3 copy. */
export const backupOptionsOf = (config: Config) => ({
  objectStorage: Boolean(config.s3),
  passphrase: config.backup.passphrase,
  copyTo: config.s3 ? createS3Storage(config.s3) : undefined,
});
