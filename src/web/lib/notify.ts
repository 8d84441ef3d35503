import type { NotificationData } from '@mantine/notifications';
import { t } from './i18n';

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
    notifications.show({
      // Mantine's grey for a description under a title is below 4.5:1 on white; the theme's dimmed passes.
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      ...data,
      // The close button is an icon: it needs a name (axe "button-name").
      closeButtonProps: { 'aria-label': t('common.close'), ...data.closeButtonProps },
    });
  });
};
