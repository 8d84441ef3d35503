import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type {
  ConversationItem,
  ConversationResponse,
  ConversationsPage,
  ConversationWithResponse,
  MessageItem,
  MessagesPage,
  MessagesUnreadCountResponse,
} from '../../../../common/contracts/messages';
import { messageKeys } from './query-keys';

/*
 * Cache writers shared by the mutations and the realtime channel, so a message sent here, in another
 * tab or by the other member lands in the same place exactly once (deduplicated by id).
 */

type Thread = InfiniteData<MessagesPage, string | undefined>;
type ConversationList = InfiniteData<ConversationsPage, string | undefined>;

const byActivityDesc = (a: ConversationItem, b: ConversationItem) =>
  b.lastActivityAt.localeCompare(a.lastActivityAt);

/** Adds a message to its thread (newest page), unless it is already there. */
export const upsertThreadMessage = (queryClient: QueryClient, message: MessageItem): void => {
  queryClient.setQueryData<Thread>(messageKeys.thread(message.conversationId), (thread) => {
    if (!thread) return thread;
    const isKnown = thread.pages.some((page) => page.items.some((item) => item.id === message.id));
    if (isKnown) return thread;
    const [newest, ...older] = thread.pages;
    if (!newest) return thread;
    // Newest first within a page: a message sent later goes before the ones it follows.
    const items = [...newest.items, message].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    return { ...thread, pages: [{ ...newest, items }, ...older] };
  });
};

/** Puts a conversation (new or changed) at its place in the list and in its own entry. */
export const upsertConversation = (queryClient: QueryClient, conversation: ConversationItem): void => {
  queryClient.setQueryData<ConversationResponse>(messageKeys.conversation(conversation.id), { conversation });
  queryClient.setQueryData<ConversationWithResponse>(
    messageKeys.conversationWith(conversation.otherParticipant.id),
    (current) => (current ? { ...current, conversation } : current),
  );
  queryClient.setQueryData<ConversationList>(messageKeys.conversations, (list) => {
    if (!list) return list;
    const sizes = list.pages.map((page) => page.items.length);
    const all = list.pages.flatMap((page) => page.items).filter((item) => item.id !== conversation.id);
    all.push(conversation);
    all.sort(byActivityDesc);
    // Same page sizes as before (the first page grows by one for a new conversation).
    if (all.length > sizes.reduce((sum, size) => sum + size, 0)) sizes[0] = (sizes[0] ?? 0) + 1;
    let start = 0;
    const pages = list.pages.map((page, index) => {
      const size = sizes[index] ?? 0;
      const items = all.slice(start, start + size);
      start += size;
      return { ...page, items };
    });
    return { ...list, pages };
  });
};

/** Applies a change to one conversation wherever it is cached (list and own entry). */
const updateConversation = (
  queryClient: QueryClient,
  conversationId: string,
  update: (conversation: ConversationItem) => ConversationItem,
): void => {
  queryClient.setQueryData<ConversationResponse>(messageKeys.conversation(conversationId), (current) =>
    current ? { conversation: update(current.conversation) } : current,
  );
  queryClient.setQueryData<ConversationList>(messageKeys.conversations, (list) =>
    list
      ? {
          ...list,
          pages: list.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (item.id === conversationId ? update(item) : item)),
          })),
        }
      : list,
  );
};

/**
 * A read receipt (`message.read`, or the answer to one's own mark-read): the messages `readerId`
 * received up to `upTo` get `readAt`. The sender sees the double tick; the reader's unread count drops.
 */
export const applyRead = (
  queryClient: QueryClient,
  read: { conversationId: string; readerId: string; readAt: string; upTo: string },
): void => {
  queryClient.setQueryData<Thread>(messageKeys.thread(read.conversationId), (thread) =>
    thread
      ? {
          ...thread,
          pages: thread.pages.map((page) => ({
            ...page,
            items: page.items.map((item) =>
              item.senderId !== read.readerId && item.readAt === null && item.createdAt <= read.upTo
                ? { ...item, readAt: read.readAt }
                : item,
            ),
          })),
        }
      : thread,
  );
  updateConversation(queryClient, read.conversationId, (conversation) => {
    if (conversation.otherParticipant.id === read.readerId) {
      const last = conversation.lastMessage;
      return last?.isMine && last.readAt === null && last.createdAt <= read.upTo
        ? { ...conversation, lastMessage: { ...last, readAt: read.readAt } }
        : conversation;
    }
    return { ...conversation, unreadCount: 0 };
  });
};

/** The member has nothing unread left in a conversation. */
export const clearConversationUnread = (queryClient: QueryClient, conversationId: string): void =>
  updateConversation(queryClient, conversationId, (conversation) =>
    conversation.unreadCount === 0 ? conversation : { ...conversation, unreadCount: 0 },
  );

/** Hides a deleted message and refreshes its conversation's preview. */
export const removeThreadMessage = (
  queryClient: QueryClient,
  messageId: string,
  conversation: ConversationItem,
): void => {
  queryClient.setQueryData<Thread>(messageKeys.thread(conversation.id), (thread) =>
    thread
      ? {
          ...thread,
          pages: thread.pages.map((page) => ({
            ...page,
            items: page.items.filter((item) => item.id !== messageId),
          })),
        }
      : thread,
  );
  upsertConversation(queryClient, conversation);
};

/** The header badge's total. */
export const setUnreadTotal = (queryClient: QueryClient, count: number): void => {
  queryClient.setQueryData<MessagesUnreadCountResponse>(messageKeys.unreadCount, { count });
};
