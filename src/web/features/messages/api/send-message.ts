import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  messageEndpoints,
  type SendMessageBody,
  type SendMessageResponse,
} from '../../../../common/contracts/messages';
import { api } from '../../../lib/api';
import { errorMessageKey, isApiError } from '../../../lib/api-client';
import { upsertConversation, upsertThreadMessage } from './messages-cache';
import { outbox } from './outbox';

/** Where a message goes: an existing conversation, or a member before the first message. */
export type SendTarget = { conversationId: string } | { recipientId: string };

/** The outbox key of a target. */
export const targetKey = (target: SendTarget): string =>
  'conversationId' in target ? target.conversationId : `to:${target.recipientId}`;

export const sendMessage = (body: SendMessageBody) => api(messageEndpoints.send, { body });

/** The text a failed send shows: the server's own reason when it gave one. */
const failureKey = (error: unknown): string =>
  isApiError(error) && (error.code.startsWith('message_') || error.code === 'rate_limited')
    ? errorMessageKey(error)
    : isApiError(error) && error.code === 'validation_failed' && error.details[0]
      ? error.details[0].key
      : 'messages.thread.sendFailed';

/**
 * Sending with an optimistic bubble (000 §4 "Messages and conversations"): the message shows at once
 * as "sending", is replaced by the server's message when it answers (or when the realtime channel
 * brings it first), and on failure stays with a retry that sends the same `clientId` again, so a
 * retry after a lost answer never stores it twice.
 */
export const useSendMessage = () => {
  const queryClient = useQueryClient();

  const deliver = useCallback(
    async (target: SendTarget, content: string, clientId: string): Promise<SendMessageResponse | null> => {
      const key = targetKey(target);
      const existing = outbox.find(key, clientId);
      outbox.put(key, {
        clientId,
        content,
        createdAt: existing?.createdAt ?? new Date().toISOString(),
        status: 'sending',
      });
      try {
        const response = await sendMessage({ ...target, content, clientId });
        upsertThreadMessage(queryClient, response.message);
        upsertConversation(queryClient, response.conversation);
        outbox.remove(key, clientId);
        return response;
      } catch (error) {
        outbox.put(key, {
          clientId,
          content,
          createdAt: existing?.createdAt ?? new Date().toISOString(),
          status: 'failed',
          errorKey: failureKey(error),
        });
        return null;
      }
    },
    [queryClient],
  );

  /** Sends a new message; resolves with the server's answer, or null when it failed (kept to retry). */
  const send = useCallback(
    (target: SendTarget, content: string) => deliver(target, content, crypto.randomUUID()),
    [deliver],
  );

  /** Sends a failed message again with the same clientId. */
  const retry = useCallback(
    (target: SendTarget, clientId: string) => {
      const pending = outbox.find(targetKey(target), clientId);
      return pending ? deliver(target, pending.content, clientId) : Promise.resolve(null);
    },
    [deliver],
  );

  return { send, retry };
};
