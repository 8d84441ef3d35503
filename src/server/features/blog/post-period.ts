/** When the list's period filter starts: `now` less a week, a month or a year (001 §7.6). */
export const periodStart = (period: 'week' | 'month' | 'year', now: Date): Date => {
  const start = new Date(now);
  // To the minute: the filter (and the key of its shared count) stays the same for a minute; to the
  // millisecond, every request counted again.
  start.setUTCSeconds(0, 0);
  // §7.6: week = 7 days, month = 1 month, year = 1 year back.
  if (period === 'week') start.setUTCDate(start.getUTCDate() - 7);
  else if (period === 'month') start.setUTCMonth(start.getUTCMonth() - 1);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  return start;
};
