import path from 'node:path';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { type Method, testClient } from '../../test/api-client';
import type { TestApp } from '../../test/build-test-app';
import type { CreatedUser } from '../../test/factories';

/** Test helpers of the feed's API tests. */
export const feedClient = (t: TestApp) => {
  const client = testClient(t);
  const call = (user: CreatedUser | null, method: Method, url: string, payload?: InjectOptions['payload']) =>
    client.call(user, method, `/api/v1${url}`, payload);

  const post = async (user: CreatedUser, content: string, mediaIds: string[] = []) => {
    const res = await call(user, 'POST', '/feed/posts', { content, mediaIds });
    if (res.statusCode !== 201) throw new Error(`post failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; createdAt: string };
  };

  const upload = (
    user: CreatedUser | null,
    filename: string,
    content: Buffer,
    type = 'application/octet-stream',
  ) => client.upload(user, '/api/v1/feed/media', filename, content, type);

  const uploadId = async (user: CreatedUser) => {
    const res = await upload(user, 'photo.png', await image());
    if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
    return res.json() as { id: string; url: string };
  };

  /** Where the local storage driver keeps a public URL's file. */
  const fileOf = (url: string) =>
    path.join(t.config.dataDir, 'storage', 'public', url.replace(/^\/storage\//, ''));

  return { call, post, upload, uploadId, fileOf };
};

export const image = (format: 'png' | 'jpeg' | 'webp' = 'png', width = 320, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#2e86de' } })
    .toFormat(format)
    .toBuffer();

export const errorOf = (res: { json(): unknown }) =>
  res.json() as {
    error: { code: string; message: string; details?: { path: string; key: string; message: string }[] };
  };
