import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { rowsOf } from '../lib/db';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser } from '../test/factories';
import { listFiles, sha256OfFile } from './archive';
import { listTables, writeBackup } from './backup';
import { askServer, controlSocketPath, startControlServer } from './control';
import { RestoreRefused, restoreBackup } from './restore';
import { runScheduledBackup } from './scheduled-backup';

let t: TestApp;
let work: string;
let archive: string;

const url = process.env.TEST_DATABASE_URL;
const root = fileURLToPath(new URL('../../..', import.meta.url));
const tsx = path.join(root, 'node_modules/.bin/tsx');
const cli = path.join(root, 'src/server/ops/cli.ts');

/** Each table's row count and a digest of its rows, in one time zone so both engines print alike. */
const contentOf = async (database: Database) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone = 'UTC'`);
    const out: Record<string, string> = {};
    for (const table of await listTables(tx)) {
      const [row] = rowsOf(
        await tx.execute(
          sql.raw(
            `select count(*)::int as n, md5(coalesce(string_agg(to_jsonb(t)::text, E'\\n' order by to_jsonb(t)::text), '')) as digest from "${table}" t`,
          ),
        ),
      );
      out[table] = `${row?.n}:${row?.digest}`;
    }
    return out;
  });

/** The push key pair as config.ts writes it into DATA_DIR. */
const vapidKeys = JSON.stringify({
  publicKey: 'BPublicKeyOfTheSourceInstall',
  privateKey: 'privateKeyOfTheSource',
});

/** A DKIM key as `npm run dkim:key` writes it into DATA_DIR (its content is not read here). */
const dkimKey = '-----BEGIN PRIVATE KEY-----\nthe-source-install-dkim-key\n-----END PRIVATE KEY-----\n';

const filesOf = async (dataDir: string) => {
  const storage = path.join(dataDir, 'storage');
  const out: Record<string, string> = {};
  for (const file of await listFiles(storage)) out[file] = await sha256OfFile(path.join(storage, file));
  return out;
};

/** A PostgreSQL database of its own, dropped at the end. */
const freshPostgres = async () => {
  if (!url) throw new Error('no TEST_DATABASE_URL');
  const name = `sankofa_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

const withPglite = async <T>(dataDir: string, fn: (database: Database) => Promise<T>) => {
  const database = await openDatabase({ dataDir });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
};

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'sankofa-backup-'));
  t = await buildTestApp({ dataDir: path.join(work, 'source') });
  // Members, a post, a connection request, a message: rows in most of the core's tables.
  const awa = await createUser(t.app, t.database.db);
  const kofi = await createUser(t.app, t.database.db);
  const call = (cookie: string, method: 'POST' | 'PUT', route: string, payload: object) =>
    t.app.inject({
      method,
      url: `/api/v1${route}`,
      headers: { cookie, origin: t.config.publicUrl },
      payload,
    });
  expect(
    (await call(awa.cookie, 'POST', '/feed/posts', { content: 'Bonjour, « le réseau » !' })).statusCode,
  ).toBe(201);
  expect((await call(awa.cookie, 'POST', '/connections', { recipientId: kofi.id })).statusCode).toBeLessThan(
    300,
  );
  const storage = path.join(work, 'source/storage/public/avatars');
  mkdirSync(storage, { recursive: true });
  writeFileSync(path.join(storage, `${awa.id}.webp`), randomBytes(4096));
  writeFileSync(path.join(work, 'source/auth-secret'), 'a-generated-secret-of-the-source-install');
  writeFileSync(path.join(work, 'source/vapid-keys.json'), vapidKeys, { mode: 0o600 });
  writeFileSync(path.join(work, 'source/dkim.pem'), dkimKey, { mode: 0o600 });
  archive = path.join(work, 'sankofa.tar.gz');
});

afterAll(async () => {
  await t.close();
  await rm(work, { recursive: true, force: true });
});

