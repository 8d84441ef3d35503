import type { NotificationData } from '@mantine/notifications';

/*
 * Notifications load on first use: `notify` asks the shell to mount Mantine's container and shows the
 * message once the package has arrived, so neither costs anything on the first load.
 */
let isRequested = false;
const listeners = new Set<() => void>();

export const subscribeToNotifications = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Whether anything asked for a notification yet (the shell mounts the container from then on). */
export const hasNotificationsRequested = (): boolean => isRequested;

/** Shows a toast (Mantine notification). */
export const notify = (data: NotificationData): void => {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.show(data);
  });
};
