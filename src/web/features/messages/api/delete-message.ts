import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageEndpoints } from '../../../../common/contracts/messages';
import { api } from '../../../lib/api';
import { messageKeys } from './query-keys';

export const deleteMessage = (id: string) => api(messageEndpoints.deleteMessage, { params: { id } });

/** The sender deletes one of their messages: hidden for both (000 §4 "Deleted messages are hidden"). */
export const useDeleteMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    // The realtime channel brings `message.deleted` with the conversation's new preview; this refetch
    // covers a tab whose socket is down.
    onSuccess: (response) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: messageKeys.thread(response.conversationId) }),
        queryClient.invalidateQueries({ queryKey: messageKeys.conversations }),
      ]),
  });
};
