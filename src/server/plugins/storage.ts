import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Whether a bucket's files are served at `/storage/<bucket>/<key>` (`public`) or never (`private`). */
export type BucketServing = 'public' | 'private';

/** Buckets by name, each with its serving: the platform's below, an area's in its module's `buckets`. */
export type AreaBuckets = { readonly [name: string]: BucketServing };

/** An area's buckets as `Buckets` entries (`interface Buckets extends BucketsOf<…> {}`). */
export type BucketsOf<Declared extends AreaBuckets> = { readonly [Name in keyof Declared]: Declared[Name] };

/**
 * The platform's own buckets. A private bucket's files reach a reader only through a route that checks
 * who asks; `backups`: copies of the backups (object storage only), read by nothing in the app.
 */
export const platformBuckets = {
  /** The site's logo and icons (site settings), the probe's object. */
  'public-assets': 'public',
  /** Feed photos, covers, logos and portfolio images (`platform/row-image.ts`). */
  media: 'public',
  backups: 'private',
} as const satisfies AreaBuckets;

/**
 * Every bucket and its serving. An area adds its own in its module, beside `defineArea({ buckets })`, by
 * declaration merging: `declare module '../../plugins/storage' { interface Buckets extends
 * BucketsOf<typeof blogBuckets> {} }`; `areas.ts` fails to compile when one is declared by no module of
 * the list, and the app refuses to start when two declare one.
 */
export interface Buckets extends BucketsOf<typeof platformBuckets> {}

export type Bucket = Extract<keyof Buckets, string>;
/** Buckets readable by anyone at `/storage/<bucket>/<key>`. */
export type PublicBucket = { [Name in Bucket]: Buckets[Name] extends 'public' ? Name : never }[Bucket];

/** Where files live: the local disk (`createLocalStorage`) or an S3-compatible bucket (`storage-s3.ts`). */
export interface FileStore {
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

/** The app's storage: the files, and which buckets /storage serves. */
export interface StorageDriver extends FileStore {
  /** Whether the bucket is declared public; an undeclared name is not. */
  isPublic(bucket: string): bucket is PublicBucket;
}

/** Whether `buckets` declares a bucket public. */
const publicIn =
  (buckets: AreaBuckets) =>
  (bucket: string): bucket is PublicBucket =>
    buckets[bucket] === 'public';

/** The files of `store`, served as `buckets` declare (the platform's and the areas': `areaBuckets`). */
export const withBuckets = (store: FileStore, buckets: AreaBuckets): StorageDriver => ({
  ...store,
  isPublic: publicIn(buckets),
});

export const safeKey = (key: string) => {
  if (!/^[\w][\w./-]*$/.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
  return key;
};

/** Public files are at `/storage/<bucket>/<key>` whatever the driver (the app serves them). */
export const storagePublicUrl = (bucket: PublicBucket, key: string) => `/storage/${bucket}/${safeKey(key)}`;
export const storageKeyOf = (bucket: PublicBucket, url: string) => {
  const prefix = `/storage/${bucket}/`;
  return url.startsWith(prefix) ? url.slice(prefix.length) : undefined;
};

/**
 * Files of the buckets `buckets` declares public under `root/public/<bucket>/<key>`, served by the
 * web-assets plugin at /storage; every other bucket's under `root/private/<bucket>/<key>`, outside what
 * it serves.
 */
export const createLocalStorage = (
  root: string,
  buckets: AreaBuckets,
): StorageDriver & { publicRoot: string } => {
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
  const isPublic = publicIn(buckets);
  const fileOf = (bucket: Bucket, key: string) =>
    path.join(isPublic(bucket) ? publicRoot : privateRoot, bucket, safeKey(key));
  return {
    publicRoot,
    isPublic,
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
