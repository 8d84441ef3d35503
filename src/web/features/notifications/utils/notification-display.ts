import type { NotificationItem } from '../../../../common/contracts/notifications';

/** Pages a notification may lead to: only screens that exist. */
const routedPrefixes = ['/profile/', '/network', '/messages', '/feed'];

/**
 * Where a click leads (000 §4 "Notifications"): an accepted connection to the accepter's profile, a
 * request to the requester's profile (where it is answered); a message to its conversation
 * (/messages?conversation={id}); a new post (admins) to the post (/feed?post={id}); otherwise nowhere
 * (the click only marks it read).
 */
export const notificationTarget = (notification: NotificationItem): string | null => {
  const { link } = notification;
  if (!link?.startsWith('/')) return null;
  return routedPrefixes.some((prefix) => link.startsWith(prefix)) ? link : null;
};

/** The badge text: 99+ above 99 (000 §9). */
export const badgeLabel = (count: number): string => (count > 99 ? '99+' : String(count));
