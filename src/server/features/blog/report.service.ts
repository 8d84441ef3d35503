import type { z } from 'zod';
import {
  type AdminReport,
  type AdminReportsPage,
  type AdminReportsQuery,
  blogPostPath,
} from '../../../common/contracts/blog';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../auth/auth.service';
import type { LogService } from '../logs/log.service';
import type { BlogCommentService } from './comment.service';
import * as repo from './report.repository';

type Query = z.output<typeof AdminReportsQuery>;

const toReport = (row: repo.ReportListRow): AdminReport => ({
  id: row.report.id,
  targetType: row.report.targetType as AdminReport['targetType'],
  targetId: row.report.targetId,
  reason: row.report.reason,
  status: row.report.status as AdminReport['status'],
  createdAt: row.report.createdAt.toISOString(),
  resolvedAt: row.report.resolvedAt?.toISOString() ?? null,
  reporter: row.reporterName ? { id: row.report.reporterId, fullName: row.reporterName } : null,
  target:
    row.comment && row.post
      ? {
          content: row.comment.isDeleted ? '' : row.comment.content,
          isDeleted: row.comment.isDeleted,
          author:
            row.comment.authorId && row.commentAuthorName
              ? { id: row.comment.authorId, fullName: row.commentAuthorName }
              : null,
          title: row.post.title,
          path: `${blogPostPath(row.post.slug)}#comment-${row.report.targetId}`,
        }
      : null,
});

export type ReportService = ReturnType<typeof createReportService>;

/**
 * The moderation queue (decision 5, `/admin/reports`, ability `moderation.review`): open reports oldest
 * first with the reported content; dismiss one, or remove the content (every open report of it closes).
 */
export const createReportService = (deps: {
  db: Db;
  comments: Pick<BlogCommentService, 'removeAsModerator'>;
  logs: LogService;
  now?: () => Date;
}) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  const one = async (id: string): Promise<AdminReport> => {
    const row = await repo.findOne(db, id);
    if (!row) throw new AppError('not_found');
    return toReport(row);
  };

  return {
    async list(query: Query): Promise<AdminReportsPage> {
      const window = pageWindow(query);
      const [total, rows] = await Promise.all([
        repo.count(db, query.status, window.cap),
        repo.list(db, query.status, window),
      ]);
      return toNumberedPage(query, { rows, total }, toReport, window.cap);
    },

    async resolve(actor: Actor, reportId: string, action: 'dismiss' | 'remove'): Promise<AdminReport> {
      await db.transaction(async (tx) => {
        const report = await repo.lockById(tx, reportId);
        if (!report) throw new AppError('not_found');
        if (report.status !== 'open') throw new AppError('report_closed');
        if (action === 'dismiss') {
          await repo.resolve(tx, reportId, 'dismissed', actor.id, now());
          return;
        }
        await deps.comments.removeAsModerator(tx, report.targetId, actor.id);
        // The comment may have gone already: its reports close as removed all the same.
        await repo.closeOpenOf(tx, 'blog_comment', report.targetId, actor.id, now());
      });
      await deps.logs.record(actor.id, 'report_resolved', { reportId, action });
      return one(reportId);
    },
  };
};
