import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { badgeLabel } from '../../../../common/badge';
import headerIcon from '../../../components/HeaderIconButton.module.css';
import { LazyPopover } from '../../../components/overlays/LazyPopover';
import { lazyPart } from '../../../components/overlays/lazy-part';
import { useTranslation } from '../../../lib/i18n';
import { intentHandlers } from '../../../lib/intent';
import { usePendingCount } from '../../connections';
import { useUnreadCount } from '../api/get-unread-count';
import classes from './NotificationBell.module.css';

// The panel's list, dates and actions load on the first open.
const loadPanel = () => import('./NotificationsPanel');
const NotificationsPanel = lazyPart(loadPanel, 'NotificationsPanel');

/**
 * The header's bell (000 §2.3): the badge counts the connection requests waiting for an answer (99+
 * above 99); a dot says there are unread notifications when no request waits. Both counts follow the
 * realtime channel.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const pending = usePendingCount().data?.count ?? 0;
  const unread = useUnreadCount().data?.count ?? 0;
  const label = t('notifications.bellLabel', { pending, unread });

  return (
    <LazyPopover
      opened={isOpen}
      onChange={setOpen}
      position="bottom-end"
      // 360 px on a wide screen; the whole width but a margin on a phone (it stood 320 px wide, off-centre).
      width="min(360px, calc(100vw - 16px))"
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withinPortal={false}
      dropdownProps={{ p: 0, 'aria-label': t('notifications.title'), role: 'dialog' }}
      target={
        <ActionIcon
          variant="subtle"
          color="gray"
          size={40}
          radius="xl"
          className={headerIcon.button}
          aria-label={label}
          aria-expanded={isOpen}
          aria-haspopup="dialog"
          onClick={() => setOpen((open) => !open)}
          {...intentHandlers(() => void loadPanel())}
        >
          <IconBell size={22} stroke={1.8} aria-hidden />
          {pending > 0 ? (
            <span className={headerIcon.badge} data-testid="pending-badge" aria-hidden>
              {badgeLabel(pending)}
            </span>
          ) : (
            unread > 0 && <span className={headerIcon.dot} data-testid="unread-dot" aria-hidden />
          )}
        </ActionIcon>
      }
    >
      {isOpen && (
        <Suspense fallback={<div className={classes.loading} />}>
          <NotificationsPanel pending={pending} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </LazyPopover>
  );
}
