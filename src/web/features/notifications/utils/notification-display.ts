import type { NotificationItem } from '../../../../common/contracts/notifications';

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "il y a 5 minutes", "hier"… in the interface language; under a minute: "à l'instant" style `now`. */
export const timeAgo = (iso: string, language: string, now: number = Date.now()): string => {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
};

/** Pages a notification may lead to: only screens that exist. */
const routedPrefixes = ['/profile/', '/network', '/messages'];

/**
 * Where a click leads (000 §4 "Notifications"): an accepted connection to the accepter's profile, a
 * request to the requester's profile (where it is answered); a message to its conversation
 * (/messages?conversation={id}); otherwise nowhere (the click only marks it read).
 */
export const notificationTarget = (notification: NotificationItem): string | null => {
  const { link } = notification;
  if (!link?.startsWith('/')) return null;
  return routedPrefixes.some((prefix) => link.startsWith(prefix)) ? link : null;
};

/** The badge text: 99+ above 99 (000 §9). */
export const badgeLabel = (count: number): string => (count > 99 ? '99+' : String(count));
