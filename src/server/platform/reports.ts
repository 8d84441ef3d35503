import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { reports } from '../db/schema';

/**
 * Closes every open report of a target whose content was removed (by a moderator, `by`, or by its
 * author, null): the blog's comments and the reports' own queue both remove content.
 */
export const closeOpenOf = async (
  db: DbOrTx,
  targetType: (typeof reports.$inferSelect)['targetType'],
  targetId: string,
  by: string | null,
  at: Date,
): Promise<void> => {
  await db
    .update(reports)
    .set({ status: 'removed', resolvedBy: by, resolvedAt: at })
    .where(
      and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), eq(reports.status, 'open')),
    );
};
