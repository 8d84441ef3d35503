import type { NotificationData } from '@mantine/notifications';
import { notify } from '../../../lib/notify';

/** A toast whose close button has a name (axe: button-name). */
export const toast = (data: NotificationData & { closeLabel: string }): void => {
  const { closeLabel, ...rest } = data;
  notify({ ...rest, closeButtonProps: { 'aria-label': closeLabel } });
};
