import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaBuckets } from '../area';
import { areas } from '../areas';
import { image } from '../features/feed/feed-test-support';
import { copyLocalFilesTo } from '../ops/storage-migrate';
import { testClient } from '../test/api-client';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser } from '../test/factories';
import { startFakeS3 } from '../test/fake-s3';
import { createS3Storage, type S3Config, signS3Request } from './storage-s3';

const credentials = {
  accessKeyId: 'sankofa-test',
  secretAccessKey: 'a-secret-the-store-knows',
  region: 'eu-west-3',
};
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let config: S3Config;

beforeAll(async () => {
  s3 = await startFakeS3(credentials);
  config = { ...credentials, endpoint: s3.endpoint, bucket: 'sankofa', forcePathStyle: true };
});
afterAll(async () => {
  await s3.close();
});

describe('SigV4', () => {
  it("signs AWS's published example (GET Object with a Range header) to the published signature", () => {
    const headers = signS3Request({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('the S3 storage driver', () => {
  it('writes, reads and deletes under <bucket>/<key> in the configured bucket', async () => {
    const storage = createS3Storage(config);
    await storage.put('group-media', 'groups/g1/photo.webp', Buffer.from('bytes'));
    expect(s3.objects.get('/sankofa/group-media/groups/g1/photo.webp')?.toString()).toBe('bytes');
    expect((await storage.read('group-media', 'groups/g1/photo.webp'))?.toString()).toBe('bytes');
    await storage.delete('group-media', 'groups/g1/photo.webp');
    expect(await storage.read('group-media', 'groups/g1/photo.webp')).toBeUndefined();
    // Deleting what is gone is not an error (a retried clean-up).
    await storage.delete('group-media', 'groups/g1/photo.webp');
  });

  it('fails loudly when the store refuses the credentials, and refuses unsafe keys before any request', async () => {
    const wrong = createS3Storage({ ...config, secretAccessKey: 'not-the-secret' });
    await expect(wrong.put('avatars', 'a/b.webp', Buffer.from('x'))).rejects.toThrow(/403/);
    const before = s3.requests.length;
    await expect(createS3Storage(config).put('avatars', '../escape.webp', Buffer.from('x'))).rejects.toThrow(
      /unsafe/,
    );
    expect(s3.requests.length).toBe(before);
  });
});

describe('the app on object storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ s3: config });
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores a member's upload in the bucket and serves it at the same /storage URL, same origin", async () => {
    const member = await createUser(t.app, t.database.db);
    const res = await testClient(t).upload(member, '/api/v1/feed/media', 'photo.png', await image());
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/storage\/media\//);
    expect([...s3.objects.keys()]).toContain(`/sankofa${url.replace('/storage', '')}`);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(
      served.rawPayload.equals(s3.objects.get(`/sankofa${url.replace('/storage', '')}`) ?? Buffer.alloc(0)),
    ).toBe(true);
  });

  it('never serves a private bucket, a missing file or a path that climbs out at /storage', async () => {
    await t.app.services.storage.put('group-media', 'groups/secret/photo.webp', Buffer.from('secret'));
    for (const url of [
      '/storage/group-media/groups/secret/photo.webp',
      '/storage/media/none.webp',
      '/storage/media/..%2F..%2Fgroup-media/groups/secret/photo.webp',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});

describe('npm run storage:migrate', () => {
  it('copies every local file, public and private, to the same bucket and key', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'sankofa-storage-'));
    try {
      for (const [file, body] of [
        ['public/avatars/u1/avatar.webp', 'avatar'],
        ['public/media/u1/post.webp', 'media'],
        ['private/group-media/groups/g1/logo.webp', 'logo'],
        ['public/unknown-bucket/x.txt', 'stray'],
      ] as const) {
        mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        writeFileSync(path.join(root, file), body);
      }
      const storage = createS3Storage(config);
      const result = await copyLocalFilesTo(root, storage, areaBuckets(areas));
      expect(result).toEqual({ files: 3, bytes: 15, skipped: ['public/unknown-bucket/x.txt'] });
      expect((await storage.read('avatars', 'u1/avatar.webp'))?.toString()).toBe('avatar');
      expect((await storage.read('group-media', 'groups/g1/logo.webp'))?.toString()).toBe('logo');
      // Run again after an interruption: the same result, nothing doubled.
      expect((await copyLocalFilesTo(root, storage, areaBuckets(areas))).files).toBe(3);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
