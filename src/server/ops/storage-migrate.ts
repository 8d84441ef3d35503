import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AreaBuckets, Bucket, FileStore } from '../plugins/storage';
import { listFiles } from './archive';

/**
 * `npm run storage:migrate`: copies every file of the local storage (`DATA_DIR/storage/{public,private}/
 * <bucket>/<key>`) into the configured object storage, under the same bucket and key, so the URLs
 * stored in the database keep working. Idempotent: run it again after a failure. The local files stay.
 * A folder of no bucket `buckets` declares (the platform's and the areas': `areaBuckets`) is left alone.
 */
export const copyLocalFilesTo = async (
  root: string,
  target: FileStore,
  buckets: AreaBuckets,
  onFile: (done: number, total: number) => void = () => {},
): Promise<{ files: number; bytes: number; skipped: string[] }> => {
  const files = await listFiles(root);
  let bytes = 0;
  let done = 0;
  const skipped: string[] = [];
  for (const relative of files) {
    const [, bucket, ...rest] = relative.split('/');
    if (!bucket || !Object.hasOwn(buckets, bucket) || rest.length === 0) {
      skipped.push(relative);
      continue;
    }
    const data = await readFile(path.join(root, relative));
    await target.put(bucket as Bucket, rest.join('/'), data);
    bytes += data.length;
    onFile(++done, files.length);
  }
  return { files: done, bytes, skipped };
};
