import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { displayName } from '../../../../common/format';
import { isApiError, isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useConversation, useConversationWith } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useOutbox } from '../api/outbox';
import { messageKeys } from '../api/query-keys';
import { type SendTarget, targetKey, useSendMessage } from '../api/send-message';
import { messagesPath } from '../paths';
import { uniqueById } from '../utils/unique-by-id';
import { useReadWhileOpen } from '../utils/use-read-while-open';
import { Composer } from './Composer';
import { MessageScroller, PaneLoader, ThreadSkeleton } from './MessageScroller';
import { PaneError, ThreadHeader, ThreadStart } from './ThreadParts';

/** An existing conversation: its history, live updates, read receipts and the composer. */
export function ConversationThread({ conversationId, me }: { conversationId: string; me: string }) {
  const { t } = useTranslation();
  const conversation = useConversation(conversationId);
  const thread = useMessages(conversationId);
  const target: SendTarget = { conversationId };
  const pending = useOutbox(targetKey(target));
  const { send, retry } = useSendMessage();

  const messages = useMemo(() => {
    return uniqueById((thread.data?.pages ?? []).flatMap((page) => page.items)).reverse();
  }, [thread.data]);
  // A message the channel (or the answer) already brought is no longer pending.
  const stillPending = useMemo(() => {
    const stored = new Set(messages.map((message) => message.clientId).filter(Boolean));
    return pending.filter((item) => !stored.has(item.clientId));
  }, [messages, pending]);

  useReadWhileOpen(conversation.data?.conversation, messages, me);

  if (conversation.isError || thread.isError) {
    const error = conversation.error ?? thread.error;
    if (isMissing(error)) return <PaneError messageKey="messages.thread.notFound" />;
    return (
      <PaneError
        messageKey="messages.error"
        onRetry={() => {
          void conversation.refetch();
          void thread.refetch();
        }}
      />
    );
  }
  if (conversation.isPending) return <PaneLoader />;

  const member = conversation.data.conversation.otherParticipant;
  const name = displayName(member);
  return (
    <>
      <ThreadHeader member={member} />
      {thread.isPending ? (
        <ThreadSkeleton />
      ) : (
        <MessageScroller
          messages={messages}
          pending={stillPending}
          me={me}
          peerName={name}
          label={t('messages.thread.label', { name })}
          hasOlder={thread.hasNextPage}
          isLoadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
          onRetry={(clientId) => void retry(target, clientId)}
          emptyState={<ThreadStart name={name} />}
        />
      )}
      <Composer onSend={(content) => void send(target, content)} />
    </>
  );
}

/**
 * A member chosen in 'Nouveau message' (or from a profile) before any message: the empty thread and
 * the composer; the first message creates the conversation and the page moves to it. When the two
 * already have a conversation, the page goes straight to it.
 */
export function DraftThread({ profileId, me }: { profileId: string; me: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const withMember = useConversationWith(profileId);
  const target: SendTarget = { recipientId: profileId };
  const pending = useOutbox(targetKey(target));
  const { send, retry } = useSendMessage();
  const [isSending, setSending] = useState(false);
  const existing = withMember.data?.conversation;

  useEffect(() => {
    if (existing) void navigate(messagesPath(existing.id), { replace: true });
  }, [existing, navigate]);

  const handleSent = (response: Awaited<ReturnType<typeof send>>) => {
    setSending(false);
    if (!response) return;
    // The new thread starts from what the answer holds: no loading state after the move.
    queryClient.setQueryData(messageKeys.thread(response.conversation.id), {
      pages: [{ items: [response.message], nextCursor: null }],
      pageParams: [undefined],
    });
    queryClient.setQueryData(messageKeys.conversationWith(profileId), {
      conversation: response.conversation,
      member: response.conversation.otherParticipant,
    });
  };

  if (profileId === me) return <PaneError messageKey="errors.message_self" />;
  if (withMember.isError) {
    const error = withMember.error;
    if (isMissing(error) || (isApiError(error) && error.code === 'invalid_profile_id'))
      return <PaneError messageKey="messages.thread.memberNotFound" />;
    return <PaneError messageKey="messages.error" onRetry={() => void withMember.refetch()} />;
  }
  if (withMember.isPending || existing) return <PaneLoader />;

  const member = withMember.data.member;
  const name = displayName(member);
  return (
    <>
      <ThreadHeader member={member} />
      <MessageScroller
        messages={[]}
        pending={pending}
        me={me}
        peerName={name}
        label={t('messages.thread.label', { name })}
        hasOlder={false}
        isLoadingOlder={false}
        onLoadOlder={() => undefined}
        onRetry={(clientId) => {
          setSending(true);
          void retry(target, clientId).then(handleSent);
        }}
        emptyState={<ThreadStart name={name} />}
      />
      <Composer
        isBusy={isSending}
        onSend={(content) => {
          setSending(true);
          void send(target, content).then(handleSent);
        }}
      />
    </>
  );
}
