import { Anchor, Button, Group, ScrollArea, Text, UnstyledButton } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { NotificationItem } from '../../../../common/contracts/notifications';
import { InlineError } from '../../../components/InlineError';
import pickRow from '../../../components/pick-row.module.css';
import { timeAgo } from '../../../lib/dates';
import { currentLanguage, useTranslation } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useUnreadNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-read';
import { notificationTarget } from '../utils/notification-display';
import classes from './NotificationsPanel.module.css';

interface NotificationsPanelProps {
  /** Connection requests waiting: a link to answer them heads the panel. */
  pending: number;
  onClose: () => void;
}

/**
 * The bell's panel (000 §2.3, §9): up to 20 unread notifications, newest first, 320 px wide and at
 * most 480 px high; a click marks one read and opens what it is about (000 §4 "Notifications").
 */
export function NotificationsPanel({ pending, onClose }: NotificationsPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useUnreadNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const language = currentLanguage();
  const items = query.data?.items ?? [];

  const handleOpen = (notification: NotificationItem) => {
    markRead.mutate(notification.id);
    const target = notificationTarget(notification);
    if (target) {
      onClose();
      navigate(target);
    }
  };

  const handleMarkAll = () =>
    markAll.mutate(undefined, {
      onError: () => notify({ color: 'red', message: t('notifications.panelError') }),
    });

  return (
    <div className={classes.panel}>
      <Group justify="space-between" gap="xs" px="md" py="sm" className={classes.head}>
        <Text fw={700} size="sm" component="h2" className={classes.title}>
          {t('notifications.title')}
        </Text>
        {items.length > 0 && (
          <Button variant="subtle" size="compact-xs" onClick={handleMarkAll} loading={markAll.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Group>
      {pending > 0 && (
        <Anchor
          component={Link}
          to="/network?tab=connections"
          onClick={onClose}
          size="sm"
          className={classes.pending}
        >
          <IconUserPlus size={16} stroke={1.8} aria-hidden />
          {t('notifications.pendingRequests', { count: pending })}
        </Anchor>
      )}
      <ScrollArea.Autosize mah={400} type="auto">
        {query.isPending ? (
          <Text size="sm" c="dimmed" p="md">
            {t('notifications.loading')}
          </Text>
        ) : query.isError ? (
          <InlineError messageKey="notifications.panelError" onRetry={() => void query.refetch()} p="md" />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" p="md" ta="center">
            {t('notifications.empty')}
          </Text>
        ) : (
          <ul className={classes.list}>
            {items.map((notification) => (
              <li key={notification.id}>
                <UnstyledButton
                  className={`${classes.item} ${pickRow.pickRow}`}
                  onClick={() => handleOpen(notification)}
                >
                  <span className={classes.unreadDot} aria-hidden />
                  <span className={classes.text}>
                    <Text size="sm" fw={600} lh={1.35} component="span" className={classes.line}>
                      {notification.title}
                    </Text>
                    {notification.body && (
                      <Text size="sm" lh={1.35} c="dimmed" component="span" className={classes.line}>
                        {notification.body}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" component="span" className={classes.line}>
                      <time dateTime={notification.createdAt}>
                        {timeAgo(notification.createdAt, language)}
                      </time>
                    </Text>
                  </span>
                </UnstyledButton>
              </li>
            ))}
          </ul>
        )}
      </ScrollArea.Autosize>
    </div>
  );
}
