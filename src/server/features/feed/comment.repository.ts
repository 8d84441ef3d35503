import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { microblogComments, profiles } from '../../db/schema';
import { afterCursor, type Cursor } from '../../lib/cursor';
import { notBlockedBy } from '../../platform/blocks';
import { type AuthorRow, authorColumns, authorVisible } from './post.repository';

export type CommentRow = typeof microblogComments.$inferSelect;
export interface CommentListRow {
  comment: CommentRow;
  author: AuthorRow;
}

/** A post's comments, oldest first (002 §7), by keyset on (created_at, id). */
export const listOfPost = (
  db: DbOrTx,
  postId: string,
  filter: { viewerId: string | null; cursor?: Cursor; limit: number },
) =>
  db
    .select({ comment: microblogComments, author: authorColumns })
    .from(microblogComments)
    .innerJoin(profiles, eq(profiles.id, microblogComments.userId))
    .where(
      and(
        eq(microblogComments.postId, postId),
        authorVisible,
        filter.viewerId ? notBlockedBy(filter.viewerId, microblogComments.userId) : undefined,
        afterCursor(microblogComments.createdAt, microblogComments.id, filter.cursor, 'asc'),
      ),
    )
    .orderBy(asc(microblogComments.createdAt), asc(microblogComments.id))
    .limit(filter.limit + 1);

export const insertComment = async (
  db: DbOrTx,
  values: { postId: string; userId: string; content: string; createdAt: Date },
): Promise<CommentRow> => {
  const [row] = await db.insert(microblogComments).values(values).returning();
  if (!row) throw new Error('comment not inserted');
  return row;
};

export const findById = async (db: DbOrTx, id: string): Promise<CommentRow | undefined> => {
  const [row] = await db.select().from(microblogComments).where(eq(microblogComments.id, id));
  return row;
};

/** Deletes the comment; false when it was already gone (a concurrent delete). */
export const deleteComment = async (db: DbOrTx, id: string): Promise<boolean> => {
  const rows = await db
    .delete(microblogComments)
    .where(eq(microblogComments.id, id))
    .returning({ id: microblogComments.id });
  return rows.length > 0;
};
