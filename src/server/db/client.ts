import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../lib/paths';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, the same type on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either, so a service can run them inside its transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The connection string (PostgreSQL only), for clients that need their own connection (LISTEN). */
  url?: string;
  /** Applies the migrations of `folder` (default: this version's) that the database lacks. */
  migrate(options?: { folder?: string }): Promise<void>;
  close(): Promise<void>;
  /**
   * A pool of its own for one kind of statement, with its own session settings (`-c name=value`):
   * search runs there, so it never takes the connections the rest of the site needs, under planner
   * settings and a timeout of its own. PGlite (one connection, no planner trouble at its scale) gives
   * `db`. `idleMs`: how long an unused connection is kept (its prepared statements with it); 10 s
   * by default. Closed with the database.
   */
  dedicated(settings: { max: number; options: string; idleMs?: number }): Db;
  /** PostgreSQL only: the pool's connections (for /api/metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** PGlite only: the whole data dir as a tarball, to start other in-memory databases from. */
  dumpTemplate?: () => Promise<Blob>;
}

export type DatabaseTarget =
  | { url: string }
  | { dataDir: string }
  /** In memory; `template` is a data dir dumped by `dumpTemplate` (tests skip initdb and migrations). */
  | { memory: true; template?: Blob };

/** How long the main pool keeps an unused connection (and its prepared plans). */
export const mainPoolIdleMs = 300_000;

/** The advisory lock migrations hold on PostgreSQL (any fixed number, the same in every version). */
export const migrationLockKey = '7364636661';

/** Opens PostgreSQL when a URL is given, otherwise PGlite on disk (or in memory for tests). */
export const openDatabase = async (target: DatabaseTarget): Promise<Database> => {
  if ('url' in target) {
    // 10 connections: on the 2-core machines of DESIGN §6, PostgreSQL shares the cores with the app,
    // and more connections only queue more work at once (the benches saturate the cores with 8 clients).
    // A statement that runs 10 s is a bug or an attack: it is cancelled rather than left to hold a
    // connection and a core (the request answers 500; the jobs retry on their next tick).
    // While PostgreSQL restarts, a request waits at most 3 s for a connection, then answers 503
    // `temporarily_unavailable` (plugins/error-handler.ts) rather than hanging.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      statement_timeout: 10_000,
      // No JIT: it pays off for long analytical queries, not for the milliseconds of a web request. A
      // search over 100k members spent 0.75 s compiling a plan that runs in a few milliseconds.
      options: '-c jit=off',
      connectionTimeoutMillis: 3_000,
      // A connection unused for 5 minutes is closed (node-postgres' default is 10 s). Each connection
      // holds the point reads' prepared plans (lib/prepared.ts): closed after every lull of seconds,
      // the next burst paid a new connection and a plan per statement, under load.
      idleTimeoutMillis: mainPoolIdleMs,
    });
    // An idle client can be cut by the server (restart, admin command); the pool replaces it. Without
    // this listener the error would crash the process.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    const dedicatedPools: pg.Pool[] = [];
    return {
      db,
      kind: 'postgres',
      dedicated: ({ max, options, idleMs }) => {
        const own = new pg.Pool({
          connectionString: target.url,
          max,
          ...(idleMs === undefined ? {} : { idleTimeoutMillis: idleMs }),
          options: `-c jit=off ${options}`,
          connectionTimeoutMillis: 3_000,
        });
        own.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
        dedicatedPools.push(own);
        return drizzleNodePg(own, { schema }) as unknown as Db;
      },
      url: target.url,
      // Migrations have no statement timeout: rewriting a big table may take minutes, once. They run
      // under a session advisory lock, so instances starting together migrate one after the other: the
      // second finds the work done (without it, both create drizzle's journal table and apply the same
      // migrations at once, and one fails).
      migrate: async ({ folder = migrationsDir } = {}) => {
        const client = new pg.Client({ connectionString: target.url });
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: folder });
        } finally {
          // Ending the session releases the lock too, should the unlock itself fail.
          await client.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
          await client.end();
        }
      },
      close: async () => {
        await Promise.all(dedicatedPools.map((own) => own.end()));
        await pool.end();
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  let dir: string | undefined;
  if ('dataDir' in target) {
    dir = path.join(target.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
  }
  // The extensions DESIGN.md §2 allows (network search); the migrations create them on both engines.
  const template = 'template' in target ? target.template : undefined;
  const client = await PGlite.create(dir, { extensions: { pg_trgm, unaccent }, loadDataDir: template });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    dedicated: () => db,
    migrate: ({ folder = migrationsDir } = {}) =>
      migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder }),
    close: () => client.close(),
    dumpTemplate: () => client.dumpDataDir('none'),
  };
};