// Restoring opens and migrates a whole new install: tens of seconds on a busy 2-core machine.
describe('backup and restore', { timeout: 120_000 }, () => {
  it('writes one archive whose manifest counts every table and file, and restores it row for row', async () => {
    const manifest = await writeBackup({
      database: t.database,
      dataDir: path.join(work, 'source'),
      out: archive,
    });
    const source = await contentOf(t.database);
    expect(manifest.tables.map((table) => table.name)).toEqual(Object.keys(source));
    for (const table of manifest.tables) expect(source[table.name]?.startsWith(`${table.rows}:`)).toBe(true);
    expect(manifest.tables.find((table) => table.name === 'microblog_posts')?.rows).toBe(1);
    expect(manifest.files).toHaveLength(1);
    expect(manifest.migrations.length).toBeGreaterThan(10);
    // It holds password hashes and the auth secret: readable by its owner only (-rw-------).
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const copy = path.join(work, 'copy');
    await restoreBackup({ archive, dataDir: copy });
    expect(await withPglite(copy, contentOf)).toEqual(source);
    expect(await filesOf(copy)).toEqual(await filesOf(path.join(work, 'source')));
    expect(readFileSync(path.join(copy, 'auth-secret'), 'utf8')).toBe(
      'a-generated-secret-of-the-source-install',
    );
    // The web push keys too (issue 40): without them every device would have to subscribe again.
    expect(manifest.vapidKeys).toBe(true);
    expect(readFileSync(path.join(copy, 'vapid-keys.json'), 'utf8')).toBe(vapidKeys);
    expect(statSync(path.join(copy, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    // And the DKIM key `npm run dkim:key` wrote there: its DNS record stays true.
    expect(manifest.dkimKey).toBe(true);
    expect(readFileSync(path.join(copy, 'dkim.pem'), 'utf8')).toBe(dkimKey);
    expect(statSync(path.join(copy, 'dkim.pem')).mode & 0o777).toBe(0o600);
  });

  it("restores onto a fresh machine with the operator's command, keeping the archive's secrets", async () => {
    // `npm run restore` reads the environment first: it must not generate a secret of its own there,
    // or the archive's would be skipped as "already there" and every session and device lost.
    const fresh = path.join(work, 'fresh-cli');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: fresh };
    for (const name of ['DATABASE_URL', 'AUTH_SECRET', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'])
      delete env[name];
    await promisify(execFile)(tsx, [cli, 'restore', archive], { env });
    expect(readFileSync(path.join(fresh, 'auth-secret'), 'utf8')).toBe(
      'a-generated-secret-of-the-source-install',
    );
    expect(readFileSync(path.join(fresh, 'vapid-keys.json'), 'utf8')).toBe(vapidKeys);
  });

  it('refuses to back up a DATA_DIR without a database, creating none there', async () => {
    // A PostgreSQL install whose operator forgot DATABASE_URL in the command's environment.
    const empty = path.join(work, 'no-database');
    mkdirSync(empty);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: empty };
    delete env.DATABASE_URL;
    const run = promisify(execFile)(tsx, [cli, 'backup', '--out', path.join(work, 'never.tar.gz')], { env });
    await expect(run).rejects.toMatchObject({ stderr: expect.stringContaining('DATABASE_URL') });
    expect(await readdir(empty)).toEqual([]);
  });

  it('refuses to overwrite an install that has data, unless forced', async () => {
    const copy = path.join(work, 'copy');
    await expect(restoreBackup({ archive, dataDir: copy })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup({ archive, dataDir: copy })).rejects.toThrow(/--force/);
    // Forced: what was there is replaced, not merged (no duplicate rows).
    await restoreBackup({ archive, dataDir: copy, force: true });
    expect(await withPglite(copy, contentOf)).toEqual(await contentOf(t.database));
  });

  it('refuses an archive altered after it was written, before touching the destination', async () => {
    const extracted = path.join(work, 'tampered');
    mkdirSync(extracted);
    await tar.x({ file: archive, cwd: extracted });
    const posts = path.join(extracted, 'database/microblog_posts.jsonl');
    await writeFile(posts, (await readFile(posts, 'utf8')).replace('Bonjour', 'Bonsoir'));
    const bad = path.join(work, 'tampered.tar.gz');
    await tar.c({ gzip: true, file: bad, cwd: extracted }, ['.']);
    const dataDir = path.join(work, 'never');
    await expect(restoreBackup({ archive: bad, dataDir })).rejects.toThrow(/microblog_posts/);
    expect(await listFiles(dataDir)).toEqual([]);
  });

  it('refuses an archive made by a version with migrations this one does not have', async () => {
    const extracted = path.join(work, 'newer');
    mkdirSync(extracted);
    await tar.x({ file: archive, cwd: extracted });
    const file = path.join(extracted, 'manifest.json');
    const manifest = JSON.parse(await readFile(file, 'utf8'));
    manifest.migrations.push({ tag: '9999_from_the_future', when: 4_000_000_000_000 });
    await writeFile(file, JSON.stringify(manifest));
    const newer = path.join(work, 'newer.tar.gz');
    await tar.c({ gzip: true, file: newer, cwd: extracted }, ['.']);
    await expect(restoreBackup({ archive: newer, dataDir: path.join(work, 'never2') })).rejects.toThrow(
      /autre version/,
    );
  });

  it('keeps the newest BACKUP_KEEP scheduled archives and nothing else of the folder is touched', async () => {
    const dir = path.join(work, 'scheduled');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'notes.txt'), 'not an archive');
    const dataDir = path.join(work, 'source');
    const written = [];
    for (const day of [1, 2, 3]) {
      const now = new Date(`2026-11-0${day}T03:00:00Z`);
      written.push(await runScheduledBackup({ database: t.database, dataDir, dir, keep: 2, now }));
    }
    expect(written[2]?.removed).toEqual(['sankofa-2026-11-01T03-00-00-000Z.tar.gz']);
    expect((await readdir(dir)).sort()).toEqual([
      'notes.txt',
      'sankofa-2026-11-02T03-00-00-000Z.tar.gz',
      'sankofa-2026-11-03T03-00-00-000Z.tar.gz',
    ]);
    expect(t.app.jobs.names()).toContain('backup');
  });

  it("answers the operator's backup command on DATA_DIR's socket, and stops a second server there", async () => {
    const dataDir = path.join(work, 'source');
    const control = await startControlServer(dataDir, {
      backup: (out) => writeBackup({ database: t.database, dataDir, out }),
    });
    try {
      expect((await stat(controlSocketPath(dataDir))).mode & 0o777).toBe(0o600);
      await expect(startControlServer(dataDir, { backup: async () => undefined })).rejects.toThrow(
        /Un autre serveur Sankofa/,
      );
      const out = path.join(work, 'by-socket.tar.gz');
      const answer = await askServer(dataDir, { cmd: 'backup', out });
      expect(answer).toMatchObject({ ok: true, result: { source: t.database.kind } });
      expect((await stat(out)).size).toBeGreaterThan(0);
    } finally {
      await control.close();
    }
    expect(await askServer(dataDir, { cmd: 'ping' }, 1000)).toBeUndefined();
  });

  it.runIf(url)('moves an install between PGlite and PostgreSQL and back, row for row', async () => {
    const source = await contentOf(t.database);
    // PGlite → PostgreSQL.
    const fromPglite = path.join(work, 'from-pglite.tar.gz');
    await withPglite(path.join(work, 'copy'), (database) =>
      writeBackup({ database, dataDir: path.join(work, 'copy'), out: fromPglite }),
    );
    const target = await freshPostgres();
    try {
      await restoreBackup({
        archive: fromPglite,
        dataDir: path.join(work, 'pg-files'),
        databaseUrl: target.url,
      });
      const database = await openDatabase({ url: target.url });
      try {
        expect(await contentOf(database)).toEqual(source);
        // A restored database takes new rows: its sequences and identities continue after the archive's.
        await database.db.execute(sql`insert into logs (action) values ('restore.check')`);
      } finally {
        await database.close();
      }
      // And refuses a second restore onto it.
      await expect(
        restoreBackup({ archive: fromPglite, dataDir: path.join(work, 'pg-files'), databaseUrl: target.url }),
      ).rejects.toThrow(RestoreRefused);
    } finally {
      await target.drop();
    }
  });
});
