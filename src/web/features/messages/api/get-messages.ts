import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type MessagesPage, messagesApi } from '../../../../common/contracts/messages';
import { apiClient } from '../../../lib/api-client';
import { apiPath, messageKeys } from './query-keys';

/** One page of a thread, newest first; `cursor` (the previous page's `nextCursor`) goes further back. */
export const getMessages = (conversationId: string, cursor: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (cursor) params.set('cursor', cursor);
  const query = params.size > 0 ? `?${params}` : '';
  return apiClient.get<MessagesPage>(`${apiPath(messagesApi.messages(conversationId))}${query}`, { signal });
};

/** A thread: `pages[0]` holds the newest messages, each later page older ones (keyset paging). */
export const getMessagesQueryOptions = (conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // New messages, reads and deletions arrive through the realtime channel.
    staleTime: 5 * 60_000,
  });

export const useMessages = (conversationId: string) =>
  useInfiniteQuery(getMessagesQueryOptions(conversationId));
