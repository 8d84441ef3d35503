import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeleteMessageResponse, messagesApi } from '../../../../common/contracts/messages';
import { apiClient } from '../../../lib/api-client';
import { apiPath, messageKeys } from './query-keys';

export const deleteMessage = (id: string) =>
  apiClient.delete<DeleteMessageResponse>(apiPath(messagesApi.message(id)));

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
