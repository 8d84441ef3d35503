import type { NotificationItem } from '../../../../common/contracts/notifications';
import { isRoutedPath } from '../../../lib/routed-paths';

/**
 * Where a click leads (000 §4 "Notifications"): an accepted connection to the accepter's profile, a
 * request to the requester's profile (where it is answered); a message to its conversation
 * (/messages?conversation={id}); a new post (admins) to the post (/feed?post={id}); otherwise nowhere
 * (the click only marks it read). Only screens that exist: a path under an area module's base paths.
 */
export const notificationTarget = (notification: NotificationItem): string | null => {
  const { link } = notification;
  if (!link?.startsWith('/')) return null;
  return isRoutedPath(link) ? link : null;
};
