import { lazy, Suspense, useSyncExternalStore } from 'react';
import { hasNotificationsRequested, subscribeToNotifications } from '../../lib/notify';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

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
