import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Buckets readable by anyone at `/storage/<bucket>/<key>`. */
export const publicBuckets = ['public-assets', 'avatars', 'media', 'blog-images'] as const;
export type PublicBucket = (typeof publicBuckets)[number];
/**
 * Buckets never served at /storage: their files reach a reader only through a route that checks who
 * asks (a group's media and images: a secret group's must not be readable by URL; a tender's annexes,
 * through a signed link checked against the reader). `backups`: copies of the backups (object storage
 * only), read by nothing in the app.
 */
export const privateBuckets = ['group-media', 'appels-offres-files', 'account-exports', 'backups'] as const;
export type PrivateBucket = (typeof privateBuckets)[number];
export type Bucket = PublicBucket | PrivateBucket;

/** Where files live: the local disk (`createLocalStorage`) or an S3-compatible bucket (`storage-s3.ts`). */
export interface StorageDriver {
  put(bucket: Bucket, key: string, data: Buffer): Promise<void>;
  /** A file on disk stored as it is read (a backup may be larger than the memory to spare). */
  putFile(bucket: Bucket, key: string, file: string): Promise<void>;
  delete(bucket: Bucket, key: string): Promise<void>;
  /** A file's bytes (a private one: the route serving it checked the reader); undefined when absent. */
  read(bucket: Bucket, key: string): Promise<Buffer | undefined>;
  /** A file as a stream, never held whole (a member's export, their annexes); undefined when absent. */
  readStream(bucket: Bucket, key: string): Promise<Readable | undefined>;
  /** The path the web uses to show a public file. */
  publicUrl(bucket: PublicBucket, key: string): string;
  /** The key of a public URL of this driver, or undefined when it is not one. */
  keyOf(bucket: PublicBucket, url: string): string | undefined;
}

export const safeKey = (key: string) => {
  if (!/^[\w][\w./-]*$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

const isPrivate = (bucket: Bucket): bucket is PrivateBucket =>
  (privateBuckets as readonly string[]).includes(bucket);

/** Public files are at `/storage/<bucket>/<key>` whatever the driver (the app serves them). */
export const storagePublicUrl = (bucket: PublicBucket, key: string) => `/storage/${bucket}/${safeKey(key)}`;
export const storageKeyOf = (bucket: PublicBucket, url: string) => {
  const prefix = `/storage/${bucket}/`;
  return url.startsWith(prefix) ? url.slice(prefix.length) : undefined;
};

export const isPublicBucket = (bucket: string): bucket is PublicBucket =>
  (publicBuckets as readonly string[]).includes(bucket);

/**
 * Files under `root/public/<bucket>/<key>`, served by the web-assets plugin at /storage; private
 * buckets under `root/private/<bucket>/<key>`, outside what it serves.
 */
export const createLocalStorage = (root: string): StorageDriver & { publicRoot: string } => {
  const publicRoot = path.join(root, 'public');
  const privateRoot = path.join(root, 'private');
  // Exists from the first start, so the static file server has a root before any upload.
  mkdirSync(publicRoot, { recursive: true });
  /**
   * Written beside under a temporary name, then renamed: a full disk (ENOSPC) or a crash mid-write
   * leaves no half file where a reader would find it, and the temporary is removed.
   */
  const writeWhole = async (file: string, write: (temporary: string) => Promise<void>) => {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.partial`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  const fileOf = (bucket: Bucket, key: string) =>
    path.join(isPrivate(bucket) ? privateRoot : publicRoot, bucket, safeKey(key));
  return {
    publicRoot,
    async put(bucket, key, data) {
      await writeWhole(fileOf(bucket, key), (temporary) => writeFile(temporary, data));
    },
    async putFile(bucket, key, source) {
      await writeWhole(fileOf(bucket, key), (temporary) => copyFile(source, temporary));
    },
    async delete(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    async read(bucket, key) {
      try {
        return await readFile(fileOf(bucket, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async readStream(bucket, key) {
      const file = fileOf(bucket, key);
      try {
        await stat(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      return createReadStream(file);
    },
    publicUrl: storagePublicUrl,
    keyOf: storageKeyOf,
  };
};
