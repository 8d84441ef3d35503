import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '../../../../common/contracts/notifications';
import { api } from '../../../lib/api';
import { notificationKeys } from './query-keys';

/** The panel shows at most 20 unread notifications (000 §9). */
export const panelSize = 20;

/** The newest unread notifications. */
export const getUnreadNotifications = (signal?: AbortSignal) =>
  api(notificationEndpoints.list, { query: { unread: 'true', limit: panelSize }, signal });

export const getUnreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread,
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    // New ones arrive through the realtime channel and are prepended to this entry.
    staleTime: 5 * 60_000,
  });

export const useUnreadNotifications = () => useQuery(getUnreadNotificationsQueryOptions());
