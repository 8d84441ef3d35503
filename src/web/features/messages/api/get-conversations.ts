import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type ConversationsPage, messagesApi } from '../../../../common/contracts/messages';
import { apiClient } from '../../../lib/api-client';
import { apiPath, messageKeys } from './query-keys';

/** One page of the member's conversations, most recent activity first. */
export const getConversations = (cursor: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiClient.get<ConversationsPage>(`${apiPath(messagesApi.conversations)}${query}`, { signal });
};

export const getConversationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // New messages and reads arrive through the realtime channel.
    staleTime: 60_000,
  });

export const useConversations = () => useInfiniteQuery(getConversationsQueryOptions());
