import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { microblogMedia } from '../../db/schema';
import type { MediaRow } from './post.repository';

export type NewMedia = typeof microblogMedia.$inferInsert;

export const insertMedia = async (db: DbOrTx, values: NewMedia): Promise<MediaRow> => {
  const [row] = await db.insert(microblogMedia).values(values).returning();
  if (!row) throw new Error('media not inserted');
  return row;
};

/**
 * The rows of these ids that a post of `userId` may reference: uploaded by that member and either not
 * attached yet or already attached to `postId` (an edit keeping them). Locked until the transaction ends,
 * so two posts cannot take the same upload.
 */
export const lockUsable = async (
  db: DbOrTx,
  userId: string,
  ids: string[],
  postId: string | null,
  groupId: string | null,
): Promise<MediaRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(microblogMedia)
        .where(
          and(
            inArray(microblogMedia.id, ids),
            eq(microblogMedia.userId, userId),
            // A group's post takes only uploads made for that group; a main-feed post only public ones.
            groupId ? eq(microblogMedia.groupId, groupId) : isNull(microblogMedia.groupId),
            postId
              ? sql`(${microblogMedia.postId} is null or ${microblogMedia.postId} = ${postId})`
              : isNull(microblogMedia.postId),
          ),
        )
        .for('update');

export const attach = async (db: DbOrTx, postId: string, id: string, position: number) => {
  await db.update(microblogMedia).set({ postId, position }).where(eq(microblogMedia.id, id));
};

export const listOfPost = async (db: DbOrTx, postId: string): Promise<MediaRow[]> =>
  db
    .select()
    .from(microblogMedia)
    .where(eq(microblogMedia.postId, postId))
    .orderBy(asc(microblogMedia.position));

/** Deletes rows by id and answers their storage keys. */
export const deleteByIds = async (db: DbOrTx, ids: string[]): Promise<string[]> =>
  ids.length === 0
    ? []
    : (
        await db
          .delete(microblogMedia)
          .where(inArray(microblogMedia.id, ids))
          .returning({ key: microblogMedia.storageKey })
      ).map((row) => row.key);

/** Deletes one unattached upload of this member; answers its storage key, or undefined. */
export const deleteOwnUnattached = async (db: DbOrTx, userId: string, id: string) => {
  const [row] = await db
    .delete(microblogMedia)
    .where(and(eq(microblogMedia.id, id), eq(microblogMedia.userId, userId), isNull(microblogMedia.postId)))
    .returning({ key: microblogMedia.storageKey });
  return row?.key;
};

/** Deletes unattached uploads made before `before` (of one member, or everyone's); answers their keys. */
export const deleteOrphans = async (db: DbOrTx, before: Date, userId?: string): Promise<string[]> =>
  (
    await db
      .delete(microblogMedia)
      .where(
        and(
          isNull(microblogMedia.postId),
          lt(microblogMedia.createdAt, before),
          userId ? eq(microblogMedia.userId, userId) : undefined,
        ),
      )
      .returning({ key: microblogMedia.storageKey })
  ).map((row) => row.key);

export const findById = async (db: DbOrTx, id: string): Promise<MediaRow | undefined> => {
  const [row] = await db.select().from(microblogMedia).where(eq(microblogMedia.id, id));
  return row;
};

/** The storage keys of every upload made for a group (its files go when the group is deleted). */
export const keysOfGroup = async (db: DbOrTx, groupId: string): Promise<string[]> =>
  (
    await db
      .select({ key: microblogMedia.storageKey })
      .from(microblogMedia)
      .where(eq(microblogMedia.groupId, groupId))
  ).map((row) => row.key);

/** The storage keys of the media a member published (the feed's and the groups'). */
export const mediaKeysOf = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select({ key: microblogMedia.storageKey })
      .from(microblogMedia)
      .where(eq(microblogMedia.userId, userId))
  ).map((row) => row.key);
