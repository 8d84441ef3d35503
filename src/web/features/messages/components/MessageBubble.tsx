import { ActionIcon, Button, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle, IconCheck, IconChecks, IconDots, IconTrash } from '@tabler/icons-react';
import { type ComponentPropsWithRef, useState } from 'react';
import type { MessageItem } from '../../../../common/contracts/messages';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LazyMenu, MenuItem } from '../../../components/overlays/LazyMenu';
import { fullDateLabel, timeLabel } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { ReportDialog, ReportMenuItem } from '../../privacy';
import { useDeleteMessage } from '../api/delete-message';
import type { PendingMessage } from '../api/outbox';
import classes from './Messages.module.css';
import { MessageText } from './MessageText';

/** ✓ sent, ✓✓ read (000 §4 "Read messages show a tick for the sender"), named for screen readers. */
function ReadTick({ isRead }: { isRead: boolean }) {
  const { t } = useTranslation();
  const label = t(isRead ? 'messages.thread.read' : 'messages.thread.sent');
  return (
    <span
      className={classes.tick}
      data-read={isRead || undefined}
      role="img"
      aria-label={label}
      title={label}
    >
      {isRead ? (
        <IconChecks size={15} stroke={2.2} aria-hidden />
      ) : (
        <IconCheck size={15} stroke={2.2} aria-hidden />
      )}
    </span>
  );
}

/** The sender's menu on their own message: delete it for both, after a confirmation. */
function OwnMessageActions({ messageId, peerName }: { messageId: string; peerName: string }) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const deletion = useDeleteMessage();

  const handleDelete = () =>
    deletion.mutate(messageId, {
      onSuccess: () => {
        setConfirming(false);
        notify({ color: 'teal', message: t('messages.thread.deleted') });
      },
      onError: () => notify({ color: 'red', message: t('messages.thread.deleteFailed') }),
    });

  return (
    <>
      <LazyMenu position="bottom-end" withinPortal target={<MessageMenuTarget />}>
        <MenuItem
          color="red"
          leftSection={<IconTrash size={14} stroke={1.8} aria-hidden />}
          onClick={() => setConfirming(true)}
        >
          {t('messages.thread.delete')}
        </MenuItem>
      </LazyMenu>
      <ConfirmDialog
        opened={isConfirming}
        title={t('messages.thread.deleteTitle')}
        message={t('messages.thread.deleteBody', { name: peerName })}
        confirmLabel={t('messages.thread.deleteConfirm')}
        isPending={deletion.isPending}
        onConfirm={handleDelete}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/**
 * The "…" button opening a message's menu, shown when the bubble is hovered or focused. It takes what
 * the menu gives its target (ref, handlers, aria attributes).
 */
function MessageMenuTarget(props: ComponentPropsWithRef<'button'>) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      {...props}
      variant="subtle"
      color="gray"
      size="sm"
      radius="xl"
      className={classes.messageActions}
      aria-label={t('messages.thread.actions')}
    >
      <IconDots size={16} stroke={1.8} aria-hidden />
    </ActionIcon>
  );
}

/** The receiver's menu on a message they got: report it to the moderation team (issue 22 §3). */
function ReceivedMessageActions({ messageId }: { messageId: string }) {
  const [isReporting, setReporting] = useState(false);
  return (
    <>
      <LazyMenu position="bottom-start" withinPortal target={<MessageMenuTarget />}>
        <ReportMenuItem onClick={() => setReporting(true)} />
      </LazyMenu>
      <ReportDialog
        opened={isReporting}
        onClose={() => setReporting(false)}
        targetType="message"
        targetId={messageId}
      />
    </>
  );
}

interface MessageBubbleProps {
  message: MessageItem;
  isMine: boolean;
  /** The sender's name, read before the text by screen readers. */
  senderName: string;
  peerName: string;
  /** Same sender as the message just above: the bubbles sit closer. */
  follows: boolean;
}

/** One stored message: mine on the right in the brand colour with the tick, the other's on the left. */
export function MessageBubble({ message, isMine, senderName, peerName, follows }: MessageBubbleProps) {
  const { language } = useTranslation();
  return (
    <li className={classes.row} data-mine={isMine || undefined} data-follows={follows || undefined}>
      <div className={classes.bubble}>
        <VisuallyHidden>{senderName} :</VisuallyHidden>
        <MessageText content={message.content} />
        <div className={classes.meta}>
          <time dateTime={message.createdAt} title={fullDateLabel(message.createdAt, language)}>
            {timeLabel(message.createdAt, language)}
          </time>
          {isMine && <ReadTick isRead={message.readAt !== null} />}
        </div>
      </div>
      {isMine ? (
        <OwnMessageActions messageId={message.id} peerName={peerName} />
      ) : (
        <ReceivedMessageActions messageId={message.id} />
      )}
    </li>
  );
}

/** A message of this tab still on its way, or failed with a retry that reuses its clientId. */
export function PendingBubble({
  pending,
  senderName,
  onRetry,
}: {
  pending: PendingMessage;
  senderName: string;
  onRetry: (clientId: string) => void;
}) {
  const { t, language } = useTranslation();
  const isFailed = pending.status === 'failed';
  return (
    <li
      className={classes.row}
      data-mine
      data-pending={!isFailed || undefined}
      data-failed={isFailed || undefined}
      aria-busy={!isFailed}
    >
      <div className={classes.bubble}>
        <VisuallyHidden>{senderName} :</VisuallyHidden>
        <MessageText content={pending.content} />
        <div className={classes.meta}>
          <time dateTime={pending.createdAt}>{timeLabel(pending.createdAt, language)}</time>
          {isFailed ? (
            <>
              <IconAlertCircle size={14} stroke={2} aria-hidden />
              <span>{t('messages.thread.failed')}</span>
            </>
          ) : (
            <span>{t('messages.thread.sending')}</span>
          )}
        </div>
        {isFailed && (
          <div className={classes.failure} role="alert">
            <span>{t(pending.errorKey ?? 'messages.thread.sendFailed')}</span>
            <Button size="compact-xs" variant="white" color="red" onClick={() => onRetry(pending.clientId)}>
              {t('messages.thread.retry')}
            </Button>
          </div>
        )}
      </div>
    </li>
  );
}
