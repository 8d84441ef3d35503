import type { z } from 'zod';
import type { EventComment, EventCommentBody, EventCommentPage } from '../../../common/contracts/events';
import { eventLimits } from '../../../common/contracts/events';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { canDeleteComment } from './event.policy';
import { commentOf } from './event.presenter';
import * as repo from './event.repository';

const l = eventLimits;

const notFound = () => new AppError('not_found', { messageKey: 'events.notFound' });

export type EventCommentService = ReturnType<typeof createEventCommentService>;

/** An event's comments (002 §2): read by anyone, written by members, removed by the author, the creator or a moderator. */
export const createEventCommentService = (deps: Pick<AreaDeps, 'db'> & { now?: () => Date }) => {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async comments(viewer: Actor | null, id: string, cursor: string | undefined): Promise<EventCommentPage> {
      const event = await repo.findById(db, id);
      if (!event) throw notFound();
      const after = decodeCursor(cursor);
      const [rows, total] = await Promise.all([
        repo.listComments(db, id, after, l.commentsPageSize + 1, viewer?.id ?? null),
        repo.countComments(db, id, viewer?.id ?? null),
      ]);
      const page = toPage(rows, l.commentsPageSize, (row) => ({
        at: row.comment.createdAt,
        id: row.comment.id,
      }));
      return {
        items: page.items.map((row) => commentOf(row, viewer, event.creatorId)),
        nextCursor: page.nextCursor,
        total,
      };
    },

    async comment(actor: Actor, id: string, body: z.output<typeof EventCommentBody>): Promise<EventComment> {
      const event = await repo.findById(db, id);
      // A block either way: no comment on the other member's event (as messages and connections refuse).
      if (!event || (await isBlockedEitherWay(db, actor.id, event.creatorId))) throw notFound();
      const row = await repo.insertComment(db, {
        eventId: id,
        authorId: actor.id,
        content: body.content,
        createdAt: now(),
      });
      const found = await repo.findComment(db, row.id);
      if (!found) throw notFound();
      return commentOf(found, actor, event.creatorId);
    },

    /** The author, the event's creator or a moderator (403 `event_comment_forbidden` otherwise). */
    async removeComment(actor: Actor, commentId: string): Promise<void> {
      const found = await repo.findComment(db, commentId);
      if (!found) throw new AppError('not_found', { messageKey: 'events.comments.notFound' });
      const event = await repo.findById(db, found.comment.eventId);
      if (!canDeleteComment(actor, found.comment.authorId, event?.creatorId ?? '')) {
        throw new AppError('event_comment_forbidden');
      }
      await repo.deleteComment(db, commentId);
    },
  };
};
