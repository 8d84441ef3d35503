import { localeOf } from '../../../lib/dates';
import { dateTimeFormat, numberFormat } from '../../../lib/intl';

/*
 * How the dashboard writes its figures. Days are UTC dates ('2026-11-27'), written in UTC so a browser
 * west of Greenwich does not show the day before.
 */

export const formatNumber = (value: number, language: string) =>
  numberFormat(localeOf(language), { maximumFractionDigits: 1 }).format(value);

export const formatDay = (day: string, language: string, style: 'short' | 'long' = 'long') =>
  dateTimeFormat(localeOf(language), {
    timeZone: 'UTC',
    ...(style === 'long' ? { dateStyle: 'medium' } : { day: 'numeric', month: 'short' }),
  }).format(new Date(`${day}T00:00:00.000Z`));

/** §9: the mean session as minutes and seconds ("5 min 12 s"). */
export const minutesAndSeconds = (seconds: number) => {
  const minutes = Math.floor(seconds / 60);
  const rest = Math.round(seconds % 60);
  return minutes > 0 ? `${minutes} min ${String(rest).padStart(2, '0')} s` : `${rest} s`;
};
