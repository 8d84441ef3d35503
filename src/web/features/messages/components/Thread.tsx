import { ActionIcon, Button, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ConversationItem, MessageItem, Participant } from '../../../../common/contracts/messages';
import { displayName } from '../../../../common/format';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { isApiError, isMissing } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useConversation, useConversationWith } from '../api/get-conversation';
import { useMessages } from '../api/get-messages';
import { useMarkConversationRead } from '../api/mark-read';
import { useOutbox } from '../api/outbox';
import { messageKeys } from '../api/query-keys';
import { type SendTarget, targetKey, useSendMessage } from '../api/send-message';
import { messagesPath } from '../paths';
import { uniqueById } from '../utils/unique-by-id';
import { useIsPageVisible } from '../utils/use-is-page-visible';
import { Composer } from './Composer';
import { MessageScroller, PaneLoader, ThreadSkeleton } from './MessageScroller';
import classes from './Messages.module.css';

/** The thread's top bar: back to the list (small screens), the other member and a link to their profile. */
function ThreadHeader({ member }: { member: Participant }) {
  const { t } = useTranslation();
  const name = displayName(member);
  return (
    <div className={classes.threadHeader}>
      <ActionIcon
        component={Link}
        to={messagesPath()}
        variant="subtle"
        color="gray"
        size={36}
        radius="xl"
        className={classes.back}
        aria-label={t('messages.thread.back')}
      >
        <IconArrowLeft size={20} stroke={1.8} aria-hidden />
      </ActionIcon>
      <ProfileAvatar src={member.avatarUrl} name={name} size={40} />
      <div style={{ minWidth: 0 }}>
        <Title order={2} size="md" lh={1.3}>
          <Link
            to={`/profile/${member.id}`}
            className={classes.peerName}
            aria-label={t('messages.thread.viewProfile', { name })}
          >
            {name}
          </Link>
        </Title>
        {member.title && (
          <Text size="xs" c="dimmed" truncate>
            {member.title}
          </Text>
        )}
      </div>
    </div>
  );
}

/** The start of a conversation: nothing written yet. */
function ThreadStart({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <div className={classes.centerState}>
      <Text fw={600}>{t('messages.thread.start', { name })}</Text>
      <Text size="sm" c="dimmed" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <IconLock size={14} stroke={1.8} aria-hidden />
        {t('messages.thread.startHint')}
      </Text>
    </div>
  );
}

/** A pane-sized error: the spec's text and a retry (or the not-found text). */
export function PaneError({ messageKey, onRetry }: { messageKey: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={classes.centerState}>
      <Text c={onRetry ? 'red.8' : undefined} role="alert">
        {t(messageKey)}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : (
        <Button size="xs" variant="default" component={Link} to={messagesPath()}>
          {t('messages.thread.back')}
        </Button>
      )}
    </div>
  );
}

/**
 * Marks the conversation read while it is open and the page is visible, whenever something the member
 * received is unread (000 §4: on opening it, or on receiving a message while it is open).
 */
function useReadWhileOpen(conversation: ConversationItem | undefined, messages: MessageItem[], me: string) {
  const isVisible = useIsPageVisible();
  const markRead = useMarkConversationRead(me);
  const lastUnread = useMemo(
    () => messages.findLast((message) => message.senderId !== me && message.readAt === null)?.id,
    [messages, me],
  );
  const hasUnread = (conversation?.unreadCount ?? 0) > 0 || lastUnread !== undefined;
  // One attempt per newest unread message: a failure does not loop.
  const attempted = useRef<string | null>(null);
  const conversationId = conversation?.id;
  const { mutate, isPending } = markRead;

  useEffect(() => {
    if (!conversationId || !hasUnread || !isVisible || isPending) return;
    const key = `${conversationId}:${lastUnread ?? conversation?.lastMessage?.id ?? ''}`;
    if (attempted.current === key) return;
    attempted.current = key;
    mutate(conversationId);
  }, [conversationId, hasUnread, isVisible, isPending, lastUnread, conversation?.lastMessage?.id, mutate]);
}

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
    if (isApiError(error) && ['not_found', 'invalid_profile_id', 'validation_failed'].includes(error.code))
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
