import { Button, Group, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { Fragment, type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import type { MessageItem } from '../../../../common/contracts/messages';
import { dayKey, dayLabel } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n';
import type { PendingMessage } from '../api/outbox';
import { MessageBubble, PendingBubble } from './MessageBubble';
import classes from './Messages.module.css';

interface MessageScrollerProps {
  /** Stored messages, oldest first. */
  messages: MessageItem[];
  /** This tab's unconfirmed messages, oldest first. */
  pending: PendingMessage[];
  me: string;
  peerName: string;
  /** A label for the log ("Messages avec …"). */
  label: string;
  hasOlder: boolean;
  isLoadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
  /** Shown when there is nothing yet (the start of a conversation). */
  emptyState?: ReactNode;
}

/** Close enough to the bottom to follow new messages. */
const followThreshold = 120;
/** Close enough to the top to fetch older messages. */
const olderThreshold = 80;

type Entry =
  | { kind: 'stored'; message: MessageItem; day: string }
  | { kind: 'pending'; pending: PendingMessage; day: string };

/**
 * The scrolling thread: messages grouped by day, older pages loaded on scroll-up or with 'Messages plus
 * anciens' without the view jumping, and the view kept at the bottom as messages arrive while the
 * reader is there (or when they send one).
 */
export function MessageScroller({
  messages,
  pending,
  me,
  peerName,
  label,
  hasOlder,
  isLoadingOlder,
  onLoadOlder,
  onRetry,
  emptyState,
}: MessageScrollerProps) {
  const { t, language } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const isNearBottom = useRef(true);
  // Height and position before older messages were asked for, to keep the same message in view.
  const anchor = useRef<{ height: number; top: number } | null>(null);
  const previous = useRef<{ oldest?: string; newest?: string; count: number }>({ count: 0 });

  const newestMine = pending.at(-1)?.clientId;
  const entries: Entry[] = [
    ...messages.map((message) => ({ kind: 'stored' as const, message, day: dayKey(message.createdAt) })),
    ...pending.map((item) => ({ kind: 'pending' as const, pending: item, day: dayKey(item.createdAt) })),
  ];
  const oldest = messages[0]?.id;
  const newest = entries.length > 0 ? (messages.at(-1)?.id ?? '') + (newestMine ?? '') : undefined;

  const loadOlder = useCallback(() => {
    const element = scroller.current;
    if (!hasOlder || isLoadingOlder || !element) return;
    anchor.current = { height: element.scrollHeight, top: element.scrollTop };
    onLoadOlder();
  }, [hasOlder, isLoadingOlder, onLoadOlder]);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (before.count === 0 && entries.length > 0) {
      // First render of the thread: start at the latest message.
      element.scrollTop = element.scrollHeight;
    } else if (oldest !== before.oldest && anchor.current && newest === before.newest) {
      // Older messages were added above: keep the same messages under the reader's eyes.
      element.scrollTop = anchor.current.top + (element.scrollHeight - anchor.current.height);
      anchor.current = null;
    } else if (newest !== before.newest) {
      const lastEntry = entries.at(-1);
      const isMine =
        lastEntry?.kind === 'pending' || (lastEntry?.kind === 'stored' && lastEntry.message.senderId === me);
      if (isMine || isNearBottom.current) element.scrollTo({ top: element.scrollHeight });
    }
    if (!isLoadingOlder && oldest !== before.oldest) anchor.current = null;
    previous.current = { oldest, newest, count: entries.length };
  });

  const handleScroll = () => {
    const element = scroller.current;
    if (!element) return;
    isNearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < followThreshold;
    if (element.scrollTop < olderThreshold) loadOlder();
  };

  let previousSender: string | null = null;
  let previousDay: string | null = null;

  return (
    <div ref={scroller} className={classes.scroller} onScroll={handleScroll}>
      {hasOlder && (
        <Group justify="center" mb="xs">
          <Button variant="subtle" size="xs" radius="xl" loading={isLoadingOlder} onClick={loadOlder}>
            {t('messages.thread.older')}
          </Button>
        </Group>
      )}
      {entries.length === 0 && emptyState}
      {/* A log: screen readers announce what is added at the end, as it arrives. */}
      <div role="log" aria-label={label} aria-relevant="additions">
        {groupByDay(entries).map((group) => (
          <Fragment key={group.day}>
            <div className={classes.day}>
              <h3 className={classes.dayLabel}>{dayLabel(group.at, language)}</h3>
            </div>
            <ol className={classes.messages}>
              {group.entries.map((entry) => {
                const sender = entry.kind === 'stored' ? entry.message.senderId : me;
                const follows = sender === previousSender && group.day === previousDay;
                previousSender = sender;
                previousDay = group.day;
                const senderName = sender === me ? t('messages.thread.you') : peerName;
                return entry.kind === 'stored' ? (
                  <MessageBubble
                    key={entry.message.id}
                    message={entry.message}
                    isMine={sender === me}
                    senderName={senderName}
                    peerName={peerName}
                    follows={follows}
                  />
                ) : (
                  <PendingBubble
                    key={entry.pending.clientId}
                    pending={entry.pending}
                    senderName={senderName}
                    onRetry={onRetry}
                  />
                );
              })}
            </ol>
          </Fragment>
        ))}
      </div>
    </div>
  );
}

/** Consecutive entries of one local day, with the instant of the first (for its label). */
const groupByDay = (entries: Entry[]) => {
  const groups: { day: string; at: string; entries: Entry[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.day === entry.day) last.entries.push(entry);
    else
      groups.push({
        day: entry.day,
        at: entry.kind === 'stored' ? entry.message.createdAt : entry.pending.createdAt,
        entries: [entry],
      });
  }
  return groups;
};

/** Bubbles-shaped placeholders while a thread loads. */
export function ThreadSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" p="md" style={{ flex: 1 }} role="status" aria-live="polite">
      <VisuallyHidden>{t('messages.loading')}</VisuallyHidden>
      {[
        ['flex-start', '45%'],
        ['flex-end', '35%'],
        ['flex-start', '60%'],
        ['flex-end', '50%'],
        ['flex-end', '25%'],
      ].map(([align, width]) => (
        <Skeleton
          key={`${align}${width}`}
          height={34}
          width={width}
          radius="lg"
          style={{ alignSelf: align }}
          aria-hidden
        />
      ))}
    </Stack>
  );
}

/**
 * A conversation's pane while it loads (issue 40 §4): its top bar (picture, name) and bubbles in grey,
 * at their final places, in place of a spinner.
 */
export function PaneLoader() {
  return (
    <>
      <div className={classes.threadHeader} aria-hidden>
        <Skeleton circle height={40} />
        <Stack gap={6}>
          <Skeleton height={14} width={160} />
          <Skeleton height={10} width={90} />
        </Stack>
      </div>
      <ThreadSkeleton />
    </>
  );
}
