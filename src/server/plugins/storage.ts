import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Buckets readable by anyone at `/storage/<bucket>/<key>`. */
export const publicBuckets = ['public-assets', 'avatars', 'media'] as const;
export type PublicBucket = (typeof publicBuckets)[number];

/** Where files live; local disk now, an S3-compatible driver can take the same shape. */
export interface StorageDriver {
  put(bucket: PublicBucket, key: string, data: Buffer): Promise<void>;
  delete(bucket: PublicBucket, key: string): Promise<void>;
  /** The path the web uses to show a public file. */
  publicUrl(bucket: PublicBucket, key: string): string;
  /** The key of a public URL of this driver, or undefined when it is not one. */
  keyOf(bucket: PublicBucket, url: string): string | undefined;
}

const safeKey = (key: string) => {
  if (!/^[\w][\w./-]*$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

/** Files under `root/public/<bucket>/<key>`, served by the web-assets plugin at /storage. */
export const createLocalStorage = (root: string): StorageDriver & { publicRoot: string } => {
  const publicRoot = path.join(root, 'public');
  // Exists from the first start, so the static file server has a root before any upload.
  mkdirSync(publicRoot, { recursive: true });
  const fileOf = (bucket: PublicBucket, key: string) => path.join(publicRoot, bucket, safeKey(key));
  return {
    publicRoot,
    async put(bucket, key, data) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async delete(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    publicUrl: (bucket, key) => `/storage/${bucket}/${safeKey(key)}`,
    keyOf: (bucket, url) => {
      const prefix = `/storage/${bucket}/`;
      return url.startsWith(prefix) ? url.slice(prefix.length) : undefined;
    },
  };
};
