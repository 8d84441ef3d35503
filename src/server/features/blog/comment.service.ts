import { randomUUID } from 'node:crypto';
import type { BlogComment, BlogCommentPage, LikeState } from '../../../common/contracts/blog';
import { blogLimits } from '../../../common/contracts/blog';
import { previewOf } from '../../../common/format';
import type { AreaDeps } from '../../area';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName } from '../../platform/person';
import { canDeleteComment, canEditComment, isBlogStaff } from './blog.policy';
import * as repo from './comment.repository';
import { toAuthor } from './post.presenter';
import type { BlogPostService } from './post.service';
import * as reportRepo from './report.repository';

const l = blogLimits;

const commentNotFound = () => new AppError('not_found', { messageKey: 'blog.comments.notFound' });

/**
 * The comment's author is hidden from this viewer: blocked or suspended by staff, or their account's
 * deletion pending (`shownToOthers`, issue 38 §3). Only they still see it as written.
 */
const authorHiddenFrom = (row: repo.CommentWithAuthor, viewer: Actor | null): boolean =>
  !row.comment.isDeleted && row.authorShown === false && row.comment.authorId !== viewer?.id;

/**
 * A thread's rows (oldest first) as the viewer reads them: a comment deleted or by an author hidden from
 * them stays only as the placeholder of a reply they read, and goes otherwise. A reply comes after its
 * parent, so reading backwards meets every reply before the comment it answers.
 */
const readableThread = (rows: repo.CommentWithAuthor[], viewer: Actor | null): repo.CommentWithAuthor[] => {
  const answered = new Set<string>();
  const kept: repo.CommentWithAuthor[] = [];
  for (const row of [...rows].reverse()) {
    const placeholder = row.comment.isDeleted || authorHiddenFrom(row, viewer);
    if (placeholder && !answered.has(row.comment.id)) continue;
    kept.push(row);
    if (row.comment.parentId) answered.add(row.comment.parentId);
  }
  return kept.reverse();
};

export type BlogCommentService = ReturnType<typeof createBlogCommentService>;

/**
 * Comments of an article (001 §2.19, §4–§6, §9): threads oldest first with their replies, a reply while
 * the parent's level is below 3, edit by the author, delete by the author or staff (a comment with
 * replies stays as 'Commentaire supprimé', decision 5), likes, and reports of others' comments. The
 * article's author hears of comments, a comment's author of replies and likes.
 */
