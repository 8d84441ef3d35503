import { z } from 'zod';

/*
 * Dates a member types (an event's start, a tender's deadline, a project's dates, an article idea's day):
 * between 1900 and ten years from now. Past it is a typo (`20266`, `9999`) that would sit first or last in
 * every list sorted by date for good; the areas add their own rules (not in the past…) on top.
 */
export const dateBounds = { earliestYear: 1900, yearsAhead: 10 } as const;

const outOfRange = { error: 'common.dateOutOfRange' };

/** Whether an ISO date or date-time (`YYYY-…`) falls in `dateBounds`, counted from `now`'s year. */
export const isInDateBounds = (value: string, now: Date = new Date()): boolean => {
  const year = Number(value.slice(0, 4));
  return year >= dateBounds.earliestYear && year <= now.getUTCFullYear() + dateBounds.yearsAhead;
};

/** A calendar day (`YYYY-MM-DD`) within `dateBounds`; `error` is the area's key for a non-date. */
export const boundedDay = (error: string) =>
  z.iso.date({ error }).refine((value) => isInDateBounds(value), outOfRange);

/** A date-time with its offset within `dateBounds`; `error` is the area's key for a non-date. */
export const boundedMoment = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine((value) => isInDateBounds(value), outOfRange);
