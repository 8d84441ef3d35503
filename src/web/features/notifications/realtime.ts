import type { NotificationsPage, UnreadCountResponse } from '../../../common/contracts/notifications';
import type { RealtimeHandlers } from '../../lib/area-module';
import { panelSize } from './api/get-notifications';
import { notificationKeys } from './api/query-keys';

/** The bell: a new notification tops the panel and the badge; changes elsewhere reset both. */
export const handlers = {
  'notification.created': (queryClient, { notification }) => {
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
  },
  'notifications.changed': (queryClient, { unreadCount }) => {
    queryClient.setQueryData<UnreadCountResponse>(notificationKeys.unreadCount, { count: unreadCount });
    void queryClient.invalidateQueries({ queryKey: notificationKeys.unread });
  },
} satisfies RealtimeHandlers;

export const resyncKeys = [notificationKeys.all];
