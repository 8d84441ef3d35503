import { readFileSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { projectRoot } from '../../lib/paths';
import { createS3Storage } from '../../plugins/storage-s3';
import { startFakeS3 } from '../../test/fake-s3';
import { testAppForFile } from '../../test/suite';
import { healthRoutes } from './health.routes';

const t = testAppForFile();

const credentials = { accessKeyId: 'sankofa-test', secretAccessKey: 'the-store-secret', region: 'eu-west-3' };

/** healthRoutes alone on a bare Fastify, with the database and bucket given. */
const probeApp = async (options: Parameters<typeof healthRoutes>[1]) => {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(healthRoutes, options);
  return app;
};

describe('health and readiness', () => {
  it('answers health with the version of package.json, without touching the database', async () => {
    const { version } = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
      version: string;
    };
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version });
  });

  it('is ready when the database answers, and says storage is local without S3', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'local' } });
    const head = await t.app.inject({ method: 'HEAD', url: '/api/ready' });
    expect(head.statusCode).toBe(200);
  });

  it('checks the bucket when S3 is configured: ready while it answers, 503 when it is gone', async () => {
    const s3 = await startFakeS3(credentials);
    const storage = createS3Storage({
      ...credentials,
      endpoint: s3.endpoint,
      bucket: 'sankofa',
      forcePathStyle: true,
    });
    const app = await probeApp({ db: t.database.db, objectStorage: storage });
    try {
      const up = await app.inject({ method: 'GET', url: '/api/ready' });
      expect(up.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
      const wrong = createS3Storage({
        ...credentials,
        secretAccessKey: 'not-the-secret',
        endpoint: s3.endpoint,
        bucket: 'sankofa',
        forcePathStyle: true,
      });
      const refused = await probeApp({ db: t.database.db, objectStorage: wrong });
      const res = await refused.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'down' } });
      await refused.close();
    } finally {
      await app.close();
      await s3.close();
    }
  });

  // The real outage: PostgreSQL reached through a TCP proxy that is cut, then restored on the same port.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'answers 503 within 5 s when PostgreSQL goes away, and 200 again once it is back, without a restart',
    async () => {
      const target = new URL(t.database.url ?? '');
      const sockets = new Set<Socket>();
      const startProxy = (port: number) =>
        new Promise<Server>((resolve) => {
          const server = createServer((client) => {
            const upstream = new Socket();
            upstream.connect(Number(target.port || 5432), target.hostname);
            for (const s of [client, upstream]) {
              sockets.add(s);
              s.on('error', () => {});
              s.on('close', () => sockets.delete(s));
            }
            client.pipe(upstream).pipe(client);
          });
          server.listen(port, '127.0.0.1', () => resolve(server));
        });
      let proxy = await startProxy(0);
      const address = proxy.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const proxied = new URL(target);
      proxied.host = `127.0.0.1:${port}`;
      const database = await openDatabase({ url: proxied.toString() });
      const app = await probeApp({ db: database.db, objectStorage: undefined });
      try {
        expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
        // PostgreSQL stops: open connections drop, new ones are refused.
        await new Promise<void>((resolve) => {
          proxy.close(() => resolve());
          for (const s of sockets) s.destroy();
        });
        const started = Date.now();
        const down = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(down.statusCode).toBe(503);
        expect(down.json()).toMatchObject({ checks: { database: 'down' } });
        expect(Date.now() - started).toBeLessThan(5_000);
        proxy = await startProxy(port);
        const up = await app.inject({ method: 'GET', url: '/api/ready' });
        expect(up.statusCode).toBe(200);
      } finally {
        await app.close();
        await database.close().catch(() => {});
        proxy.close();
        for (const s of sockets) s.destroy();
      }
    },
  );
});
