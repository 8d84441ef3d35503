import { IconBell } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { HeaderIconButton } from '../../../components/HeaderIconButton';
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
        <HeaderIconButton
          icon={<IconBell size={22} stroke={1.8} aria-hidden />}
          label={label}
          mark={
            pending > 0
              ? { count: pending, testId: 'pending-badge' }
              : unread > 0
                ? { dot: true, testId: 'unread-dot' }
                : null
          }
          aria-expanded={isOpen}
          aria-haspopup="dialog"
          onClick={() => setOpen((open) => !open)}
          {...intentHandlers(() => void loadPanel())}
        />
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
