import type { ConversationRow, MessageRow } from './message.repository';

type Pair = Pick<ConversationRow, 'participant1Id' | 'participant2Id'>;

/**
 * Only the two participants see or touch a conversation (000 §6, issue 6): anyone else is answered
 * `not_found` on every route, as if it did not exist.
 */
export const isParticipant = (conversation: Pair, memberId: string) =>
  conversation.participant1Id === memberId || conversation.participant2Id === memberId;

/** The participant on the other side from `memberId`. */
export const otherParticipant = (conversation: Pair, memberId: string) =>
  conversation.participant1Id === memberId ? conversation.participant2Id : conversation.participant1Id;

/** A message is deleted by its sender only (the receiver gets `forbidden`). */
export const canDelete = (message: Pick<MessageRow, 'senderId'>, memberId: string) =>
  message.senderId === memberId;
