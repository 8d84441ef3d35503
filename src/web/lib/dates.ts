import type { Language } from '../../common/i18n/index';
import {
  type DateTimeOptions,
  dateTimeFormat as dateTimeFormatOf,
  type RelativeTimeOptions,
  type RelativeTimeUnit,
  relativeTimeFormat as relativeTimeFormatOf,
} from './intl';

/*
 * Every date the web writes, in one place and with one locale policy: the interface language's locale
 * (000 §9 "Dates use the fr-FR locale" for the French interface). Each helper takes the interface
 * language (`useTranslation().language`).
 */

const locales: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', pt: 'pt-PT' };

/** The locale dates are written in for an interface language: fr-FR, en-GB, pt-PT; fr-FR otherwise. */
export const localeOf = (language: string): string => {
  const base = language.split('-')[0] ?? language;
  return Object.hasOwn(locales, base) ? locales[base as Language] : locales.fr;
};

const dateTimeFormat = (language: string, options: DateTimeOptions) =>
  dateTimeFormatOf(localeOf(language), options);

const relativeTimeFormat = (language: string, options: RelativeTimeOptions) =>
  relativeTimeFormatOf(localeOf(language), options);

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

// Instants: posts, comments, notifications, messages, back-office rows.

const units: [RelativeTimeUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "il y a 5 minutes", "hier"…; under a minute: "maintenant". */
export const timeAgo = (iso: string, language: string, now: number = Date.now()): string => {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = relativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
};

/** "12 mars 2025 à 14:05": the title of a relative time. */
export const fullDate = (iso: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));

/** "mercredi 12 mars 2025 à 14:05": a message's date on hover. */
export const fullDateLabel = (iso: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/** "12/03/2025 14:05": a back-office row. */
export const formatDateTime = (iso: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

/** "12/03/2025": a back-office row's day (a signup date). */
export const formatDate = (iso: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'short' }).format(new Date(iso));

/** "12 mars 2025 à 14:05:09": a back-office detail. */
export const formatLongDateTime = (iso: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'long', timeStyle: 'medium' }).format(new Date(iso));

/** "12 mars 2025": a day without its time (a static page's last update). */
export const formatLongDate = (iso: string, language: string): string =>
  dateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));

/** A message's time of day ("14:32"). */
export const timeLabel = (iso: string, language: string): string =>
  dateTimeFormat(language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));

/** Local calendar day of an instant, as `YYYY-MM-DD` (messages are grouped by it). */
export const dayKey = (iso: string): string => {
  const date = new Date(iso);
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
};

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/** Whole calendar days from `iso` to `now` (0 today, 1 yesterday). */
const daysAgo = (iso: string, now: Date) =>
  Math.round((startOfDay(now) - startOfDay(new Date(iso))) / (24 * 3600 * 1000));

/** A thread's day separator: "Aujourd’hui", "Hier", then "Lundi 3 novembre" (with the year if not this one). */
export const dayLabel = (iso: string, language: string, now: Date = new Date()): string => {
  const days = daysAgo(iso, now);
  if (days === 0 || days === 1)
    return capitalize(relativeTimeFormat(language, { numeric: 'auto' }).format(-days, 'day'));
  const date = new Date(iso);
  return capitalize(
    dateTimeFormat(language, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
    }).format(date),
  );
};

/**
 * The conversation list's time: relative within a week ("il y a 5 min", "il y a 3 h", "hier"), then a
 * short date ("3 nov.", with the year if not this one).
 */
export const relativeLabel = (iso: string, language: string, now: Date = new Date()): string => {
  const date = new Date(iso);
  const seconds = Math.round((now.getTime() - date.getTime()) / 1000);
  const format = relativeTimeFormat(language, { numeric: 'auto', style: 'short' });
  if (seconds < 60) return format.format(0, 'second');
  if (seconds < 3600) return format.format(-Math.floor(seconds / 60), 'minute');
  const days = daysAgo(iso, now);
  if (days === 0) return format.format(-Math.floor(seconds / 3600), 'hour');
  if (days < 7) return format.format(-days, 'day');
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(date.getFullYear() === now.getFullYear() ? {} : { year: 'numeric' }),
  }).format(date);
};

// Months: the dated items of a profile (experience, education), stored as `YYYY-MM` or `YYYY-MM-DD`.

/** `YYYY-MM` (or a full ISO date) as a UTC date of its first day. */
const firstOfMonth = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
};

/** "mars 2021" for `2021-03`. */
export const formatMonth = (value: string, language: string): string => {
  const date = firstOfMonth(value);
  if (!date) return value;
  return dateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
};

/** The twelve month names of the pickers, January first ("janvier" … "décembre"). */
export const monthNames = (language: string): string[] => {
  const format = dateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
};

/** `YYYY-MM` from a stored date (`2021-03-01` or `2021-03`). */
export const toMonthValue = (value: string | null): string => (value ? value.slice(0, 7) : '');
