import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import * as tar from 'tar';
import type { Database, Tx } from '../db/client';
import { rowsOf } from '../lib/db';
import { projectRoot } from '../lib/paths';
import type { FileStore } from '../plugins/storage';
import {
  archiveFormat,
  type BackupManifest,
  dataDirSecrets,
  linkOrCopy,
  listFiles,
  readJournal,
  sha256OfFile,
} from './archive';
import { encryptFile } from './encryption';

/** Rows read per round trip while dumping a table (a cursor: memory stays flat on 1M posts). */
const fetchSize = 2000;

const appInfo = async () => {
  const pkg = JSON.parse(await readFile(path.join(projectRoot, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
};

/** The application's tables, in name order. */
export const listTables = async (db: Database['db'] | Tx): Promise<string[]> =>
  rowsOf(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  ).map((row) => String(row.name));

/** The migrations the database has, mapped onto this code's journal (drizzle stores their `when`). */
const appliedMigrations = async (tx: Tx) => {
  const journal = await readJournal();
  const applied = rowsOf(
    await tx.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
  ).map((row) => Number(row.created_at));
  return applied.map((when) => {
    const entry = journal.find((candidate) => candidate.when === when);
    if (!entry) throw new Error(`the database has a migration (${when}) this version does not know`);
    return entry;
  });
};

/** Streams one table into `file`, one row a line; answers its row count and checksum. */
const dumpTable = async (tx: Tx, table: string, file: string) => {
  const out = createWriteStream(file);
  // A write that fails (a full disk: ENOSPC) while a batch is being fetched must not go unheard: it
  // would crash the process before the staging folder is removed. It is kept and thrown here.
  let failure: Error | undefined;
  out.on('error', (error) => {
    failure = error;
  });
  const hash = createHash('sha256');
  let rows = 0;
  const cursor = `backup_${table}`;
  try {
    await tx.execute(
      sql.raw(`declare "${cursor}" no scroll cursor for select to_jsonb(t)::text as r from "${table}" t`),
    );
    for (;;) {
      const batch = rowsOf(await tx.execute(sql.raw(`fetch forward ${fetchSize} from "${cursor}"`)));
      if (failure) throw failure;
      if (batch.length === 0) break;
      const chunk = `${batch.map((row) => String(row.r)).join('\n')}\n`;
      hash.update(chunk);
      rows += batch.length;
      if (!out.write(chunk)) await once(out, 'drain');
    }
    await tx.execute(sql.raw(`close "${cursor}"`));
    out.end();
    await finished(out);
  } finally {
    out.destroy();
  }
  if (failure) throw failure;
  return { name: table, rows, sha256: hash.digest('hex') };
};

export interface BackupOptions {
  database: Database;
  /** The install's DATA_DIR: its `storage/` and generated `auth-secret` go in the archive. */
  dataDir: string;
  /** The archive to write (`.tar.gz`, `.tar.gz.enc` encrypted); written beside under a temporary name, then renamed. */
  out: string;
  now?: Date;
  /** Uploads in an S3-compatible bucket (S3_BUCKET): the archive holds the database only. */
  objectStorage?: boolean;
  /** BACKUP_PASSPHRASE: the archive is written encrypted (ops/encryption.ts). */
  passphrase?: string;
  /** The S3 bucket's driver: the finished archive is also copied there, under `backups/`. */
  copyTo?: FileStore;
}

/**
 * One archive of the install: every table read in a single repeatable-read snapshot (consistent while
 * members keep writing; on PGlite, requests wait for the snapshot, since it has one connection), every
 * stored file, and a manifest with counts and checksums. Portable: restore reads it into PGlite or
 * PostgreSQL alike.
 */
export const writeBackup = async (options: BackupOptions): Promise<BackupManifest> => {
  const { database, dataDir } = options;
  const out = path.resolve(options.out);
  await mkdir(path.dirname(out), { recursive: true });
  await mkdir(dataDir, { recursive: true });
  // Staged in DATA_DIR so stored files are hard-linked, not copied.
  const staging = await mkdtemp(path.join(dataDir, '.backup-'));
  try {
    await mkdir(path.join(staging, 'database'));
    const { migrations, tables, sequences } = await database.db.transaction(
      async (tx) => {
        const migrations = await appliedMigrations(tx);
        const tables = [];
        for (const table of await listTables(tx)) {
          tables.push(await dumpTable(tx, table, path.join(staging, 'database', `${table}.jsonl`)));
        }
        const sequences = rowsOf(
          await tx.execute(
            sql`select sequencename as name, last_value::text as value from pg_sequences
                where schemaname = 'public' and last_value is not null order by sequencename`,
          ),
        ).map((row) => ({ name: String(row.name), value: String(row.value) }));
        return { migrations, tables, sequences };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );

    const storage = path.join(dataDir, 'storage');
    const files = [];
    for (const relative of options.objectStorage ? [] : await listFiles(storage)) {
      const target = path.join(staging, 'files', relative);
      await linkOrCopy(path.join(storage, relative), target);
      const { size } = await stat(target);
      files.push({ path: relative, bytes: size, sha256: await sha256OfFile(target) });
    }

    const secrets = dataDirSecrets.filter(({ file }) => existsSync(path.join(dataDir, file)));
    for (const { file } of secrets) await linkOrCopy(path.join(dataDir, file), path.join(staging, file));
    const kept = (flag: (typeof dataDirSecrets)[number]['flag']) =>
      secrets.some((secret) => secret.flag === flag);

    const manifest: BackupManifest = {
      format: archiveFormat,
      app: await appInfo(),
      createdAt: (options.now ?? new Date()).toISOString(),
      source: database.kind,
      storage: options.objectStorage ? 'object-storage' : 'local',
      migrations,
      tables,
      sequences,
      files,
      authSecret: kept('authSecret'),
      vapidKeys: kept('vapidKeys'),
      dkimKey: kept('dkimKey'),
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const entries = ['manifest.json', 'database', ...(files.length ? ['files'] : [])];
    entries.push(...secrets.map(({ file }) => file));
    const partial = `${out}.partial`;
    try {
      // Owner only, from its first byte: it holds password hashes, sessions and the auth secret.
      await writeFile(partial, '', { mode: 0o600 });
      await chmod(partial, 0o600);
      await tar.c({ gzip: true, file: partial, cwd: staging, portable: true }, entries);
      if (options.passphrase) {
        await encryptFile(partial, `${partial}.enc`, options.passphrase);
        await rename(`${partial}.enc`, partial);
      }
      await rename(partial, out);
    } catch (error) {
      // A full disk (ENOSPC) or any failure leaves no half archive beside the good ones.
      await Promise.all([partial, `${partial}.enc`].map((file) => rm(file, { force: true })));
      throw error;
    }
    if (options.copyTo) await options.copyTo.putFile('backups', path.basename(out), out);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
