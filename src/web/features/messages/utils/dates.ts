/** Local calendar day of an instant, as `YYYY-MM-DD` (messages are grouped by it). */
export const dayKey = (iso: string): string => {
  const date = new Date(iso);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
};

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** Whole calendar days from `iso` to `now` (0 today, 1 yesterday). */
const daysAgo = (iso: string, now: Date) =>
  Math.round((startOfDay(now) - startOfDay(new Date(iso))) / (24 * 3600 * 1000));

/** A thread's day separator: "Aujourd’hui", "Hier", then "Lundi 3 novembre" (with the year if not this one). */
export const dayLabel = (iso: string, language: string, now: Date = new Date()): string => {
  const days = daysAgo(iso, now);
  if (days === 0 || days === 1)
    return capitalize(new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-days, 'day'));
  const date = new Date(iso);
  return capitalize(
    new Intl.DateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    }).format(date),
  );
};

/** A message's time of day ("14:32"). */
export const timeLabel = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** The full date and time, for a `title` on hover. */
export const fullDateLabel = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/**
 * The conversation list's time: relative within a week ("il y a 5 min", "il y a 3 h", "hier"), then a
 * short date ("3 nov.", with the year if not this one).
 */
export const relativeLabel = (iso: string, language: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  if (seconds < 60) return format.format(0, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  const days = daysAgo(iso, now);
  if (days === 0) return format.format(-Math.floor(seconds / 3600), 'hour');
  if (days < 7) return format.format(-days, 'day');
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
};
