import { queryOptions, useQuery } from '@tanstack/react-query';
import { messageEndpoints } from '../../../../common/contracts/messages';
import { api } from '../../../lib/api';
import { messageKeys } from './query-keys';

/** Unread messages received over all conversations (the header badge). */
export const getMessagesUnreadCount = (signal?: AbortSignal) => api(messageEndpoints.unreadCount, { signal });

export const getMessagesUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unreadCount,
    queryFn: ({ signal }) => getMessagesUnreadCount(signal),
    // The realtime channel keeps it current (message.created, messages.unread_count).
    staleTime: 5 * 60_000,
  });

export const useMessagesUnreadCount = () => useQuery(getMessagesUnreadCountQueryOptions());
