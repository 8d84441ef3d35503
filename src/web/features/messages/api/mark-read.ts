import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type MarkReadResponse, messagesApi } from '../../../../common/contracts/messages';
import { apiClient } from '../../../lib/api-client';
import { applyRead, clearConversationUnread, setUnreadTotal } from './messages-cache';
import { apiPath } from './query-keys';

export const markConversationRead = (conversationId: string) =>
  apiClient.post<MarkReadResponse>(apiPath(messagesApi.read(conversationId)));

/**
 * Marks what the member received in a conversation as read (000 §4: on opening it, or on receiving a
 * message while it is open). The sender's tick turns through the realtime channel.
 */
export const useMarkConversationRead = (me: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (response, conversationId) => {
      setUnreadTotal(queryClient, response.unreadTotal);
      if (response.readAt)
        applyRead(queryClient, {
          conversationId,
          readerId: me,
          readAt: response.readAt,
          upTo: response.readAt,
        });
      clearConversationUnread(queryClient, conversationId);
    },
  });
};
