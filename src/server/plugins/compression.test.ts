import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, compressionPlugin } from './compression';

const build = async () => {
  const app = Fastify();
  await app.register(compressionPlugin);
  const items = Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Membre ${i}` }));
  app.get('/big', async () => ({ items }));
  // Past 64 KB the compression runs on the thread pool rather than the event loop.
  const huge = Array.from({ length: 3000 }, (_, i) => ({
    id: i,
    name: `Membre ${i}`,
    bio: 'x'.repeat(20 + (i % 7)),
  }));
  app.get('/huge', async () => ({ items: huge }));
  app.get('/small', async () => ({ ok: true }));
  app.get('/encoded', async (_request, reply) =>
    reply.header('content-encoding', 'br').send(Buffer.alloc(4096)),
  );
  return app;
};

describe('the response compression', () => {
  it('compresses JSON of 1 KB or more with brotli, else gzip, as the request accepts', async () => {
    const app = await build();
    const br = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()).items).toHaveLength(100);
    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).items).toHaveLength(100);
    expect(Number(gz.headers['content-length'])).toBe(gz.rawPayload.byteLength);
  });

  it('compresses a large answer as well (on the thread pool)', async () => {
    const app = await build();
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await app.inject({ url: '/huge', headers: { 'accept-encoding': encoding } });
      expect(response.headers['content-encoding']).toBe(encoding);
      const plain =
        encoding === 'br' ? brotliDecompressSync(response.rawPayload) : gunzipSync(response.rawPayload);
      expect(plain.byteLength).toBeGreaterThan(64 * 1024);
      expect(JSON.parse(plain.toString()).items).toHaveLength(3000);
    }
  });

  it('leaves alone small answers, encoded ones, and requests that accept no encoding', async () => {
    const app = await build();
    const small = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await app.inject({ url: '/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().items).toHaveLength(100);
    const encoded = await app.inject({ url: '/encoded', headers: { 'accept-encoding': 'gzip' } });
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.rawPayload.byteLength).toBe(4096);
  });

  it('reads quality values: q=0 refuses an encoding', () => {
    expect(acceptedEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeUndefined();
    expect(acceptedEncoding(undefined)).toBeUndefined();
  });
});
