import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TestApp } from '../../test/build-test-app';
import type { CreatedUser } from '../../test/factories';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Test helpers of the feed's API tests. */
export const feedClient = (t: TestApp) => {
  const call = (user: CreatedUser | null, method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload: payload as never,
      headers: user ? { cookie: user.cookie } : {},
    });

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
  ) => {
    const boundary = '----sankofa-feed-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/feed/media',
      payload,
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(user ? { cookie: user.cookie } : {}),
      },
    });
  };

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

export const errorOf = (res: LightMyRequestResponse) =>
  res.json() as {
    error: { code: string; message: string; details?: { path: string; key: string; message: string }[] };
  };
