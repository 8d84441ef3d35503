import { useEffect, useMemo, useRef } from 'react';
import type { ConversationItem, MessageItem } from '../../../../common/contracts/messages';
import { useMarkConversationRead } from '../api/mark-read';
import { useIsPageVisible } from './use-is-page-visible';

/**
 * Marks the conversation read while it is open and the page is visible, whenever something the member
 * received is unread (000 §4: on opening it, or on receiving a message while it is open).
 */
export function useReadWhileOpen(
  conversation: ConversationItem | undefined,
  messages: MessageItem[],
  me: string,
) {
  const isVisible = useIsPageVisible();
  const markRead = useMarkConversationRead(me);
  const lastUnread = useMemo(
    () => messages.findLast((message) => message.senderId !== me && message.readAt === null)?.id,
    [messages, me],
  );
  const hasUnread = (conversation?.unreadCount ?? 0) > 0 || lastUnread !== undefined;
  // One attempt per newest unread message: a failure does not loop.
  const attempted = useRef<string | null>(null);
  const conversationId = conversation?.id;
  const { mutate, isPending } = markRead;

  useEffect(() => {
    if (!conversationId || !hasUnread || !isVisible || isPending) return;
    const key = `${conversationId}:${lastUnread ?? conversation?.lastMessage?.id ?? ''}`;
    if (attempted.current === key) return;
    attempted.current = key;
    mutate(conversationId);
  }, [conversationId, hasUnread, isVisible, isPending, lastUnread, conversation?.lastMessage?.id, mutate]);
}
