import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type NotificationItem,
  type NotificationsPage,
  notificationEndpoints,
} from '../../../../common/contracts/notifications';
import { api } from '../../../lib/api';
import { notificationKeys } from './query-keys';

/** Drops notifications from the panel at once (the server confirms; the count follows). */
const removeFromPanel = (queryClient: QueryClient, keep: (item: NotificationItem) => boolean) => {
  queryClient.setQueryData<NotificationsPage>(notificationKeys.unread, (page) =>
    page ? { ...page, items: page.items.filter(keep) } : page,
  );
};

const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount }),
    queryClient.invalidateQueries({ queryKey: notificationKeys.unread }),
  ]);

/** Marks one notification read (a click in the panel, 000 §4 "Notifications"). */
export const useMarkNotificationRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(notificationEndpoints.markRead, { params: { id } }),
    onMutate: (id) => removeFromPanel(queryClient, (item) => item.id !== id),
    onSettled: () => refresh(queryClient),
  });
};

/** "Tout marquer comme lu". */
export const useMarkAllNotificationsRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(notificationEndpoints.markAllRead),
    onSuccess: () => {
      removeFromPanel(queryClient, () => false);
      queryClient.setQueryData(notificationKeys.unreadCount, { count: 0 });
    },
    onSettled: () => refresh(queryClient),
  });
};
