import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints } from '../../../../common/contracts/messages';
import { api } from '../../../lib/api';
import { applyRead, clearConversationUnread, setUnreadTotal } from './messages-cache';

export const markConversationRead = (conversationId: string) =>
  api(messageEndpoints.markRead, { params: { id: conversationId } });

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
