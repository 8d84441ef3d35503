import type { z } from 'zod';
import {
  type AdminReport,
  type AdminReportsPage,
  type AdminReportsQuery,
  blogPostPath,
  reportTargetTypes,
} from '../../../common/contracts/blog';
import type { CreateReportBody } from '../../../common/contracts/privacy';
import { rateLimits } from '../../../common/limits';
import { type Ability, can } from '../../../common/permissions';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { pageWindow, toNumberedPage } from '../../lib/numbered-page';
import type { Actor } from '../../platform/actor';
import type { BlogCommentService } from '../blog/comment.service';
import type { CommentService } from '../feed/comment.service';
import type { PostService } from '../feed/post.service';
import type { GroupService } from '../groups/group.service';
import type { MessageService } from '../messages/message.service';
import type { ProfileService } from '../profiles/profile.service';
import * as privacyRepo from './privacy.repository';
import * as repo from './report.repository';

type Query = z.output<typeof AdminReportsQuery>;
/** A report: the site's (`POST /reports`) or a blog comment's (its own endpoint and reason rule, 001 §5). */
type Body = Omit<z.output<typeof CreateReportBody>, 'targetType'> & { targetType: TargetType };
type TargetType = AdminReport['targetType'];

/**
 * The kinds staff may remove from the queue (a member or a group is handled in their own screens), each
 * with the ability removing it needs: the one that removes it directly (the capability map), so a report
 * never opens a way around it. A private message has no other way: the queue's own ability.
 */
const removeAbility: Partial<Record<TargetType, Ability>> = {
  blog_comment: 'blog.moderate',
  post: 'feed.moderate',
  comment: 'feed.moderate',
  message: 'moderation.review',
};

/** Whether `actor` may remove content of this kind through a report. */
const mayRemove = (actor: Actor, type: TargetType): boolean => {
  const ability = removeAbility[type];
  return ability !== undefined && can(actor.role, ability);
};

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);
const dateOf = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

const feedPath = (postId: string, groupId: string | null) =>
  groupId ? `/groups/${groupId}?post=${postId}` : `/feed?post=${postId}`;

/** What the queue shows of the reported thing, as it is now (null once gone). */
const targetOf = (row: repo.QueueRow): AdminReport['target'] => {
  const id = String(row.target_id);
  const author =
    row.author_id && row.author_name
      ? { id: String(row.author_id), fullName: String(row.author_name) }
      : null;
  switch (row.target_type as TargetType) {
    case 'blog_comment': {
      if (row.bc_content === null || row.bc_content === undefined || !row.bp_slug) return null;
      const isDeleted = row.bc_deleted === true;
      return {
        content: isDeleted ? '' : String(row.bc_content),
        isDeleted,
        author,
        title: text(row.bp_title),
        path: `${blogPostPath(String(row.bp_slug))}#comment-${id}`,
      };
    }
    case 'post':
      if (row.mp_content === null || row.mp_content === undefined) return null;
      return {
        content: String(row.mp_content),
        isDeleted: false,
        author,
        title: null,
        path: feedPath(id, text(row.mp_group)),
      };
    case 'comment':
      if (row.mc_content === null || row.mc_content === undefined) return null;
      return {
        content: String(row.mc_content),
        isDeleted: false,
        author,
        title: null,
        path: feedPath(String(row.mc_post), text(row.mc_group)),
      };
    case 'message': {
      if (row.m_content === null || row.m_content === undefined) return null;
      const isDeleted = row.m_deleted === true;
      // A private message has no page staff may open: its text is shown here only.
      return { content: isDeleted ? '' : String(row.m_content), isDeleted, author, title: null, path: null };
    }
    case 'group':
      if (!row.g_name) return null;
      return {
        content: String(row.g_description ?? ''),
        isDeleted: false,
        author: null,
        title: String(row.g_name),
        path: `/groups/${id}`,
      };
    case 'member':
      if (!row.tp_id) return null;
      return {
        content: String(row.tp_about ?? ''),
        isDeleted: false,
        author: null,
        title: String(row.tp_name),
        path: `/profile/${id}`,
      };
  }
};

const toReport = (viewer: Actor, row: repo.QueueRow): AdminReport => {
  const targetType = reportTargetTypes.find((type) => type === row.target_type) ?? 'blog_comment';
  const target = targetOf(row);
  const status = row.status as AdminReport['status'];
  return {
    id: String(row.id),
    targetType,
    targetId: String(row.target_id),
    reason: String(row.reason),
    status,
    createdAt: dateOf(row.created_at).toISOString(),
    resolvedAt: row.resolved_at ? dateOf(row.resolved_at).toISOString() : null,
    reporter: row.reporter_name ? { id: String(row.reporter_id), fullName: String(row.reporter_name) } : null,
    target,
    canRemove: mayRemove(viewer, targetType) && target !== null && !target.isDeleted,
  };
};

export type ReportService = ReturnType<typeof createReportService>;

/**
 * Reports of members, posts, comments, messages and groups (issue 22 §3) and the one staff queue
 * (`/admin/reports`, ability `moderation.review`) that lists them with the blog's reported comments:
 * dismiss a report, or remove the content where staff may (every open report of it then closes).
 */