export const createBlogCommentService = (
  deps: Pick<AreaDeps, 'db' | 'notifications' | 'log'> & {
    posts: Pick<BlogPostService, 'readableById' | 'assertReadable'>;
    now?: () => Date;
  },
) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const sideEffect = sideEffects(deps.log, 'blog');

  const toView = (
    row: repo.CommentWithAuthor,
    viewer: Actor | null,
    marks: { liked: Set<string>; reported: Set<string> },
  ): BlogComment => {
    const { comment, author } = row;
    const live = !comment.isDeleted && !authorHiddenFrom(row, viewer);
    return {
      id: comment.id,
      parentId: comment.parentId,
      depth: comment.depth,
      content: live ? comment.content : '',
      isDeleted: !live,
      author: live ? toAuthor(author) : null,
      createdAt: comment.createdAt.toISOString(),
      updatedAt: comment.updatedAt.toISOString(),
      likesCount: comment.likesCount,
      liked: marks.liked.has(comment.id),
      canEdit: live && canEditComment(viewer, comment.authorId),
      canDelete: live && canDeleteComment(viewer, comment.authorId),
      canReport: live && viewer !== null && comment.authorId !== viewer.id && !marks.reported.has(comment.id),
      canReply: live && viewer !== null && comment.depth < l.replyMaxLevel,
    };
  };

  const viewOne = async (viewer: Actor, id: string): Promise<BlogComment> => {
    const found = await repo.findWithAuthor(db, id);
    if (!found) throw commentNotFound();
    return toView(found, viewer, await repo.viewerMarks(db, [id], viewer.id));
  };

  /**
   * A live comment on an article the actor may read. `reaching`: the write reaches the comment's author
   * (a like, a reply), so a block either way answers the same 404 as a missing comment (issue 32 §3).
   * A comment whose author is hidden is missing too, but for staff, who may still remove it.
   */
  const assertLive = async (
    actor: Actor | null,
    found: repo.CommentWithAuthor | undefined,
    reaching = false,
  ) => {
    if (!found || found.comment.isDeleted) throw commentNotFound();
    if (authorHiddenFrom(found, actor) && !isBlogStaff(actor)) throw commentNotFound();
    const authorId = found.comment.authorId;
    if (reaching && actor?.keptApart && authorId && (await isBlockedEitherWay(db, actor.id, authorId)))
      throw commentNotFound();
    const post = await deps.posts.readableById(actor, found.comment.postId).catch(() => {
      throw commentNotFound();
    });
    return { ...found, post };
  };

  const liveComment = async (actor: Actor | null, id: string, reaching = false) =>
    assertLive(actor, await repo.findWithAuthor(db, id), reaching);

  const withdrawNotices = (commentId: string) =>
    sideEffect('notification withdrawal', () => deps.notifications.withdrawAbout({ comment_id: commentId }));

  /**
   * Removes a comment: a placeholder when it has replies; otherwise the row, then each ancestor
   * placeholder left without replies. Its open reports close as removed.
   */
  const removeIn = async (tx: DbOrTx, comment: repo.CommentRow, by: string | null) => {
    const at = now();
    await reportRepo.closeOpenOf(tx, 'blog_comment', comment.id, by, at);
    if (await repo.hasReplies(tx, comment.id)) {
      await repo.markDeleted(tx, comment.id, at);
      return;
    }
    await repo.removeLeaf(tx, comment.id, comment.postId);
    let parentId = comment.parentId;
    while (parentId) {
      const parent = await repo.lockById(tx, parentId);
      if (!parent?.isDeleted || (await repo.hasReplies(tx, parent.id))) break;
      await repo.removeLeaf(tx, parent.id, parent.postId);
      parentId = parent.parentId;
    }
  };

  return {
    /** A page of threads (20), each followed by all its replies; the client nests them by `parentId`. */
    async list(viewer: Actor | null, postId: string, cursorText?: string): Promise<BlogCommentPage> {
      const cursor = decodeCursor(cursorText);
      // The threads are read beside the rights check (one round trip less), and dropped if it throws.
      const [, threads] = await Promise.all([
        deps.posts.assertReadable(viewer, postId),
        repo.listThreads(db, postId, cursor, l.commentThreadsPage + 1, viewer),
      ]);
      const page = toPage(threads, l.commentThreadsPage, ({ comment }) => ({
        at: comment.createdAt,
        id: comment.id,
      }));
      const replies = await repo.listReplies(
        db,
        page.items.map(({ comment }) => comment.id),
        viewer,
      );
      // The viewer's likes and reports came with the rows.
      const marks = { liked: new Set<string>(), reported: new Set<string>() };
      for (const row of [...page.items, ...replies]) {
        if (row.liked) marks.liked.add(row.comment.id);
        if (row.reported) marks.reported.add(row.comment.id);
      }
      const repliesOf = new Map<string, repo.CommentWithAuthor[]>();
      for (const reply of replies) {
        repliesOf.set(reply.comment.rootId, [...(repliesOf.get(reply.comment.rootId) ?? []), reply]);
      }
      return {
        items: page.items.flatMap((thread) =>
          readableThread([thread, ...(repliesOf.get(thread.comment.id) ?? [])], viewer).map((row) =>
            toView(row, viewer, marks),
          ),
        ),
        nextCursor: page.nextCursor,
      };
    },

    async create(
      actor: Actor,
      postId: string,
      body: { content: string; parentId: string | null },
    ): Promise<BlogComment> {
      const post = await deps.posts.readableById(actor, postId);
      const id = randomUUID();
      const parent = body.parentId ? await repo.findWithAuthor(db, body.parentId) : undefined;
      if (body.parentId) {
        if (!parent || parent.comment.postId !== postId || parent.comment.isDeleted) throw commentNotFound();
        if (authorHiddenFrom(parent, actor)) throw commentNotFound();
        // A reply reaches the parent's author: across a block, their comment is missing (issue 32 §3).
        const parentAuthorId = parent.comment.authorId;
        if (actor.keptApart && parentAuthorId && (await isBlockedEitherWay(db, actor.id, parentAuthorId)))
          throw commentNotFound();
        // §9 "reply allowed when level is below 3".
        if (parent.comment.depth >= l.replyMaxLevel) throw new AppError('comment_depth_exceeded');
      }
      await repo.insert(db, {
        id,
        postId,
        authorId: actor.id,
        content: body.content,
        parentId: parent?.comment.id ?? null,
        rootId: parent?.comment.rootId ?? id,
        depth: parent ? parent.comment.depth + 1 : 0,
      });
      const data = {
        author_name: displayName(actor.profile),
        post_title: previewOf(post.title, 120),
        post_slug: post.slug,
        comment_id: id,
      };
      if (post.authorId !== actor.id) {
        await sideEffect('comment notification', () =>
          deps.notifications.notify(post.authorId, 'blog_comment', data, actor),
        );
      }
      const parentAuthor = parent?.comment.authorId;
      if (parentAuthor && parentAuthor !== actor.id && parentAuthor !== post.authorId) {
        await sideEffect('reply notification', () =>
          deps.notifications.notify(parentAuthor, 'blog_reply', data, actor),
        );
      }
      return viewOne(actor, id);
    },

    /** The author only (403 `blog_comment_forbidden` for anyone else). */
    async edit(actor: Actor, commentId: string, content: string): Promise<BlogComment> {
      const found = await liveComment(actor, commentId);
      if (!canEditComment(actor, found.comment.authorId)) throw new AppError('blog_comment_forbidden');
      await repo.updateContent(db, commentId, content, now());
      return viewOne(actor, commentId);
    },

    /**
     * The author or staff. The author takes back their own words even where they no longer read the
     * article (its author blocked them since, or unpublished it); anyone else needs the comment as they
     * read it.
     */
    async remove(actor: Actor, commentId: string): Promise<void> {
      const found = await repo.findWithAuthor(db, commentId);
      const own = found?.comment.authorId === actor.id && !found.comment.isDeleted;
      if (!own) await assertLive(actor, found);
      if (!canDeleteComment(actor, found?.comment.authorId ?? null))
        throw new AppError('blog_comment_forbidden');
      await db.transaction(async (tx) => {
        const locked = await repo.lockById(tx, commentId);
        if (!locked || locked.isDeleted) throw commentNotFound();
        await removeIn(tx, locked, actor.id);
      });
      await withdrawNotices(commentId);
    },

    /**
     * Staff removing a reported comment from the queue (the report service checks the ability), in its
     * transaction; `withdrawNotices` once it committed.
     */
    async removeAsModerator(tx: DbOrTx, commentId: string, by: string): Promise<void> {
      const locked = await repo.lockById(tx, commentId);
      if (locked && !locked.isDeleted) await removeIn(tx, locked, by);
    },

    /** A removed comment's notifications (it was written, replied to, liked) leave every bell. */
    withdrawNotices,

    async setLike(actor: Actor, commentId: string, on: boolean): Promise<LikeState> {
      const found = await liveComment(actor, commentId, true);
      const result = await repo.changeLike(db, commentId, actor.id, on);
      if (!result) throw commentNotFound();
      const authorId = found.comment.authorId;
      if (on && result.changed && authorId && authorId !== actor.id) {
        await sideEffect('comment like notification', () =>
          deps.notifications.notify(
            authorId,
            'blog_comment_like',
            {
              author_name: displayName(actor.profile),
              post_title: previewOf(found.post.title, 120),
              post_slug: found.post.slug,
              comment_id: commentId,
            },
            actor,
          ),
        );
      }
      return { liked: on, likesCount: result.count };
    },

    /**
     * What may be reported (001 §2.19, §5): another member's live comment the actor can read; not_found
     * otherwise, report_own_content for their own. The report itself is the report service's, with every
     * other report's limit and log.
     */
    async assertReportable(actor: Actor, commentId: string): Promise<void> {
      const found = await liveComment(actor, commentId);
      if (found.comment.authorId === actor.id) throw new AppError('report_own_content');
    },
  };
};
