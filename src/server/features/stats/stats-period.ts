import { type StatsFigure, type StatsQuery, statsLimits } from '../../../common/contracts/stats';
import { AppError } from '../../lib/app-error';

/*
 * The statistics' calendar (001 §2.9 §9, decision 8): UTC days as 'YYYY-MM-DD', the period asked for
 * and the one before it, the series' spans and the growth between two counts. Pure, unit-tested in
 * stats.service.test.ts.
 */

/** A UTC day as 'YYYY-MM-DD'. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => {
  const at = new Date(`${day}T00:00:00.000Z`);
  at.setUTCDate(at.getUTCDate() + n);
  return dayOf(at);
};

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** §9: (value − previous) / previous × 100, one decimal; 0 when the previous count is 0. */
export const growthOf = (value: number, previous: number) =>
  previous === 0 ? 0 : Math.round(((value - previous) / previous) * 1000) / 10;

/** A count over the period and the previous one, with the growth between them. */
export const figure = (value: number, previous: number): StatsFigure => ({
  value,
  previous,
  growth: growthOf(value, previous),
});

/** The calendar months each preset spans back from today (§9: week 7 days, month 1, quarter 3 months). */
const presetMonths = { month: 1, quarter: 3 } as const;

/**
 * The day `months` calendar months before `day`, clamped to the end of a shorter month (31 March minus
 * one month is 28 or 29 February).
 */
export const addMonths = (day: string, months: number) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return dayOf(target);
};

/** A period's days (both ends included) and the previous period's, of as many days. */
export interface Period {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  days: number;
}

/**
 * The days of the period asked for (UTC days, both ends included) and the previous period: the same
 * number of days just before it. A preset ends today: a week is the last 7 days; a month runs from the
 * day after the same date a calendar month ago (28 to 31 days, decision 8), a quarter from the day after
 * the same date three months ago (89 to 92 days). Throws `stats_range_invalid` for a custom range ending
 * after today or longer than two years.
 */
export const periodOf = (query: StatsQuery, today: string): Period => {
  const period = query.period ?? 'month';
  let from: string;
  let to = today;
  if (period === 'custom') {
    if (!query.from || !query.to) throw new AppError('stats_range_invalid');
    from = query.from;
    to = query.to;
    if (to > today || from > to || daysBetween(from, to) + 1 > statsLimits.rangeMaxDays)
      throw new AppError('stats_range_invalid');
  } else if (period === 'week') {
    from = addDays(today, -6);
  } else {
    from = addDays(addMonths(today, -presetMonths[period]), 1);
  }
  const days = daysBetween(from, to) + 1;
  const previousTo = addDays(from, -1);
  return { from, to, previousFrom: addDays(previousTo, 1 - days), previousTo, days };
};

/**
 * The spans of the series: one a day, or `points` consecutive spans as even as whole days allow (a
 * quarter of 91 days: 7 spans of 8 days and 5 of 7), each from its first to its last day.
 */
export const seriesSpans = (from: string, days: number, points?: number) => {
  const count = points === undefined ? days : Math.min(points, days);
  const spans: { day: string; until: string }[] = [];
  for (let i = 0; i < count; i++) {
    const start = Math.floor((i * days) / count);
    const end = Math.floor(((i + 1) * days) / count) - 1;
    spans.push({ day: addDays(from, start), until: addDays(from, end) });
  }
  return spans;
};

/** The total of `counts` (per day) from `from` to `to`, both included. */
export const sumOf = (counts: Map<string, number>, from: string, to: string) => {
  let total = 0;
  for (const [day, n] of counts) if (day >= from && day <= to) total += n;
  return total;
};
