import { z } from 'zod';
import { blankToUndefined } from './blank';

/** Keyset pagination: an opaque cursor from the previous page's `nextCursor`. */
export const CursorQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type CursorQuery = z.infer<typeof CursorQuery>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

/*
 * Numbered pages (DESIGN.md §4: network, admin tables): `?page=3&pageSize=20` → `{ items, total, page,
 * pageSize, totalCapped }`. Counts run on an index and stop at a cap, so a page past the cap is refused
 * with 400 rather than scanned: nobody reads page 500 of a log, they search.
 */

/** Defaults of the admin tables: 20 rows a page, 100 at most, counts up to 10 000 (500 pages). */
export const numberedPages = { pageSize: 20, pageSizeMax: 100, countCap: 10_000 } as const;

// `?page=` (an emptied field) reads as the default rather than as page 0.

/** A page number's one message, whatever is wrong with it (not a number, below 1, past the last). */
export const pageNumber = { error: 'common.pageInvalid' };
const pageSizeNumber = { error: 'common.pageSizeInvalid' };

export const PageQuery = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(pageNumber)
      .int(pageNumber)
      .min(1, pageNumber)
      .max(numberedPages.countCap, pageNumber)
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(pageSizeNumber)
      .int(pageSizeNumber)
      .min(1, pageSizeNumber)
      .max(numberedPages.pageSizeMax, pageSizeNumber)
      .default(numberedPages.pageSize),
  ),
});
export type PageQuery = z.infer<typeof PageQuery>;

/**
 * Refuses a page that starts past the count cap. Apply it after `.extend(…)` (zod 4 will not extend a
 * refined object): `PageQuery.extend({ q }).superRefine(withinCountCap())`.
 */
export const withinCountCap =
  (cap: number = numberedPages.countCap) =>
  (query: PageQuery, context: z.RefinementCtx) => {
    if ((query.page - 1) * query.pageSize >= cap) {
      context.addIssue({ code: 'custom', path: ['page'], message: 'common.pageInvalid' });
    }
  };

/** One numbered page: `total` counts matches up to the cap, `totalCapped` says there are more. */
export const numberedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    totalCapped: z.boolean(),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
export type NumberedPage<T> = {
  items: T[];
  total: number;
  totalCapped: boolean;
  page: number;
  pageSize: number;
};
