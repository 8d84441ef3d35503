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

export { closeOpenOf } from '../../platform/reports';
