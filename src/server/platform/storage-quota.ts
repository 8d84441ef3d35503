import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client';
import {
  appelsOffresFichiers,
  blogUploads,
  events,
  groups,
  jobOffers,
  microblogMedia,
  portfolioItems,
  profiles,
  projects,
} from '../db/schema';
import { AppError } from '../lib/app-error';
import { rowsOf } from '../lib/db';

/**
 * The bytes of the pictures a member keeps, one per item, each replacing the one before: the avatar,
 * portfolio images, and the covers and logos of the events, groups, job offers and projects they
 * created (whoever of its managers uploaded one, it counts to the item's creator, and goes with it).
 */
const imageBytesOf = async (db: DbOrTx, userId: string): Promise<number> => {
  const sum = (column: Parameters<typeof sql>[1]) => sql`coalesce(sum(${column}), 0)`;
  const result = await db.execute(sql`select
    (select ${sum(profiles.avatarBytes)} from ${profiles} where ${profiles.id} = ${userId})
    + (select ${sum(portfolioItems.imageBytes)} from ${portfolioItems} where ${portfolioItems.profileId} = ${userId})
    + (select ${sum(events.coverBytes)} from ${events} where ${events.creatorId} = ${userId})
    + (select ${sum(sql`coalesce(${groups.logoBytes}, 0) + coalesce(${groups.coverBytes}, 0)`)} from ${groups} where ${groups.createdBy} = ${userId})
    + (select ${sum(jobOffers.logoBytes)} from ${jobOffers} where ${jobOffers.userId} = ${userId})
    + (select ${sum(projects.coverBytes)} from ${projects} where ${projects.ownerId} = ${userId}) as bytes`);
  return Number(rowsOf(result)[0]?.bytes ?? 0);
};

/**
 * The storage quota of a member (issue 32 §5): the bytes of the files they keep stored, counted from
 * the tables that record a size — feed and group media, blog images, tender annexes, and the pictures
 * that replace each other (avatar, portfolio images, covers and logos: `imageBytesOf`).
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
  return (
    Number(media?.bytes ?? 0) +
    Number(annexes?.bytes ?? 0) +
    Number(images?.bytes ?? 0) +
    (await imageBytesOf(db, userId))
  );
};

/**
 * Refuses a file of `incomingBytes` that would take the member past `quotaBytes` (`STORAGE_QUOTA_MB`):
 * 413 `storage_quota_exceeded`, whose French text tells them to delete files first. A picture that
 * replaces another (`replacedBytes`, the one it takes the place of) needs only the difference.
 */
export const assertStorageRoom = async (
  db: DbOrTx,
  userId: string,
  incomingBytes: number,
  quotaBytes: number,
  replacedBytes = 0,
): Promise<void> => {
  if ((await storedBytesOf(db, userId)) - replacedBytes + incomingBytes > quotaBytes) {
    throw new AppError('storage_quota_exceeded');
  }
};

/**
 * `assertStorageRoom` in the transaction that records the file, under a lock on the member's quota
 * (held to its commit): uploads in flight at once each count the bytes the others recorded, so together
 * they never take the member past the quota. The check made before storing the file only spares storing
 * one that cannot fit; this one decides.
 */
export const claimStorageRoom = async (
  tx: Tx,
  ...[userId, ...sizes]: Parameters<typeof assertStorageRoom> extends [unknown, ...infer Rest] ? Rest : never
): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`storage-quota:${userId}`}, 0))`);
  await assertStorageRoom(tx, userId, ...sizes);
};

/** `write` (what records a file of `incomingBytes`) in a transaction that first claims its room. */
export const recordWithinQuota = <T>(
  db: Db,
  userId: string,
  incomingBytes: number,
  quotaBytes: number,
  write: (tx: Tx) => Promise<T>,
): Promise<T> =>
  db.transaction(async (tx) => {
    await claimStorageRoom(tx, userId, incomingBytes, quotaBytes);
    return write(tx);
  });
