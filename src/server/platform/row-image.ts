import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../db/client';
import { storeImage } from '../lib/image-variants';
import type { ProcessedImage } from '../lib/images';
import type { StorageDriver } from '../plugins/storage';

/**
 * The one image of a directory row (an event's or a project's cover, a company's or a job offer's
 * logo), kept in the media bucket under `<folder>/<id>/`. `sideEffect` is the service's own
 * (`sideEffects(log, area)`): a failed removal is logged as `<what> file removal`.
 */
export const rowImage = (
  deps: { db: Db; storage: StorageDriver },
  folder: string,
  what: 'cover' | 'logo',
  sideEffect: (what: string, effect: () => Promise<unknown>) => Promise<void>,
) => {
  const prefix = (id: string) => `${folder}/${id}/`;

  /** Removes the row's previous file: only the row's own, a URL set elsewhere (an import) is left alone. */
  const removeFile = async (id: string, url: string | null) => {
    const key = url ? deps.storage.keyOf('media', url) : undefined;
    if (key?.startsWith(prefix(id))) {
      await sideEffect(`${what} file removal`, () => deps.storage.delete('media', key));
    }
  };

  /**
   * Stores `image` (and its narrower copies at `widths`), then `swap` records its URL in the row in a
   * transaction and answers the previous URL, whose file goes once that committed. If `swap` throws (the
   * row is gone, the actor may not change it), the new file is deleted and the error goes on.
   */
  const replace = async (
    id: string,
    image: Pick<ProcessedImage, 'data' | 'ext'>,
    swap: (tx: Tx, url: string) => Promise<string | null>,
    widths?: readonly number[],
  ): Promise<void> => {
    const key = await storeImage(deps.storage, 'media', `${prefix(id)}${randomUUID()}`, image, widths);
    const previous = await deps.db
      .transaction((tx) => swap(tx, deps.storage.publicUrl('media', key)))
      .catch(async (error: unknown) => {
        await deps.storage.delete('media', key);
        throw error;
      });
    await removeFile(id, previous);
  };

  return { removeFile, replace };
};
