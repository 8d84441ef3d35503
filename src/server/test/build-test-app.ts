import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { seedReference } from '../db/seed/reference';
import { openPgliteTestDatabase, releasePgliteTestDatabase } from './pglite-spares';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

const adminUrl = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * A fresh database for one test file: in-memory PGlite, or a new PostgreSQL database (dropped on
 * close) when TEST_DATABASE_URL is set. Migrated and seeded like a real start. `release` ends it.
 */
const openTestDatabase = async (): Promise<{ database: Database; release: () => Promise<void> }> => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPgliteTestDatabase();
    return { database, release: () => releasePgliteTestDatabase(database) };
  }
  const name = `sankofa_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // Copied from the migrated template; two copies of one template at once make PostgreSQL answer
  // 55006 (template in use), so retry briefly.
  const template = inject('pgTemplate');
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
      break;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== '55006' || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  await admin.end();
  const database = await openDatabase({ url: adminUrl(url, name) });
  return {
    database,
    release: async () => {
      await database.close();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};

/** The database of another test app (PostgreSQL), closed but not dropped. */
const openShared = async (url: string) => {
  const database = await openDatabase({ url });
  return { database, release: () => database.close() };
};

/** The real application on a fresh database, driven with `app.inject`. */
export const buildTestApp = async (
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'mailTransport' | 'mailQueue'> = {},
  /** A second instance on the database of another test app (PostgreSQL): neither migrated nor dropped. */
  shared?: { databaseUrl: string },
): Promise<TestApp> => {
  const { database, release } = shared ? await openShared(shared.databaseUrl) : await openTestDatabase();
  if (!shared) await database.migrate();
  // Each file its own data directory: files run in parallel workers and must not share uploads.
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sankofa-test-'));
  const config: Config = {
    ...loadConfig({
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-test-secret-test-secret',
      LOG_LEVEL: 'silent',
    }),
    publicUrl: 'http://localhost:3000',
    // Test files drive hundreds of requests from one address; request-ceiling.test.ts turns it on.
    requestCeiling: { perMinute: 0, visitorApiPerMinute: 0, visitorPerMinute: 0 },
    ...overrides,
  };
  const app = await buildApp({
    ...deps,
    config,
    database,
    logger: false,
    webDir: '/nonexistent',
    verifyResponses: true,
  });
  if (!shared) await seedReference(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
