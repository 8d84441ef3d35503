import { randomUUID } from 'node:crypto';
import type { Db, DbOrTx, Tx } from '../db/client';
import { avatarWidths, imageWidths, storeImage } from '../lib/image-variants';
import { type ImageRules, type ProcessedImage, processImage } from '../lib/images';
import type { StorageDriver } from '../plugins/storage';
import { assertStorageRoom } from './storage-quota';

/** Whose storage quota an image counts in (issue 32 §5), and the bytes of the image it replaces. */
export interface ImageOwner {
  id: string;
  replacedBytes?: number | null;
}

/**
 * An uploaded image read by the area's `rules` (by its bytes, re-encoded), then checked against its
 * owner's storage quota; no owner: it counts in no member's quota (a directory company's logo).
 */
export const acceptImage = async (
  deps: { db: DbOrTx; storageQuotaBytes?: number },
  data: Buffer,
  rules: ImageRules,
  owner: ImageOwner | null,
): Promise<ProcessedImage> => {
  const image = await processImage(data, rules);
  if (owner) {
    if (deps.storageQuotaBytes === undefined) throw new Error('An owned image needs the storage quota');
    await assertStorageRoom(
      deps.db,
      owner.id,
      image.data.length,
      deps.storageQuotaBytes,
      owner.replacedBytes ?? 0,
    );
  }
  return image;
};

/**
 * The one image of a directory row (an event's or a project's cover, a company's or a job offer's
 * logo) read by the area's `rules`, kept in the media bucket under `<folder>/<id>/` with its narrower
 * copies: a cover's for the page widths, a logo's for the sizes an avatar is shown at. `sideEffect` is
 * the service's own (`sideEffects(log, area)`): a failed removal is logged as `<what> file removal`.
 */
export const rowImage = (
  deps: { db: Db; storage: StorageDriver; storageQuotaBytes?: number },
  folder: string,
  what: 'cover' | 'logo',
  rules: ImageRules,
  sideEffect: (what: string, effect: () => Promise<unknown>) => Promise<void>,
) => {
  const prefix = (id: string) => `${folder}/${id}/`;
  const widths = what === 'logo' ? avatarWidths : imageWidths;

  /** Removes the row's previous file: only the row's own, a URL set elsewhere (an import) is left alone. */
  const removeFile = async (id: string, url: string | null) => {
    const key = url ? deps.storage.keyOf('media', url) : undefined;
    if (key?.startsWith(prefix(id))) {
      await sideEffect(`${what} file removal`, () => deps.storage.delete('media', key));
    }
  };

  /**
   * Reads `data` by the rules and the owner's quota, stores it (and its narrower copies), then `swap`
   * records its URL and size in the row in a transaction and answers the previous URL, whose file goes
   * once that committed. If `swap` throws (the row is gone, the actor may no longer change it), the new
   * file is deleted and the error goes on.
   */
  const upload = async (
    id: string,
    data: Buffer,
    owner: ImageOwner | null,
    swap: (tx: Tx, url: string, bytes: number) => Promise<string | null>,
  ): Promise<void> => {
    const accepted = await acceptImage(deps, data, rules, owner);
    const key = await storeImage(deps.storage, 'media', `${prefix(id)}${randomUUID()}`, accepted, widths);
    const previous = await deps.db
      .transaction((tx) => swap(tx, deps.storage.publicUrl('media', key), accepted.data.length))
      .catch(async (error: unknown) => {
        await deps.storage.delete('media', key);
        throw error;
      });
    await removeFile(id, previous);
  };

  return { removeFile, upload };
};
