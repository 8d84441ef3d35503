import type { RealtimeHandlers } from '../../lib/area-module';
import {
  applyRead,
  removeThreadMessage,
  setUnreadTotal,
  upsertConversation,
  upsertThreadMessage,
} from './api/messages-cache';
import { messageKeys } from './api/query-keys';

/** Messaging: threads, the conversation list and the header badge follow every tab of both members. */
export const handlers = {
  'message.created': (queryClient, event) => {
    // The open thread grows, the list and the badge follow; the open thread then marks it read when
    // the page is visible (pages/MessagesPage).
    upsertThreadMessage(queryClient, event.message);
    upsertConversation(queryClient, event.conversation);
    setUnreadTotal(queryClient, event.unreadTotal);
  },
  'message.read': (queryClient, event) => applyRead(queryClient, event),
  'message.deleted': (queryClient, { messageId, conversation }) =>
    removeThreadMessage(queryClient, messageId, conversation),
  'messages.unread_count': (queryClient, { count }) => setUnreadTotal(queryClient, count),
} satisfies RealtimeHandlers;

// Messages sent while the socket was down are read again (thread, list, badge).
export const resyncKeys = [messageKeys.all];
