import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { blogComments, blogPosts, profiles, reports } from '../../db/schema';
import { rowsOf } from '../../lib/db';

export type ReportRow = typeof reports.$inferSelect;

/** Records a report; undefined when this member already reported this target. */
export const insert = async (
  db: DbOrTx,
  values: { targetType: 'blog_comment'; targetId: string; reporterId: string; reason: string },
): Promise<{ id: string } | undefined> => {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
  return row;
};

export const lockById = async (db: DbOrTx, id: string): Promise<ReportRow | undefined> => {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update').limit(1);
  return row;
};

/** Closes a report. */
export const resolve = async (
  db: DbOrTx,
  id: string,
  status: 'dismissed' | 'removed',
  by: string,
  at: Date,
): Promise<void> => {
  await db.update(reports).set({ status, resolvedBy: by, resolvedAt: at }).where(eq(reports.id, id));
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

export const count = async (db: DbOrTx, status: string, cap: number): Promise<number> => {
  const [row] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from reports where status = ${status} limit ${cap + 1}) m`,
    ),
  );
  return Number(row?.n ?? 0);
};

const selectReports = (db: DbOrTx) => {
  const reporter = alias(profiles, 'reporter');
  const commentAuthor = alias(profiles, 'comment_author');
  return db
    .select({
      report: reports,
      reporterName: sql<
        string | null
      >`coalesce(nullif(trim(${reporter.fullName}), ''), ${reporter.username})`,
      comment: {
        content: blogComments.content,
        isDeleted: blogComments.isDeleted,
        authorId: blogComments.authorId,
      },
      commentAuthorName: sql<
        string | null
      >`coalesce(nullif(trim(${commentAuthor.fullName}), ''), ${commentAuthor.username})`,
      post: { title: blogPosts.title, slug: blogPosts.slug },
    })
    .from(reports)
    .leftJoin(reporter, eq(reporter.id, reports.reporterId))
    .leftJoin(
      blogComments,
      and(eq(reports.targetType, 'blog_comment'), eq(blogComments.id, reports.targetId)),
    )
    .leftJoin(commentAuthor, eq(commentAuthor.id, blogComments.authorId))
    .leftJoin(blogPosts, eq(blogPosts.id, blogComments.postId));
};

/**
 * A page of reports with their reporter and the reported comment, its author and article (the comment
 * may be gone: null). Open reports oldest first (a queue); closed ones newest first.
 */
export const list = (db: DbOrTx, status: string, page: { offset: number; limit: number }) =>
  selectReports(db)
    .where(eq(reports.status, status))
    .orderBy(
      ...(status === 'open'
        ? [asc(reports.createdAt), asc(reports.id)]
        : [desc(reports.createdAt), desc(reports.id)]),
    )
    .offset(page.offset)
    .limit(page.limit);

export const findOne = async (db: DbOrTx, id: string) => {
  const [row] = await selectReports(db).where(eq(reports.id, id)).limit(1);
  return row;
};

export type ReportListRow = Awaited<ReturnType<typeof list>>[number];
