import { Button, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { badgeLabel } from '../../../../common/badge';
import type { ConversationItem } from '../../../../common/contracts/messages';
import { displayName } from '../../../../common/format';
import { Deferred } from '../../../components/Deferred';
import { InlineError } from '../../../components/InlineError';
import { Note } from '../../../components/Note';
import { ProfileAvatar } from '../../../components/ProfileAvatar';
import { fullDateLabel, relativeLabel } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { useConversations } from '../api/get-conversations';
import { messagesPath } from '../paths';
import { uniqueById } from '../utils/unique-by-id';
import classes from './Messages.module.css';

/** A few grey rows while the list loads. */
function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap={0} p="xs" role="status" aria-live="polite">
      <VisuallyHidden>{t('messages.loading')}</VisuallyHidden>
      {[0, 1, 2, 3, 4].map((row) => (
        <Group key={row} gap="sm" px="xs" py={10} wrap="nowrap" aria-hidden>
          <Skeleton circle height={44} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="55%" radius="xl" />
            <Skeleton height={10} width="85%" radius="xl" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** One element for every render: React leaves the skeleton on screen as it is while the list is built. */
const listSkeleton = <ListSkeleton />;

function ConversationRow({
  conversation,
  isSelected,
}: {
  conversation: ConversationItem;
  isSelected: boolean;
}) {
  const { t, language } = useTranslation();
  const peer = conversation.otherParticipant;
  const name = displayName(peer);
  const last = conversation.lastMessage;
  const unread = conversation.unreadCount;
  const preview = last
    ? last.isMine
      ? t('messages.list.you', { preview: last.preview })
      : last.preview
    : t('messages.list.noMessage');
  const time = last?.createdAt ?? conversation.lastActivityAt;

  return (
    <li>
      <Link
        to={messagesPath(conversation.id)}
        className={classes.item}
        aria-current={isSelected ? 'page' : undefined}
        data-unread={unread > 0 || undefined}
      >
        <ProfileAvatar src={peer.avatarUrl} name={name} size={44} />
        <div className={classes.itemBody}>
          <div className={classes.itemTop}>
            <span className={classes.itemName}>{name}</span>
            <time className={classes.itemTime} dateTime={time} title={fullDateLabel(time, language)}>
              {relativeLabel(time, language)}
            </time>
          </div>
          <div className={classes.itemBottom}>
            <span className={classes.itemPreview}>{preview}</span>
            {unread > 0 && (
              <>
                <span className={classes.unreadBadge} aria-hidden data-testid="conversation-unread">
                  {badgeLabel(unread)}
                </span>
                <VisuallyHidden>{t('messages.list.unread', { count: unread })}</VisuallyHidden>
              </>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** The member's conversations (000 §2.8), most recent first, with preview, time and unread count. */
export function ConversationList({ selectedId }: { selectedId: string | null }) {
  const { t } = useTranslation();
  const conversations = useConversations();

  if (conversations.isError)
    return <InlineError messageKey="messages.error" onRetry={() => void conversations.refetch()} p="md" />;

  const items = uniqueById((conversations.data?.pages ?? []).flatMap((page) => page.items));

  if (!conversations.isPending && items.length === 0)
    return (
      <div className={classes.centerState}>
        <IconMessages size={40} stroke={1.4} color="var(--mantine-color-sankofa-7)" aria-hidden />
        <Text fw={600}>{t('messages.list.empty')}</Text>
        <Note>{t('messages.list.emptyHint')}</Note>
      </div>
    );

  // Built in slices on its first showing (components/Deferred.tsx), so a phone stays responsive; the
  // skeleton of the first load stays on screen meanwhile.
  return (
    <Deferred pending={conversations.isPending} fallback={listSkeleton}>
      <nav aria-label={t('messages.list.label')} className={classes.nav}>
        <ul className={classes.list}>
          {items.map((conversation) => (
            <ConversationRow
              key={conversation.id}
              conversation={conversation}
              isSelected={conversation.id === selectedId}
            />
          ))}
          {conversations.hasNextPage && (
            <li>
              <Group justify="center" py="sm">
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => void conversations.fetchNextPage()}
                  loading={conversations.isFetchingNextPage}
                >
                  {t('messages.list.loadMore')}
                </Button>
              </Group>
            </li>
          )}
        </ul>
      </nav>
    </Deferred>
  );
}
