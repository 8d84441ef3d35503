import type { MarkReadResponse } from '../../../common/contracts/messages';
import type { AreaDeps } from '../../area';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import type { RealtimePublisher } from '../../plugins/realtime-bus';
import type { NotificationService } from '../notifications/notification.service';
import { otherParticipant } from './message.policy';
import * as repo from './message.repository';
import type { MessageService } from './message.service';

export type MessageReadService = ReturnType<typeof createMessageReadService>;

/**
 * A conversation's read state (000 §4): marking what the actor received as read, with the read ticks
 * pushed live, and the header badge's unread count. Built on the message service's
 * `requireConversation` (only the two participants reach a conversation).
 */
export const createMessageReadService = ({
  db,
  messaging,
  notifications,
  realtime,
  log,
}: Pick<AreaDeps, 'db' | 'log'> & {
  messaging: Pick<MessageService, 'requireConversation'>;
  notifications: Pick<NotificationService, 'markConversationRead'>;
  realtime: RealtimePublisher;
}) => {
  const sideEffect = sideEffects(log, 'messages');

  return {
    /**
     * The actor read the conversation: every message they received there becomes read (the receiver
     * only; the sender's own messages are untouched). Pushes `message.read` to the sender (read ticks)
     * and to the actor's other tabs, and the actor's new badge total.
     */
    async markRead(actor: Actor, conversationId: string): Promise<MarkReadResponse> {
      const conversation = await messaging.requireConversation(actor, conversationId);
      const { updated, readAt, upTo } = await repo.markRead(db, conversationId, actor.id);
      const unreadTotal = await repo.unreadTotal(db, actor.id);
      if (updated > 0 && readAt && upTo) {
        const event = {
          type: 'message.read' as const,
          conversationId,
          readerId: actor.id,
          readAt: readAt.toISOString(),
          upTo: upTo.toISOString(),
        };
        const senderId = otherParticipant(conversation, actor.id);
        await sideEffect('publish', () =>
          realtime.publishMany([
            { userId: senderId, event },
            { userId: actor.id, event },
            { userId: actor.id, event: { type: 'messages.unread_count', count: unreadTotal } },
          ]),
        );
        await sideEffect('mark notification read', () =>
          notifications.markConversationRead(actor.id, conversationId),
        );
      }
      return { updated, readAt: readAt?.toISOString() ?? null, unreadTotal };
    },

    /** The header badge: unread messages received, over all conversations. */
    unreadCount: async (actor: Actor) => ({ count: await repo.unreadTotal(db, actor.id) }),
  };
};
