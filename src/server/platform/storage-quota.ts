import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { appelsOffresFichiers, blogUploads, microblogMedia } from '../db/schema';
import { AppError } from '../lib/app-error';

/**
 * The storage quota of a member (issue 32 §5): the bytes of the files they keep stored, counted from
 * the tables that record a size — feed and group media, blog images, tender annexes. Pictures that
 * replace each other (avatar, covers, logos, portfolio images) are one re-encoded image per item,
 * bounded by their item's own limits.
 */
export const storedBytesOf = async (db: DbOrTx, userId: string): Promise<number> => {
  const [media] = await db
    .select({ bytes: sql<string>`coalesce(sum(${microblogMedia.size}), 0)` })
    .from(microblogMedia)
    .where(eq(microblogMedia.userId, userId));
  const [annexes] = await db
    .select({ bytes: sql<string>`coalesce(sum(${appelsOffresFichiers.tailleBytes}), 0)` })
    .from(appelsOffresFichiers)
    .where(eq(appelsOffresFichiers.uploadedBy, userId));
  const [images] = await db
    .select({ bytes: sql<string>`coalesce(sum(${blogUploads.size}), 0)` })
    .from(blogUploads)
    .where(eq(blogUploads.userId, userId));
  return Number(media?.bytes ?? 0) + Number(annexes?.bytes ?? 0) + Number(images?.bytes ?? 0);
};

/**
 * Refuses a file of `incomingBytes` that would take the member past `quotaBytes` (`STORAGE_QUOTA_MB`):
 * 413 `storage_quota_exceeded`, whose French text tells them to delete files first.
 */
export const assertStorageRoom = async (
  db: DbOrTx,
  userId: string,
  incomingBytes: number,
  quotaBytes: number,
): Promise<void> => {
  if ((await storedBytesOf(db, userId)) + incomingBytes > quotaBytes) {
    throw new AppError('storage_quota_exceeded');
  }
};
