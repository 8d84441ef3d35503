import type { QueryClient } from '@tanstack/react-query';
import type { ConnectionStatusResponse, PendingCountResponse } from '../../../common/contracts/connections';
import type { NotificationsPage, UnreadCountResponse } from '../../../common/contracts/notifications';
import type { RealtimeServerMessage } from '../../../common/contracts/realtime';
import { invalidateConnectionLists } from '../connections/api/connection-mutations';
import { connectionKeys } from '../connections/api/query-keys';
import {
  applyRead,
  removeThreadMessage,
  setUnreadTotal,
  upsertConversation,
  upsertThreadMessage,
} from '../messages/api/messages-cache';
import { messageKeys } from '../messages/api/query-keys';
import { panelSize } from '../notifications/api/get-notifications';
import { notificationKeys } from '../notifications/api/query-keys';

/** Everything the channel keeps current, refetched when events may have been missed. */
const refetchAll = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
    queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['network'] }),
    // Messages sent while the socket was down are read again (thread, list, badge).
    queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  ]);

/** Turns one server message into query-cache updates (the bell, the panel, the connect buttons, messages). */
export const applyRealtimeMessage = (queryClient: QueryClient, message: RealtimeServerMessage): void => {
  switch (message.type) {
    case 'realtime.ready':
    case 'realtime.resync':
      // A (re)connection: whatever happened while the socket was down is read again.
      void refetchAll(queryClient);
      return;
    case 'notification.created': {
      const { notification } = message;
      let isNew = true;
      queryClient.setQueryData<NotificationsPage>(notificationKeys.unread, (page) => {
        if (!page) return page;
        if (page.items.some((item) => item.id === notification.id)) {
          isNew = false;
          return page;
        }
        return { ...page, items: [notification, ...page.items].slice(0, panelSize) };
      });
      if (isNew)
        queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount, (count) =>
          count ? { count: count.count + 1 } : count,
        );
      return;
    }
    case 'notifications.changed':
      queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount, {
        count: message.unreadCount,
      });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
      return;
    case 'connections.pending_count':
      queryClient.setQueryData<PendingCountResponse>(connectionKeys.pendingCount, { count: message.count });
      return;
    case 'connection.updated':
      queryClient.setQueryData<ConnectionStatusResponse>(connectionKeys.status(message.profileId), {
        state: message.state,
        connectionId: message.connectionId,
      });
      void invalidateConnectionLists(queryClient);
      return;
    case 'message.created':
      // In every tab of both members: the open thread grows, the list and the badge follow. The open
      // thread then marks it read when the page is visible (features/messages).
      upsertThreadMessage(queryClient, message.message);
      upsertConversation(queryClient, message.conversation);
      setUnreadTotal(queryClient, message.unreadTotal);
      return;
    case 'message.read':
      applyRead(queryClient, message);
      return;
    case 'message.deleted':
      removeThreadMessage(queryClient, message.messageId, message.conversation);
      return;
    case 'messages.unread_count':
      setUnreadTotal(queryClient, message.count);
      return;
    case 'pong':
      return;
  }
};
