import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { messageEndpoints } from '../../../../common/contracts/messages';
import { api } from '../../../lib/api';
import { messageKeys } from './query-keys';

/** One page of the member's conversations, most recent activity first. */
export const getConversations = (cursor: string | undefined, signal?: AbortSignal) =>
  api(messageEndpoints.listConversations, { query: { cursor }, signal });

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
