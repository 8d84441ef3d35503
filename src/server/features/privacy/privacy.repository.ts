import { and, desc, eq, sql } from 'drizzle-orm';
import type { PrivacySettings } from '../../../common/contracts/privacy';
import type { DbOrTx } from '../../db/client';
import { blocks, profilePrivacy, profiles } from '../../db/schema';
import { afterCursor, type Cursor } from '../../lib/cursor';
import { rowsOf } from '../../lib/db';
import { bylineColumns } from '../../platform/directory';

export const upsertSettings = async (db: DbOrTx, profileId: string, values: PrivacySettings) => {
  await db
    .insert(profilePrivacy)
    .values({ profileId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({ target: profilePrivacy.profileId, set: { ...values, updatedAt: new Date() } });
};

/** Records a block; false when it was there already. */
export const insertBlock = async (db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> => {
  const rows = await db
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockedId: blocks.blockedId });
  return rows.length > 0;
};

export const deleteBlock = async (db: DbOrTx, blockerId: string, blockedId: string): Promise<boolean> => {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId });
  return rows.length > 0;
};

/** The members `blockerId` blocked, latest first, by keyset on (created_at, blocked_id). */
export const listBlocked = (db: DbOrTx, blockerId: string, filter: { cursor?: Cursor; limit: number }) =>
  db
    .select({
      ...bylineColumns,
      blockedAt: blocks.createdAt,
    })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockedId))
    .where(
      and(
        eq(blocks.blockerId, blockerId),
        afterCursor(blocks.createdAt, blocks.blockedId, filter.cursor, 'desc'),
      ),
    )
    .orderBy(desc(blocks.createdAt), desc(blocks.blockedId))
    .limit(filter.limit + 1);

/** A feed comment's author and post (undefined when it is gone). */
export const findFeedComment = async (db: DbOrTx, id: string) => {
  const [row] = rowsOf(
    await db.execute(sql`select user_id, post_id from microblog_comments where id = ${id}`),
  );
  return row ? { userId: String(row.user_id), postId: String(row.post_id) } : undefined;
};

/** A live message's two sides (undefined when it is gone or deleted). */
export const findLiveMessage = async (db: DbOrTx, id: string) => {
  const [row] = rowsOf(
    await db.execute(sql`select sender_id, receiver_id from messages where id = ${id} and not is_deleted`),
  );
  return row ? { senderId: String(row.sender_id), receiverId: String(row.receiver_id) } : undefined;
};