export const createReportService = (
  deps: Pick<AreaDeps, 'db' | 'rateLimits' | 'logs'> & {
    profiles: Pick<ProfileService, 'get'>;
    posts: Pick<PostService, 'getItem' | 'removeReported'>;
    comments: Pick<CommentService, 'removeReported'>;
    messaging: Pick<MessageService, 'removeReported'>;
    groups: Pick<GroupService, 'get'>;
    blogComments: Pick<BlogCommentService, 'removeAsModerator' | 'assertReportable' | 'withdrawNotices'>;
    now?: () => Date;
  },
) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Throws not_found unless the actor may see the target, report_own_content for their own. */
  const checkTarget = async (actor: Actor, type: Body['targetType'], id: string): Promise<void> => {
    switch (type) {
      case 'member': {
        // Any account: a block does not stop its report (harassment is often reported after one), and
        // the reporter already holds the id, so nothing is told that they did not know.
        if (id === actor.id) throw new AppError('report_own_content');
        if (!(await deps.profiles.get(id))) throw new AppError('not_found');
        return;
      }
      case 'post': {
        const post = await deps.posts.getItem(actor, id);
        if (post.author.id === actor.id) throw new AppError('report_own_content');
        return;
      }
      case 'comment': {
        const comment = await privacyRepo.findFeedComment(db, id);
        if (!comment) throw new AppError('not_found');
        await deps.posts.getItem(actor, comment.postId);
        if (comment.userId === actor.id) throw new AppError('report_own_content');
        return;
      }
      case 'message': {
        const message = await privacyRepo.findLiveMessage(db, id);
        if (!message || (message.senderId !== actor.id && message.receiverId !== actor.id))
          throw new AppError('not_found');
        if (message.senderId === actor.id) throw new AppError('report_own_content');
        return;
      }
      case 'group':
        await deps.groups.get(actor, id);
        return;
      case 'blog_comment':
        await deps.blogComments.assertReportable(actor, id);
        return;
    }
  };

  const one = async (viewer: Actor, id: string): Promise<AdminReport> => {
    const row = await repo.findOne(db, id);
    if (!row) throw new AppError('not_found');
    return toReport(viewer, row);
  };

  /** Removes the content of a feed post, comment or message (each in its own transaction). */
  const removeOutside = async (type: TargetType, id: string): Promise<void> => {
    if (type === 'post') await deps.posts.removeReported(id);
    else if (type === 'comment') await deps.comments.removeReported(id);
    else if (type === 'message') await deps.messaging.removeReported(id);
  };

  return {
    /**
     * Records a report. Throws not_found (a target the actor cannot see), report_own_content,
     * report_duplicate (one report per member and target), rate_limited.
     */
    async create(actor: Actor, body: Body): Promise<{ id: string }> {
      await checkTarget(actor, body.targetType, body.targetId);
      await deps.rateLimits.consume('report', actor.id, rateLimits.report);
      const row = await repo.insert(db, { ...body, reporterId: actor.id });
      if (!row) throw new AppError('report_duplicate');
      await deps.logs.record(actor.id, 'report_created', { reportId: row.id, targetType: body.targetType });
      return row;
    },

    async list(actor: Actor, query: Query): Promise<AdminReportsPage> {
      const window = pageWindow(query);
      const filter = { status: query.status, type: query.type };
      const [total, rows] = await Promise.all([
        repo.count(db, filter, window.cap),
        repo.list(db, filter, window),
      ]);
      return toNumberedPage(query, { rows, total }, (row) => toReport(actor, row), window.cap);
    },

    async resolve(actor: Actor, reportId: string, action: 'dismiss' | 'remove'): Promise<AdminReport> {
      const found = await repo.findById(db, reportId);
      if (!found) throw new AppError('not_found');
      if (found.status !== 'open') throw new AppError('report_closed');
      const type = found.targetType as TargetType;
      if (action === 'remove' && !mayRemove(actor, type)) throw new AppError('forbidden');
      // The feed's and messages' removals run their own transactions: outside the report's.
      if (action === 'remove' && type !== 'blog_comment') await removeOutside(type, found.targetId);
      await db.transaction(async (tx) => {
        const report = await repo.lockById(tx, reportId);
        if (!report) throw new AppError('not_found');
        if (action === 'dismiss') {
          if (report.status !== 'open') throw new AppError('report_closed');
          await repo.resolve(tx, reportId, 'dismissed', actor.id, now());
          return;
        }
        if (type === 'blog_comment') await deps.blogComments.removeAsModerator(tx, report.targetId, actor.id);
        // The content may have gone already: its reports close as removed all the same.
        await repo.closeOpenOf(tx, type, report.targetId, actor.id, now());
      });
      if (action === 'remove' && type === 'blog_comment')
        await deps.blogComments.withdrawNotices(found.targetId);
      await deps.logs.record(actor.id, 'report_resolved', { reportId, action });
      return one(actor, reportId);
    },
  };
};
