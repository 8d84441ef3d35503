import type { z } from 'zod';
import type {
  CommentItem,
  CommentsPage,
  CommentsQuery,
  CreateCommentBody,
} from '../../../common/contracts/feed';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { sqlStateOf } from '../../lib/db';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import * as repo from './comment.repository';
import { toComment } from './feed.mappers';
import { assertCanReact, assertPostReadable, canDeleteIn, findPostScope } from './group-gate';
import * as postRepo from './post.repository';

export type CommentService = ReturnType<typeof createCommentService>;

/**
 * Comments of a post (002 §7 "Comments"): listed oldest first, added by members, deleted by their author
 * or an admin. The post's comment count changes in the same transaction as the row.
 */
export const createCommentService = (deps: Pick<AreaDeps, 'db'>) => {
  const { db } = deps;

  return {
    async list(
      viewer: Actor | null,
      postId: string,
      query: z.output<typeof CommentsQuery>,
    ): Promise<CommentsPage> {
      const scope = assertPostReadable(await findPostScope(db, postId, viewer?.id ?? null));
      // A post by a member blocked either way is not found, and neither are its comments (issue 22 §3).
      if (viewer) {
        const post = await postRepo.findById(db, postId);
        if (!post || (await isBlockedEitherWay(db, viewer.id, post.userId))) throw new AppError('not_found');
      }
      const rows = await repo.listOfPost(db, postId, {
        viewerId: viewer?.id ?? null,
        cursor: decodeCursor(query.cursor),
        limit: query.limit,
      });
      const page = toPage(rows, query.limit, (row) => ({ at: row.comment.createdAt, id: row.comment.id }));
      // The cursor of an ascending list is the last row read; `toPage` encodes exactly that.
      return {
        items: page.items.map((row) => toComment(row, viewer, scope.group)),
        nextCursor: page.nextCursor,
      };
    },

    async create(
      actor: Actor,
      postId: string,
      body: z.output<typeof CreateCommentBody>,
    ): Promise<CommentItem> {
      const scope = assertPostReadable(await findPostScope(db, postId, actor.id));
      assertCanReact(scope);
      const post = await postRepo.findById(db, postId);
      if (!post || (await isBlockedEitherWay(db, actor.id, post.userId))) throw new AppError('not_found');
      const comment = await db
        .transaction(async (tx) => {
          const row = await repo.insertComment(tx, {
            postId,
            userId: actor.id,
            content: body.content,
            createdAt: new Date(),
          });
          await postRepo.bumpCounter(tx, postId, 'commentsCount', 1);
          return row;
        })
        .catch((error: unknown) => {
          if (sqlStateOf(error) === '23503') throw new AppError('not_found');
          throw error;
        });
      const author = await postRepo.findAuthor(db, actor.id);
      if (!author) throw new AppError('not_found');
      return toComment({ comment, author }, actor, scope.group);
    },

    /** Its author, an admin, or in a group its creator, admins and moderators (002 §6). */
    async remove(actor: Actor, id: string): Promise<void> {
      const comment = await repo.findById(db, id);
      if (!comment) throw new AppError('not_found');
      const scope = assertPostReadable(await findPostScope(db, comment.postId, actor.id));
      if (!canDeleteIn(actor, comment.userId, scope.group)) throw new AppError('forbidden');
      await db.transaction(async (tx) => {
        if (await repo.deleteComment(tx, id))
          await postRepo.bumpCounter(tx, comment.postId, 'commentsCount', -1);
      });
    },

    /** Staff removing a reported comment from the moderation queue; false when it was already gone. */
    async removeReported(id: string): Promise<boolean> {
      const comment = await repo.findById(db, id);
      if (!comment) return false;
      return db.transaction(async (tx) => {
        if (!(await repo.deleteComment(tx, id))) return false;
        await postRepo.bumpCounter(tx, comment.postId, 'commentsCount', -1);
        return true;
      });
    },
  };
};
