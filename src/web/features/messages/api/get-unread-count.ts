import { queryOptions, useQuery } from '@tanstack/react-query';
import { type MessagesUnreadCountResponse, messagesApi } from '../../../../common/contracts/messages';
import { apiClient } from '../../../lib/api-client';
import { apiPath, messageKeys } from './query-keys';

/** Unread messages received over all conversations (the header badge). */
export const getMessagesUnreadCount = (signal?: AbortSignal) =>
  apiClient.get<MessagesUnreadCountResponse>(apiPath(messagesApi.unreadCount), { signal });

export const getMessagesUnreadCountQueryOptions = () =>
  queryOptions({
    queryKey: messageKeys.unreadCount,
    queryFn: ({ signal }) => getMessagesUnreadCount(signal),
    // The realtime channel keeps it current (message.created, messages.unread_count).
    staleTime: 5 * 60_000,
  });

export const useMessagesUnreadCount = () => useQuery(getMessagesUnreadCountQueryOptions());
