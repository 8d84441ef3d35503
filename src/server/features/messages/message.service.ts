import {
  type ConversationItem,
  type ConversationResponse,
  type ConversationsPage,
  type ConversationsQuery,
  type ConversationWithResponse,
  type DeleteMessageResponse,
  type MessagesPage,
  type MessagesQuery,
  messagingLimits,
  type RecipientSearchResponse,
  type SendMessageResponse,
} from '../../../common/contracts/messages';
import { previewOf } from '../../../common/format';
import { rateLimits as limits } from '../../../common/limits';
import type { AreaDeps } from '../../area';
import { AppError } from '../../lib/app-error';
import { decodeCursor, toPage } from '../../lib/cursor';
import { sideEffects } from '../../lib/side-effect';
import type { Actor } from '../../platform/actor';
import { isBlockedEitherWay } from '../../platform/blocks';
import { displayName } from '../../platform/person';
import type { RealtimePublisher } from '../../plugins/realtime-bus';
import * as conversationRepo from './conversation.repository';
import { canDelete, isParticipant } from './message.policy';
import { participantOf, toConversation, toCreatedEvent, toMessage, toParticipant } from './message.presenter';
import * as repo from './message.repository';

export type MessageService = ReturnType<typeof createMessageService>;

/**
 * Private messaging (000 §4 "Messages and conversations"): one conversation per pair, created by the
 * first message; only its two participants reach it (anyone else: not_found). Every change is pushed
 * live to both participants' sockets (every tab); a failing side effect (event, notification) is
 * logged and never undoes the message.
 */
