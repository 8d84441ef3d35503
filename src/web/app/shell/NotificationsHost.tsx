import { Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '../../components/overlays/lazy-part';
import { hasNotificationsRequested, subscribeToNotifications } from '../../lib/notify';

const Notifications = lazyPart(() => import('@mantine/notifications'), 'Notifications');

/** Mantine's notification container, mounted the first time `notify` is called (see lib/notify.ts). */
export function NotificationsHost() {
  const isRequested = useSyncExternalStore(subscribeToNotifications, hasNotificationsRequested);
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" limit={3} />
    </Suspense>
  );
}
