import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import type { BackupManifest } from './archive';
import { writeBackup } from './backup';

const archiveName = /^sankofa-\d{4}-\d{2}-\d{2}T[\d-]+Z\.tar\.gz$/;

/** `sankofa-2026-11-25T03-00-00-000Z.tar.gz`: sorts by date, safe in every file system. */
export const backupFileName = (now: Date): string =>
  `sankofa-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

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
}): Promise<{ out: string; manifest: BackupManifest; removed: string[] }> => {
  const out = path.join(options.dir, backupFileName(options.now));
  const manifest = await writeBackup({
    database: options.database,
    dataDir: options.dataDir,
    out,
    now: options.now,
  });
  const archives = (await readdir(options.dir)).filter((name) => archiveName.test(name)).sort();
  const removed = archives.slice(0, Math.max(0, archives.length - options.keep));
  for (const name of removed) await rm(path.join(options.dir, name), { force: true });
  return { out, manifest, removed };
};
