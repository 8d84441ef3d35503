import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reports } from '../../db/schema';

export type ReportRow = typeof reports.$inferSelect;

/** Records a report; undefined when this member already reported this target. */
export const insert = async (
  db: DbOrTx,
  values: { targetType: 'blog_comment'; targetId: string; reporterId: string; reason: string },
): Promise<{ id: string } | undefined> => {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row;
};

/** Closes every open report of a target whose content was removed. */
export const closeOpenOf = async (
  db: DbOrTx,
  targetType: 'blog_comment',
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
