/** Statistics: the pure helpers (stats-period.ts: periods, spans, growth; stats-authors.ts: the top authors' merge). */
import { describe, expect, it } from 'vitest';
import { mergeTopAuthors, outsidersToCount } from './stats-authors';
import { addMonths, dayOf, growthOf, periodOf, seriesSpans } from './stats-period';

describe('statistics', () => {
  it("decides a preset's top from the kept authors, reading only the others of today who could reach it", () => {
    const kept = (floor: number, ...authors: [string, number][]) => ({
      floor,
      authors: authors.map(([id, n]) => ({ id, n })),
    });
    const counts = (...pairs: [string, number][]) => new Map(pairs);
    // Every closed-day author kept (floor 0): today's others join with today's count, nothing to read.
    const complete = kept(0, ['a', 3], ['b', 1]);
    const today = counts(['c', 2], ['b', 2]);
    expect(outsidersToCount(complete, today, 2)).toEqual([]);
    expect(mergeTopAuthors(complete, today, new Map(), 2)).toEqual([
      { id: 'a', n: 3 },
      { id: 'b', n: 3 },
    ]);
    // Others may hold up to 4 closed-day posts: x (4 + 2 today) can reach the second kept total (5), y
    // (4 + 0) cannot; once read, x's 3 closed-day posts give 5, and the id decides the tie.
    const partial = kept(4, ['a', 6], ['b', 5], ['c', 4]);
    const withOthers = counts(['x', 2], ['y', 0], ['b', 0]);
    expect(outsidersToCount(partial, withOthers, 2)).toEqual(['x']);
    expect(mergeTopAuthors(partial, withOthers, counts(['x', 3]), 2)).toEqual([
      { id: 'a', n: 6 },
      { id: 'b', n: 5 },
    ]);
    expect(mergeTopAuthors(partial, withOthers, counts(['x', 4]), 2)).toEqual(
      [
        { id: 'x', n: 6 },
        { id: 'a', n: 6 },
      ].sort((l, r) => (l.id < r.id ? -1 : 1)),
    );
  });

  it('computes growth as §9 says', () => {
    expect(growthOf(3, 0)).toBe(0);
    expect(growthOf(1, 3)).toBe(-66.7);
    expect(growthOf(3, 2)).toBe(50);
    expect(growthOf(0, 4)).toBe(-100);
  });

  // The days are UTC days, in the roll-up as in the live counts: "today" is the UTC date of the clock.
  it('takes a week as the last 7 days and the 7 before, across a month and a year end', () => {
    expect(periodOf({ period: 'week' }, '2026-01-03')).toEqual({
      from: '2025-12-28',
      to: '2026-01-03',
      previousFrom: '2025-12-21',
      previousTo: '2025-12-27',
      days: 7,
    });
  });

  it('takes a month as a calendar month, the previous period of the same length just before', () => {
    expect(periodOf({ period: 'month' }, '2026-11-27')).toEqual({
      from: '2026-10-28',
      to: '2026-11-27',
      previousFrom: '2026-09-27',
      previousTo: '2026-10-27',
      days: 31,
    });
    // 31 March minus a month is the end of February (28 days in 2026, 29 in 2024).
    expect(periodOf({ period: 'month' }, '2026-03-31')).toMatchObject({ from: '2026-03-01', days: 31 });
    expect(periodOf({ period: 'month' }, '2026-03-28')).toMatchObject({ from: '2026-03-01', days: 28 });
    expect(periodOf({ period: 'month' }, '2024-03-29')).toMatchObject({ from: '2024-03-01', days: 29 });
    expect(periodOf({ period: 'month' }, '2026-01-15')).toMatchObject({
      from: '2025-12-16',
      days: 31,
      previousFrom: '2025-11-15',
      previousTo: '2025-12-15',
    });
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonths('2024-05-31', -3)).toBe('2024-02-29');
    expect(addMonths('2026-01-31', -13)).toBe('2024-12-31');
  });

  it('takes a quarter as three calendar months, in 12 spans of 7 or 8 days', () => {
    const quarter = periodOf({ period: 'quarter' }, '2026-11-27');
    expect(quarter).toEqual({
      from: '2026-08-28',
      to: '2026-11-27',
      previousFrom: '2026-05-28',
      previousTo: '2026-08-27',
      days: 92,
    });
    const spans = seriesSpans(quarter.from, quarter.days, 12);
    expect(spans).toHaveLength(12);
    expect(spans[0]).toEqual({ day: '2026-08-28', until: '2026-09-03' });
    expect(spans.at(-1)).toEqual({ day: '2026-11-20', until: '2026-11-27' });
    const lengths = spans.map((span) => (Date.parse(span.until) - Date.parse(span.day)) / 86_400_000 + 1);
    expect(lengths.reduce((a, b) => a + b, 0)).toBe(92);
    expect(lengths.every((n) => n === 7 || n === 8)).toBe(true);
    expect(periodOf({ period: 'quarter' }, '2026-05-31')).toMatchObject({ from: '2026-03-01', days: 92 });
    // Daily points otherwise, and never more points than days.
    expect(seriesSpans('2026-11-21', 7)).toHaveLength(7);
    expect(seriesSpans('2026-11-21', 5, 12)).toHaveLength(5);
  });

  it('takes the UTC day of the clock as today', async () => {
    // 23:30 in Paris on the 27th is 22:30 UTC: still the 27th; 00:30 UTC on the 28th is the 28th.
    expect(dayOf(new Date('2026-11-27T22:30:00.000Z'))).toBe('2026-11-27');
    expect(dayOf(new Date('2026-11-28T00:30:00.000+01:00'))).toBe('2026-11-27');
    expect(dayOf(new Date('2026-11-28T00:30:00.000Z'))).toBe('2026-11-28');
  });
});
