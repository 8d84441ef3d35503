import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { isDatabaseUnavailable } from '../lib/db';
import { errorHandlerPlugin } from './error-handler';

/*
 * PostgreSQL down (a restart, a failover): what the pool throws is answered 503 with a French
 * "réessayez" and Retry-After, at once (issue 41 §3; bench/faults/pg-restart.mjs proves it under load).
 */

// Nothing listens on port 1: the pool's connection is refused, as while PostgreSQL restarts.
const unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/sankofa' });
afterAll(async () => {
  await unreachable.close();
});

const refusal = async (): Promise<unknown> =>
  unreachable.db.execute(sql`select 1`).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('an unreachable database', () => {
  it('is recognised through Drizzle, and nothing else is', async () => {
    expect(isDatabaseUnavailable(await refusal())).toBe(true);
    expect(
      isDatabaseUnavailable({
        code: '57P01',
        message: 'terminating connection due to administrator command',
      }),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });

  it('answers 503 temporarily_unavailable in French with Retry-After, not a 500', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.get('/down', async () => {
      throw await refusal();
    });
    app.get('/bug', async () => {
      throw new Error('boom');
    });
    const res = await app.inject({ method: 'GET', url: '/down' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      error: {
        code: 'temporarily_unavailable',
        message: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
      },
    });
    expect((await app.inject({ method: 'GET', url: '/bug' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('a full disk', () => {
  it('answers 507 storage_full in French, not a 500 (bench/faults/storage.mjs fills a real one)', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorHandlerPlugin);
    app.post('/upload', async () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
        code: 'ENOSPC',
        errno: -28,
      });
    });
    const res = await app.inject({ method: 'POST', url: '/upload' });
    expect(res.statusCode).toBe(507);
    expect(res.json().error).toEqual({
      code: 'storage_full',
      message:
        "L'espace de stockage du serveur est plein : le fichier n'a pas été enregistré. Réessayez plus tard ou prévenez l'administrateur du site.",
    });
    await app.close();
  });
});
