import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Bucket, FileStore } from './storage';
import { safeKey, storageKeyOf, storagePublicUrl } from './storage';

/** An S3-compatible object store (AWS S3, MinIO, Cloudflare R2, Scaleway, OVH…): one bucket for all files. */
export interface S3Config {
  /** e.g. `https://s3.eu-west-3.amazonaws.com`, `http://minio:9000`, `https://<account>.r2.cloudflarestorage.com`. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `https://endpoint/bucket/key` (MinIO, R2) rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it (`encodeURIComponent` leaves `!'()*`). */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
export const encodeKeyPath = (key: string) => key.split('/').map(encodeSegment).join('/');

/**
 * AWS Signature Version 4 for one S3 request (the headers to send, `authorization` included). The
 * canonical request signs the method, path, query, the `host` and `x-amz-*` headers and the payload's
 * SHA-256 (storage.test.ts checks it against AWS's published example).
 */
export const signS3Request = (input: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  now: Date;
}): Record<string, string> => {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalQuery = [...input.url.searchParams.entries()]
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
    .sort()
    .join('&');
  const canonical = [
    input.method,
    input.url.pathname,
    canonicalQuery,
    ...names.map((name) => `${name}:${headers[name]}`),
    '',
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
};

const contentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};
export const contentTypeOf = (key: string) =>
  contentTypes[key.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';

/**
 * Files in an S3-compatible bucket, each logical bucket a prefix (`avatars/<key>`, `group-media/<key>`).
 * Public files keep their `/storage/…` URLs, which the app answers from the bucket (same origin, so the
 * content security policy stays closed); private ones are read only by the routes that check the reader.
 */
export const createS3Storage = (
  config: S3Config,
  deps: { fetch?: typeof fetch; now?: () => Date } = {},
): FileStore => {
  const send = deps.fetch ?? fetch;
  const base = new URL(config.endpoint);
  const urlOf = (bucket: Bucket, key: string) => {
    const objectPath = encodeKeyPath(`${bucket}/${safeKey(key)}`);
    if (config.forcePathStyle) {
      return new URL(
        `${base.origin}${base.pathname.replace(/\/$/, '')}/${encodeSegment(config.bucket)}/${objectPath}`,
      );
    }
    return new URL(`${base.protocol}//${config.bucket}.${base.host}/${objectPath}`);
  };
  /** A file's SHA-256, read as a stream (the signature covers the payload; the file is read twice, never held). */
  const fileHash = async (file: string) => {
    const hash = createHash('sha256');
    await pipeline(createReadStream(file), hash);
    return hash.digest('hex');
  };
  const signed = (
    method: 'GET' | 'PUT' | 'DELETE',
    url: URL,
    key: string,
    length?: number,
    payloadHash?: string,
  ) => {
    const headers = signS3Request({
      method,
      url,
      headers:
        length === undefined ? {} : { 'content-type': contentTypeOf(key), 'content-length': String(length) },
      payloadHash: payloadHash ?? sha256Hex(''),
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      now: deps.now?.() ?? new Date(),
    });
    delete headers.host;
    return headers;
  };
  const request = async (method: 'GET' | 'PUT' | 'DELETE', bucket: Bucket, key: string, body?: Buffer) => {
    const url = urlOf(bucket, key);
    const headers = signed(method, url, key, body?.length, body ? sha256Hex(body) : undefined);
    delete headers['content-length'];
    return send(url, { method, headers, body: body ? new Uint8Array(body) : undefined });
  };
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '');
    throw new Error(`object storage ${what} failed: ${res.status} ${text.slice(0, 200)}`);
  };
  return {
    async put(bucket, key, data) {
      const res = await request('PUT', bucket, key, data);
      if (!res.ok) await fail(`PUT ${bucket}/${key}`, res);
    },
    async putFile(bucket, key, file) {
      const url = urlOf(bucket, key);
      const { size } = await stat(file);
      // One PUT of a known length (S3 takes up to 5 GB so), streamed from the disk.
      const headers = signed('PUT', url, key, size, await fileHash(file));
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      const res = await send(url, { method: 'PUT', headers, body, duplex: 'half' } as RequestInit);
      if (!res.ok) await fail(`PUT ${bucket}/${key}`, res);
    },
    async delete(bucket, key) {
      const res = await request('DELETE', bucket, key);
      if (!res.ok && res.status !== 404) await fail(`DELETE ${bucket}/${key}`, res);
    },
    async read(bucket, key) {
      const res = await request('GET', bucket, key);
      if (res.status === 404) return undefined;
      if (!res.ok) await fail(`GET ${bucket}/${key}`, res);
      return Buffer.from(await res.arrayBuffer());
    },
    async readStream(bucket, key) {
      const res = await request('GET', bucket, key);
      if (res.status === 404) return undefined;
      if (!res.ok) await fail(`GET ${bucket}/${key}`, res);
      return res.body ? Readable.fromWeb(res.body as WebReadableStream) : Readable.from([]);
    },
    publicUrl: storagePublicUrl,
    keyOf: storageKeyOf,
  };
};
