import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HealthResponse, ReadyResponse } from '../../../common/contracts/health';
import type { Db } from '../../db/client';
import { projectRoot } from '../../lib/paths';
import type { FileStore } from '../../plugins/storage';

/** A dependency slower than this counts as down: the probe answers well within a proxy's timeout. */
export const readyTimeoutMs = 2_000;

const version = (
  JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { version: string }
).version;

const withinTimeout = async (check: () => Promise<unknown>): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), readyTimeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Checked only when it is object storage (a local folder is the process's own disk). */
  objectStorage: FileStore | undefined;
}> = async (app, { db, objectStorage }) => {
  // Liveness: the process answers. It does not touch the database, so an orchestrator does not restart
  // a healthy process because PostgreSQL is down (that is what /api/ready tells a load balancer).
  app.get('/api/health', { schema: { tags: ['health'], response: { 200: HealthResponse } } }, async () => ({
    status: 'ok' as const,
    version,
  }));

  app.get(
    '/api/ready',
    { schema: { tags: ['health'], response: { 200: ReadyResponse, 503: ReadyResponse } } },
    async (_request, reply) => {
      const [database, storage] = await Promise.all([
        withinTimeout(() => db.execute(sql`select 1`)),
        // A missing key answers 404 from a reachable bucket with valid credentials.
        objectStorage ? withinTimeout(() => objectStorage.read('public-assets', 'ready-probe')) : undefined,
      ]);
      const checks = {
        database: database ? ('ok' as const) : ('down' as const),
        storage: storage === undefined ? ('local' as const) : storage ? ('ok' as const) : ('down' as const),
      };
      const ok = database && storage !== false;
      return reply
        .status(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status: ok ? 'ready' : 'unavailable', checks });
    },
  );
};
