import { createReadStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { type Database, openDatabase, type Tx } from '../db/client';
import { rowsOf } from '../lib/db';
import { migrationsDir } from '../lib/paths';
import {
  BackupManifest,
  dataDirSecrets,
  isSafeRelativePath,
  listFiles,
  readJournal,
  sha256OfFile,
} from './archive';
import { listTables } from './backup';
import { decryptFile, isEncryptedFile, WrongPassphrase } from './encryption';

/** A restore that would lose data or cannot be trusted: the message says why and what to do. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  archive: string;
  /** The install's DATA_DIR: stored files and the generated secret go here, and PGlite's `db/`. */
  dataDir: string;
  /** PostgreSQL: the database to fill; unset, PGlite under `dataDir/db`. */
  databaseUrl?: string;
  /** Replace a database or files that are already there. */
  force?: boolean;
  /** BACKUP_PASSPHRASE, to read an encrypted archive. */
  passphrase?: string;
}

/** Rows per insert while loading (a `jsonb_populate_recordset` of this many lines). */
const loadBatch = 1000;
const safeIdentifier = /^[a-z_][a-z0-9_]*$/;

const postgresIsEmpty = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`,
    );
    return rows[0].n === 0;
  } finally {
    await client.end();
  }
};

const clearPostgres = async (url: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The extensions the migrations create live in `public`: they go with it and come back with them.
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
  } finally {
    await client.end();
  }
};

const dirHasEntries = async (dir: string) => existsSync(dir) && (await readdir(dir)).length > 0;

/** Refuses before anything is touched: a restore never overwrites an install unless told to. */
const checkTarget = async (options: RestoreOptions) => {
  const storage = path.join(options.dataDir, 'storage');
  const databaseEmpty = options.databaseUrl
    ? await postgresIsEmpty(options.databaseUrl)
    : !(await dirHasEntries(path.join(options.dataDir, 'db')));
  const filesEmpty = (await listFiles(storage)).length === 0;
  if (databaseEmpty && filesEmpty) return;
  if (!options.force) {
    const what = !databaseEmpty ? 'une base de données' : 'des fichiers';
    throw new RestoreRefused(
      `Restauration refusée : la destination contient déjà ${what}. Relancez avec --force pour les remplacer.`,
    );
  }
  if (options.databaseUrl) await clearPostgres(options.databaseUrl);
  else await rm(path.join(options.dataDir, 'db'), { recursive: true, force: true });
  await rm(storage, { recursive: true, force: true });
};

/** Every checksum of the manifest against the extracted archive, before the database is touched. */
const verify = async (staging: string, manifest: BackupManifest) => {
  for (const table of manifest.tables) {
    if (!safeIdentifier.test(table.name)) throw new RestoreRefused(`Nom de table invalide : ${table.name}`);
    const file = path.join(staging, 'database', `${table.name}.jsonl`);
    if (!existsSync(file) || (await sha256OfFile(file)) !== table.sha256) {
      throw new RestoreRefused(
        `Archive corrompue : la table ${table.name} ne correspond pas à son empreinte.`,
      );
    }
  }
  for (const sequence of manifest.sequences) {
    if (!safeIdentifier.test(sequence.name) || !/^-?\d+$/.test(sequence.value)) {
      throw new RestoreRefused(`Séquence invalide : ${sequence.name}`);
    }
  }
  for (const file of manifest.files) {
    const full = path.join(staging, 'files', file.path);
    if (!isSafeRelativePath(file.path) || !existsSync(full) || (await sha256OfFile(full)) !== file.sha256) {
      throw new RestoreRefused(
        `Archive corrompue : le fichier ${file.path} ne correspond pas à son empreinte.`,
      );
    }
  }
};

/**
 * The archive's migrations must be the first of this code's: the database is rebuilt at the archive's
 * level, filled, then brought to this version by the remaining migrations (backfills included).
 */
const migrationsFolderAt = async (staging: string, manifest: BackupManifest) => {
  const journal = await readJournal();
  manifest.migrations.forEach((migration, index) => {
    const known = journal[index];
    if (!known || known.tag !== migration.tag || known.when !== migration.when) {
      throw new RestoreRefused(
        `Cette archive vient d'une autre version de Sankofa (${manifest.app.version}, migration ${migration.tag}) : restaurez-la avec cette version, puis mettez à jour.`,
      );
    }
  });
  const folder = path.join(staging, 'migrations');
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const original = JSON.parse(await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  const entries = original.entries.slice(0, manifest.migrations.length);
  await writeFile(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...original, entries }));
  for (const { tag } of manifest.migrations) {
    await copyFile(path.join(migrationsDir, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
  return folder;
};

const insertableColumns = async (tx: Tx, table: string) =>
  rowsOf(
    await tx.execute(
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated <> 'ALWAYS'
          order by ordinal_position`,
    ),
  ).map((row) => `"${String(row.name)}"`);

const loadTable = async (tx: Tx, staging: string, table: string) => {
  const columns = (await insertableColumns(tx, table)).join(', ');
  const head = `insert into "${table}" (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::"${table}", `;
  let batch: string[] = [];
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(sql`${sql.raw(head)}${`[${batch.join(',')}]`}::jsonb)`);
    rows += batch.length;
    batch = [];
  };
  const lines = readline.createInterface({
    input: createReadStream(path.join(staging, 'database', `${table}.jsonl`)),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    if (line === '') continue;
    batch.push(line);
    if (batch.length >= loadBatch) await flush();
  }
  await flush();
  return rows;
};

/** Fills the database (already at the archive's migration level) in one transaction. */
const loadDatabase = async (database: Database, staging: string, manifest: BackupManifest) => {
  await database.db.transaction(async (tx) => {
    // Rows arrive in table order, not in the order of their foreign keys; and the archive's counters
    // are the truth, so no trigger recounts them while loading.
    await tx.execute(sql`set local session_replication_role = replica`);
    const tables = await listTables(tx);
    const archived = manifest.tables.map((table) => table.name);
    const missing = archived.filter((name) => !tables.includes(name));
    if (missing.length > 0)
      throw new RestoreRefused(`Tables inconnues dans l'archive : ${missing.join(', ')}`);
    // What the migrations seeded gives way to the archive.
    if (tables.length > 0) {
      await tx.execute(
        sql.raw(`truncate table ${tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
      );
    }
    for (const table of manifest.tables) {
      const rows = await loadTable(tx, staging, table.name);
      if (rows !== table.rows) {
        throw new RestoreRefused(`La table ${table.name} a ${rows} lignes au lieu de ${table.rows}.`);
      }
    }
    for (const sequence of manifest.sequences) {
      await tx.execute(
        sql`select setval(${`public."${sequence.name}"`}::regclass, ${sequence.value}::bigint, true)`,
      );
    }
  });
};

/** The archive as tar.gz: an encrypted one is decrypted into the staging folder first. */
const plainArchive = async (options: RestoreOptions, staging: string): Promise<string> => {
  if (!(await isEncryptedFile(options.archive))) return options.archive;
  if (!options.passphrase) {
    throw new RestoreRefused(
      'Cette sauvegarde est chiffrée : définissez BACKUP_PASSPHRASE (la phrase secrète utilisée pour la sauvegarde), puis relancez.',
    );
  }
  const plain = path.join(staging, '.archive.tar.gz');
  try {
    await decryptFile(options.archive, plain, options.passphrase);
  } catch (error) {
    if (!(error instanceof WrongPassphrase)) throw error;
    throw new RestoreRefused(
      'Impossible de déchiffrer la sauvegarde : BACKUP_PASSPHRASE ne correspond pas, ou le fichier a été modifié.',
    );
  }
  return plain;
};

/**
 * Rebuilds an install from an archive of `writeBackup`: onto an empty DATA_DIR or database (or, with
 * `force`, replacing one), on PGlite or PostgreSQL whichever made the archive. Checks every checksum
 * first; the database is loaded at the archive's migration level, then migrated to this version.
 */
export const restoreBackup = async (options: RestoreOptions): Promise<BackupManifest> => {
  await mkdir(options.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(options.dataDir, '.restore-'));
  try {
    await tar.x({ file: await plainArchive(options, staging), cwd: staging, strict: true });
    const manifestFile = path.join(staging, 'manifest.json');
    if (!existsSync(manifestFile)) throw new RestoreRefused("Ce fichier n'est pas une sauvegarde Sankofa.");
    const parsed = BackupManifest.safeParse(JSON.parse(await readFile(manifestFile, 'utf8')));
    if (!parsed.success) {
      throw new RestoreRefused("Le manifeste de l'archive est illisible ou d'un format inconnu.");
    }
    const manifest = parsed.data;
    await verify(staging, manifest);
    const folder = await migrationsFolderAt(staging, manifest);
    await checkTarget(options);

    const database = await openDatabase(
      options.databaseUrl ? { url: options.databaseUrl } : { dataDir: options.dataDir },
    );
    try {
      await database.migrate({ folder });
      await loadDatabase(database, staging, manifest);
      await database.migrate();
    } finally {
      await database.close();
    }

    const storage = path.join(options.dataDir, 'storage');
    await rm(storage, { recursive: true, force: true });
    if (manifest.files.length > 0) await rename(path.join(staging, 'files'), storage);
    // A secret already there stays unless forced (the install's own sessions and devices).
    for (const { file, flag } of dataDirSecrets) {
      const target = path.join(options.dataDir, file);
      if (!manifest[flag] || (!options.force && existsSync(target))) continue;
      await copyFile(path.join(staging, file), target);
      await chmod(target, 0o600);
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
};
