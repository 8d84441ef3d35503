import type { NumberedPage, PageQuery } from '../../common/contracts/pagination';
import { numberedPages } from '../../common/contracts/pagination';

/** What a repository needs to read one numbered page: count up to `cap`, skip `offset`, take `limit`. */
export interface PageWindow {
  cap: number;
  offset: number;
  limit: number;
}

export const pageWindow = (query: PageQuery, cap: number = numberedPages.countCap): PageWindow => ({
  cap,
  offset: (query.page - 1) * query.pageSize,
  limit: query.pageSize,
});

/**
 * The response of a numbered page from a repository's rows and its count (counted up to `cap + 1`, so
 * one more than the cap says "more than that" without counting the rest).
 */
export const toNumberedPage = <Row, Item>(
  query: PageQuery,
  found: { rows: readonly Row[]; total: number },
  toItem: (row: Row) => Item,
  cap: number = numberedPages.countCap,
): NumberedPage<Item> => ({
  items: found.rows.map(toItem),
  total: Math.min(found.total, cap),
  totalCapped: found.total > cap,
  page: query.page,
  pageSize: query.pageSize,
});
