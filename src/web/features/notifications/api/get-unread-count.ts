import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCountResponse } from '../../../../common/contracts/notifications';
import { apiClient } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export const getUnreadCount = (signal?: AbortSignal) =>
  apiClient.get<UnreadCountResponse>('/notifications/unread-count', { signal });

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 5 * 60_000,
  });

export const useUnreadCount = () => useQuery(getUnreadCountQueryOptions());
