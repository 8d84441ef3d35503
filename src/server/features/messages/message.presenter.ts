import type { ConversationItem, MessageItem, Participant } from '../../../common/contracts/messages';
import { messagingLimits } from '../../../common/contracts/messages';
import { previewOf } from '../../../common/format';
import type { Actor } from '../../platform/actor';
import { displayName } from '../../platform/person';
import type * as repo from './message.repository';

/** How a member, a message and a conversation read in the API and on the socket (000 §4). */

export const toParticipant = (row: repo.ParticipantRow): Participant => ({
  id: row.id,
  username: row.username,
  fullName: displayName(row),
  avatarUrl: row.avatarUrl,
  title: row.title,
});

/** A message as `viewerId` sees it: the client id is the sender's own business. */
export const toMessage = (row: repo.MessageRow, viewerId: string): MessageItem => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  content: row.content,
  createdAt: row.sentAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
  clientId: row.senderId === viewerId ? row.clientId : null,
});

export const toConversation = (view: repo.ConversationView, viewerId: string): ConversationItem => ({
  id: view.conversation.id,
  otherParticipant: toParticipant(view.other),
  lastMessage: view.last
    ? {
        id: view.last.id,
        preview: previewOf(view.last.content, messagingLimits.listPreviewMax),
        createdAt: view.last.sentAt.toISOString(),
        isMine: view.last.senderId === viewerId,
        readAt: view.last.readAt?.toISOString() ?? null,
      }
    : null,
  unreadCount: view.unread,
  createdAt: view.conversation.createdAt.toISOString(),
  lastActivityAt: view.conversation.lastMessageAt.toISOString(),
});

/** The actor as the other side of their conversations sees them. */
export const participantOf = (actor: Actor): repo.ParticipantRow => ({
  id: actor.id,
  username: actor.profile.username,
  fullName: actor.profile.fullName,
  avatarUrl: actor.profile.avatarUrl,
  title: actor.profile.title,
});

/**
 * The `message.created` event of one participant after a send: the message and the conversation as
 * they see them (`other` is the participant on the other side), and their badge total.
 */
export const toCreatedEvent = (
  message: repo.MessageRow,
  conversation: repo.ConversationRow,
  other: repo.ParticipantRow,
  counts: { inConversation: number; total: number },
  viewerId: string,
) => {
  const last = {
    id: message.id,
    content: message.content,
    sentAt: message.sentAt,
    senderId: message.senderId,
    readAt: message.readAt,
  };
  return {
    type: 'message.created' as const,
    message: toMessage(message, viewerId),
    conversation: toConversation({ conversation, other, last, unread: counts.inConversation }, viewerId),
    unreadTotal: counts.total,
  };
};
