import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { messageEndpoints } from '../../../../common/contracts/messages';
import { api } from '../../../lib/api';
import { messageKeys } from './query-keys';

/** One page of a thread, newest first; `cursor` (the previous page's `nextCursor`) goes further back. */
export const getMessages = (conversationId: string, cursor: string | undefined, signal?: AbortSignal) =>
  api(messageEndpoints.listMessages, { params: { id: conversationId }, query: { cursor }, signal });

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