export const createMessageService = (
  deps: Pick<AreaDeps, 'db' | 'notifications' | 'log' | 'rateLimits'> & { realtime: RealtimePublisher },
) => {
  const { db, realtime, log } = deps;

  const sideEffect = sideEffects(log, 'messages');

  /**
   * A deleted message's notification goes from the receiver's bell: it quotes the text (its preview),
   * which must not outlive the message (a side effect: the message is gone either way).
   */
  const withdrawNotice = (messageId: string) =>
    sideEffect('notification withdrawal', () => deps.notifications.withdrawAbout({ message_id: messageId }));

  /** The conversation if the actor takes part in it; not_found otherwise (never revealed). */
  const requireConversation = async (actor: Actor, id: string) => {
    const row = await repo.findConversation(db, id);
    if (!row || !isParticipant(row, actor.id)) throw new AppError('not_found');
    // A block either way hides the conversation from both (issue 22 §3).
    if (await isBlockedEitherWay(db, row.participant1Id, row.participant2Id)) throw new AppError('not_found');
    return row;
  };

  const viewOf = async (memberId: string, conversationId: string): Promise<ConversationItem> => {
    const view = await conversationRepo.conversationView(db, memberId, conversationId);
    if (!view) throw new AppError('not_found');
    return toConversation(view, memberId);
  };

  /** A recipient that can receive: exists (recipient_not_found), in good standing, not the actor. */
  const requireRecipient = async (actor: Actor, recipientId: string) => {
    if (recipientId === actor.id) throw new AppError('message_self');
    // A member blocked either way is not found: nothing tells the blocked member they were blocked.
    if (await isBlockedEitherWay(db, actor.id, recipientId)) throw new AppError('recipient_not_found');
    const recipient = await conversationRepo.findParticipant(db, recipientId);
    if (recipient) return recipient;
    const exists = await conversationRepo.profileExists(db, recipientId);
    throw new AppError(exists ? 'message_recipient_unavailable' : 'recipient_not_found');
  };

  /** Both participants' views after a send, pushed to every socket of each; the notification. */
  const afterSend = async (
    actor: Actor,
    receiver: repo.ParticipantRow,
    conversation: repo.ConversationRow,
    { message, unread: counts }: repo.InsertedMessage,
  ): Promise<ConversationItem> => {
    const updated = { ...conversation, lastMessageId: message.id, lastMessageAt: message.sentAt };
    const none = { inConversation: 0, total: 0 };
    const senderCounts = counts.get(actor.id) ?? none;
    const receiverCounts = counts.get(receiver.id) ?? none;
    const me = participantOf(actor);
    const senderEvent = toCreatedEvent(message, updated, receiver, senderCounts, actor.id);
    const receiverEvent = toCreatedEvent(message, updated, me, receiverCounts, receiver.id);
    await sideEffect('publish', () =>
      realtime.publishMany([
        { userId: receiver.id, event: receiverEvent },
        { userId: actor.id, event: senderEvent },
      ]),
    );
    // One notification (and e-mail, as preferences say) per burst: when this message is the only
    // unread one of the conversation; the following ones join the same unread thread.
    if (receiverCounts.inConversation === 1) {
      await sideEffect('notification', () =>
        deps.notifications.notify(
          receiver.id,
          'message_received',
          {
            sender_id: actor.id,
            sender_name: displayName(me),
            sender_username: me.username,
            message_id: message.id,
            conversation_id: conversation.id,
            content_preview: previewOf(message.content, messagingLimits.previewMax),
          },
          actor,
        ),
      );
    }
    return senderEvent.conversation;
  };

  /** The stored message of a retried send, if it went to the same place. */
  const answerRetry = async (
    actor: Actor,
    stored: repo.MessageRow,
    receiverId: string,
    conversationId: string | undefined,
  ): Promise<SendMessageResponse> => {
    const samePlace = conversationId
      ? stored.conversationId === conversationId
      : stored.receiverId === receiverId;
    if (!samePlace) throw new AppError('message_client_id_reused');
    if (stored.isDeleted) throw new AppError('not_found');
    return {
      message: toMessage(stored, actor.id),
      conversation: await viewOf(actor.id, stored.conversationId),
      created: false,
    };
  };

  return {
    /** The conversation if the actor takes part in it; not_found otherwise (the read state builds on it). */
    requireConversation,

    /** The actor's conversations, most recent activity first (keyset). */
    async list(actor: Actor, query: ConversationsQuery): Promise<ConversationsPage> {
      const cursor = decodeCursor(query.cursor);
      const views = await conversationRepo.listConversations(db, actor.id, cursor, query.limit);
      const page = toPage(views, query.limit, (view) => ({
        at: view.conversation.lastMessageAt,
        id: view.conversation.id,
      }));
      return { items: page.items.map((view) => toConversation(view, actor.id)), nextCursor: page.nextCursor };
    },

    /** One conversation (not_found for a non-participant). */
    async get(actor: Actor, id: string): Promise<ConversationResponse> {
      await requireConversation(actor, id);
      return { conversation: await viewOf(actor.id, id) };
    },

    /** The conversation with a member, or null before the first message; the member either way. */
    async with(actor: Actor, profileId: string): Promise<ConversationWithResponse> {
      const member = await requireRecipient(actor, profileId);
      const row = await repo.findConversationBetween(db, actor.id, profileId);
      return {
        conversation: row ? await viewOf(actor.id, row.id) : null,
        member: toParticipant(member),
      };
    },

    /** A thread page, newest first; `nextCursor` pages back through history. */
    async messages(actor: Actor, conversationId: string, query: MessagesQuery): Promise<MessagesPage> {
      const rows = await repo.listMessages(
        db,
        actor.id,
        conversationId,
        decodeCursor(query.cursor),
        query.limit,
      );
      // No rows: an empty page of the actor's conversation, or not theirs at all, or hidden by a block
      // either way (not_found; requireConversation checks both).
      if (rows.length === 0) await requireConversation(actor, conversationId);
      const page = toPage(rows, query.limit, (row) => ({ at: row.sentAt, id: row.id }));
      return { items: page.items.map((row) => toMessage(row, actor.id)), nextCursor: page.nextCursor };
    },

    /**
     * Sends a message to a member (finding or creating the pair's conversation) or into a conversation
     * of the actor's. A `clientId` already stored for the actor returns that message (`created: false`)
     * without storing, notifying or counting it again. Throws message_self, recipient_not_found,
     * message_recipient_unavailable (blocked or suspended), not_found (not a participant),
     * message_client_id_reused, message_rate_limited.
     */
    async send(
      actor: Actor,
      body: { recipientId?: string; conversationId?: string; content: string; clientId: string },
    ): Promise<SendMessageResponse> {
      const rule = messagingLimits.sendRate;
      let conversation: repo.ConversationRow | undefined;
      let receiver: repo.ParticipantRow;
      let window: repo.SendWindow;
      if (body.conversationId) {
        // Into a conversation (the thread's composer): participation, the other side, a retry and the
        // actor's recent sends in one read.
        const context = await repo.sendContext(db, actor.id, body.conversationId, body.clientId, rule);
        if (!context) throw new AppError('not_found');
        conversation = context.conversation;
        if (context.retried) return answerRetry(actor, context.retried, context.other.id, conversation.id);
        if (!context.other.available) throw new AppError('message_recipient_unavailable');
        receiver = context.other;
        window = context.window;
      } else if (body.recipientId) {
        const retried = await repo.findByClientId(db, actor.id, body.clientId);
        if (retried) return answerRetry(actor, retried, body.recipientId, undefined);
        receiver = await requireRecipient(actor, body.recipientId);
        window = await repo.sendWindow(db, actor.id, rule);
      } else {
        throw new AppError('validation_failed');
      }
      // The limit counts the messages the actor stored, from the messages themselves (no counter to write).
      if (window.sent >= rule.max)
        throw new AppError('message_rate_limited', { retryAfter: window.retryAfter });
      if (!conversation) {
        conversation = await repo.findConversationBetween(db, actor.id, receiver.id);
        // A first message to someone: counted, so cold messages to strangers stay a person's few.
        if (!conversation) {
          const rule = limits.conversationStart;
          await deps.rateLimits.consume('conversation-start', actor.id, rule, 'conversation_rate_limited');
        }
        conversation ??= (await repo.findOrCreateConversation(db, actor.id, receiver.id)).row;
      }

      const inserted = await repo.insertMessage(db, {
        conversationId: conversation.id,
        senderId: actor.id,
        receiverId: receiver.id,
        content: body.content,
        clientId: body.clientId,
      });
      if (!inserted) {
        // The same clientId committed by a concurrent retry between the check and the insert.
        const stored = await repo.findByClientId(db, actor.id, body.clientId);
        if (!stored) throw new Error('message insert returned nothing and no stored row');
        return answerRetry(actor, stored, receiver.id, conversation.id);
      }
      const view = await afterSend(actor, receiver, conversation, inserted);
      return { message: toMessage(inserted.message, actor.id), conversation: view, created: true };
    },

    /** Staff removing a reported message from the moderation queue; false when it was already gone. */
    async removeReported(id: string): Promise<boolean> {
      const message = await repo.findMessage(db, id);
      if (!message || message.isDeleted) return false;
      if (!(await repo.softDelete(db, id, message.senderId))) return false;
      await repo.refreshLastMessage(db, message.conversationId);
      await withdrawNotice(id);
      return true;
    },

    /**
     * The sender deletes one of their messages: hidden for both from then on. Throws not_found (not a
     * participant, or already deleted) and forbidden (the receiver).
     */
    async deleteMessage(actor: Actor, id: string): Promise<DeleteMessageResponse> {
      const message = await repo.findMessage(db, id);
      if (!message || message.isDeleted) throw new AppError('not_found');
      const conversation = await requireConversation(actor, message.conversationId);
      if (!canDelete(message, actor.id)) throw new AppError('forbidden');
      if (!(await repo.softDelete(db, id, actor.id))) throw new AppError('not_found');
      await repo.refreshLastMessage(db, conversation.id);
      await withdrawNotice(id);
      const receiverId = message.receiverId;
      await sideEffect('publish', async () => {
        for (const memberId of [actor.id, receiverId]) {
          await realtime.publish(memberId, {
            type: 'message.deleted',
            messageId: id,
            conversation: await viewOf(memberId, conversation.id),
          });
        }
        if (!message.readAt) {
          const count = await repo.unreadTotal(db, receiverId);
          await realtime.publish(receiverId, { type: 'messages.unread_count', count });
        }
      });
      return { id, conversationId: conversation.id };
    },

    /** 'Nouveau message' search: at most 10 members, never the actor (000 §5, §9). */
    async searchRecipients(actor: Actor, q: string): Promise<RecipientSearchResponse> {
      const rows = await conversationRepo.searchRecipients(db, actor.id, q, messagingLimits.searchResults);
      return {
        items: rows.map((row) => ({ ...toParticipant(row), conversationId: row.conversationId })),
      };
    },
  };
};
