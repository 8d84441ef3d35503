import { localeOf } from '../../../lib/dates';
import { dateTimeFormat } from '../../../lib/intl';

/**
 * An event's dates in the reader's language and time zone: "jeudi 3 décembre 2026, 18:00 – 21:00" on
 * one day, "3 déc. 2026, 18:00 – 5 déc. 2026, 12:00" across days.
 */
export const eventWhen = (startIso: string, endIso: string, language: string): string => {
  const locale = localeOf(language);
  const start = new Date(startIso);
  const end = new Date(endIso);
  const sameDay = start.toDateString() === end.toDateString();
  const time = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  if (sameDay) {
    const day = dateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    return `${day.format(start)}, ${time.format(start)} – ${time.format(end)}`;
  }
  const dayTime = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return `${dayTime.format(start)} – ${dayTime.format(end)}`;
};

/** The day of a card's date block: { day: "3", month: "déc." }. */
export const dayBlock = (iso: string, language: string): { day: string; month: string } => {
  const locale = localeOf(language);
  const at = new Date(iso);
  return {
    day: dateTimeFormat(locale, { day: 'numeric' }).format(at),
    month: dateTimeFormat(locale, { month: 'short' }).format(at).replace('.', ''),
  };
};

/** `YYYY-MM-DDTHH:mm` in the reader's zone, for a datetime-local field. */
export const toLocalInput = (iso: string): string => {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
};

/** The ISO instant of a datetime-local value (the reader's zone), or the text as is when it is not one. */
export const fromLocalInput = (value: string): string => {
  const at = new Date(value);
  return value && !Number.isNaN(at.getTime()) ? at.toISOString() : value;
};
