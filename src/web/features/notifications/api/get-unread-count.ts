import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints } from '../../../../common/contracts/notifications';
import { api } from '../../../lib/api';
import { notificationKeys } from './query-keys';

export const getUnreadCount = (signal?: AbortSignal) => api(notificationEndpoints.unreadCount, { signal });

export const getUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    staleTime: 5 * 60_000,
  });

export const useUnreadCount = () => useQuery(getUnreadCountQueryOptions());
