import { type InfiniteData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ConversationsPage, messageEndpoints } from '../../../../common/contracts/messages';
import { api } from '../../../lib/api';
import { messageKeys } from './query-keys';

/** One conversation as the member sees it (404 for anyone but its two participants). */
export const getConversation = (id: string, signal?: AbortSignal) =>
  api(messageEndpoints.getConversation, { params: { id }, signal });

export const getConversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
    staleTime: 60_000,
  });

/** The conversation, shown at once from the list when it is there (its own request confirms it). */
export const useConversation = (id: string | null) => {
  const queryClient = useQueryClient();
  return useQuery({
    ...getConversationQueryOptions(id ?? ''),
    enabled: id !== null,
    placeholderData: () => {
      const list = queryClient.getQueryData<InfiniteData<ConversationsPage>>(messageKeys.conversations);
      const conversation = list?.pages.flatMap((page) => page.items).find((item) => item.id === id);
      return conversation ? { conversation } : undefined;
    },
  });
};

/** The conversation with a member (null before the first message) and the member's public card. */
export const getConversationWith = (profileId: string, signal?: AbortSignal) =>
  api(messageEndpoints.getConversationWith, { params: { profileId }, signal });

export const useConversationWith = (profileId: string | null) =>
  useQuery({
    queryKey: messageKeys.conversationWith(profileId ?? ''),
    queryFn: ({ signal }) => getConversationWith(profileId ?? '', signal),
    enabled: profileId !== null,
    staleTime: 30_000,
  });
