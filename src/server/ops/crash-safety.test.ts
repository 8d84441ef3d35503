import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedReference } from '../db/seed/reference';
import { rowsOf } from '../lib/db';
import { projectRoot } from '../lib/paths';
import { createUser } from '../test/factories';
import { freePort } from '../test/free-port';
import { insertConnection } from '../test/network-factories';

/**
 * Issue 23 §2: every write a member saw acknowledged survives `kill -9` of the server, and the server
 * starts again after the crash with no manual step. Two members post and message in a loop against the
 * real server process; it is killed at a random moment, restarted, stopped, and the database is read.
 */
const secret = 'crash-test-secret-crash-test-secret-0123';
const work = mkdtempSync(path.join(tmpdir(), 'sankofa-crash-'));
const url = process.env.TEST_DATABASE_URL;
const dropAfter: string[] = [];

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  if (url && dropAfter.length) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const name of dropAfter) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

type Target = { dataDir: string; databaseUrl?: string };

/** Two confirmed, connected members with their session cookies, made in-process before the server runs. */
const prepare = async (target: Target) => {
  const database = await openDatabase(
    target.databaseUrl ? { url: target.databaseUrl } : { dataDir: target.dataDir },
  );
  await database.migrate();
  const config = {
    ...loadConfig({
      DATA_DIR: target.dataDir,
      AUTH_SECRET: secret,
      LOG_LEVEL: 'silent',
      BACKUP_SCHEDULE: 'off',
    }),
    requestCeiling: { perMinute: 0, visitorApiPerMinute: 0, visitorPerMinute: 0 },
  };
  const app = await buildApp({ config, database, logger: false, webDir: '/nonexistent' });
  await seedReference(app);
  await app.ready();
  const awa = await createUser(app, database.db);
  const kofi = await createUser(app, database.db);
  await insertConnection(database.db, awa.id, kofi.id);
  await app.close();
  await database.close();
  return { awa, kofi };
};

const startServer = async (target: Target, port: number): Promise<ChildProcess> => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      AUTH_SECRET: secret,
      LOG_LEVEL: 'warn',
      BACKUP_SCHEDULE: 'off',
      REQUEST_CEILING_PER_MINUTE: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start in 60 s');
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

const crashRun = async (target: Target) => {
  const { awa, kofi } = await prepare(target);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api/v1`;
  const server = await startServer(target, port);

  const ackedPosts: string[] = [];
  const ackedMessages: string[] = [];
  let stop = false;
  const post = async (cookie: string, route: string, body: object) => {
    const res = await fetch(`${base}${route}`, {
      method: 'POST',
      headers: { cookie, origin: `http://localhost:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return res.status === 201 || res.status === 200
      ? ((await res.json()) as Record<string, unknown>)
      : undefined;
  };
  const writer = async (index: number) => {
    for (let i = 0; !stop; i++) {
      try {
        if (i % 2 === 0) {
          const content = `crash ${index}-${i} ${randomBytes(3).toString('hex')}`;
          const item = await post(awa.cookie, '/feed/posts', { content });
          if (item) ackedPosts.push(String(item.id));
        } else {
          const clientId = randomUUID();
          const sent = await post(kofi.cookie, '/messages', {
            recipientId: awa.id,
            content: `msg ${index}-${i}`,
            clientId,
          });
          if (sent) ackedMessages.push(String((sent.message as { id: string }).id));
        }
      } catch {
        // the server died under this request: it was never acknowledged
      }
    }
  };
  const writers = [0, 1, 2, 3].map(writer);
  // Killed at a random moment once writes flow.
  while (ackedPosts.length + ackedMessages.length < 20)
    await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1200));
  server.kill('SIGKILL');
  await exited(server);
  stop = true;
  await Promise.all(writers);

  // Start-up after the crash needs nothing from anyone; then a clean stop so the data dir can be read.
  const again = await startServer(target, port);
  again.kill('SIGTERM');
  await exited(again);
  expect(again.exitCode).toBe(0);

  const database = await openDatabase(
    target.databaseUrl ? { url: target.databaseUrl } : { dataDir: target.dataDir },
  );
  try {
    const posts = rowsOf(
      await database.db.execute(sql`select id::text as id from microblog_posts where user_id = ${awa.id}`),
    ).map((row) => String(row.id));
    const messages = rowsOf(
      await database.db.execute(sql`select id::text as id from messages where sender_id = ${kofi.id}`),
    ).map((row) => String(row.id));
    return { ackedPosts, ackedMessages, posts, messages };
  } finally {
    await database.close();
  }
};

describe('crash safety', () => {
  // Each engine once: the PGlite run (no TEST_DATABASE_URL) takes PGlite, the PostgreSQL run PostgreSQL.
  it.skipIf(url)(
    'keeps every acknowledged post and message after kill -9 on PGlite, and restarts by itself',
    async () => {
      const result = await crashRun({ dataDir: path.join(work, 'pglite') });
      expect(result.ackedPosts.length + result.ackedMessages.length).toBeGreaterThanOrEqual(20);
      expect(result.posts).toEqual(expect.arrayContaining(result.ackedPosts));
      expect(result.messages).toEqual(expect.arrayContaining(result.ackedMessages));
      expect(new Set(result.posts).size).toBe(result.posts.length);
      expect(new Set(result.messages).size).toBe(result.messages.length);
    },
    180_000,
  );

  it.runIf(url)(
    'keeps every acknowledged post and message after kill -9 on PostgreSQL',
    async () => {
      const name = `sankofa_crash_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      dropAfter.push(name);
      const target = new URL(url ?? '');
      target.pathname = `/${name}`;
      const result = await crashRun({ dataDir: path.join(work, 'postgres'), databaseUrl: target.toString() });
      expect(result.posts).toEqual(expect.arrayContaining(result.ackedPosts));
      expect(result.messages).toEqual(expect.arrayContaining(result.ackedMessages));
    },
    180_000,
  );
});
