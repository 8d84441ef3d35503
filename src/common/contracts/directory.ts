import { z } from 'zod';
import { blankToUndefined } from './blank';
import { pageNumber } from './pagination';

/*
 * The directories' numbered pages (events, projects, mentors, blog, companies, tenders, job offers, the
 * network): `?page=3` → `{ items, page, pageSize, total, totalPages, totalCapped }`. Each area sets its
 * own page size and count cap in `common/limits.ts`; the count stops at the cap, so no page lies past it.
 */

/** What a directory's pager is sized by: its `limits` entry. */
interface DirectoryLimits {
  pageSize: number;
  countCap: number;
}

/** `?page=`: 1 when absent or blank (an emptied field), up to the last page the count cap reaches. */
export const directoryPage = (limits: DirectoryLimits) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number(pageNumber)
      .int(pageNumber)
      .min(1, pageNumber)
      .max(limits.countCap / limits.pageSize, pageNumber)
      .default(1),
  );

/** One page of a directory: `total` counts matches up to the cap, `totalCapped` says there are more. */
export const directoryPageOf = <T extends z.ZodType>(card: T) =>
  z.object({
    items: z.array(card),
    page: z.number().int().min(1),
    pageSize: z.number().int(),
    total: z.number().int().min(0),
    totalPages: z.number().int().min(0),
    totalCapped: z.boolean(),
  });

/** A member named on a directory's card or page: a creator, an owner, a participant, an author. */
export const DirectoryPerson = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  title: z.string().nullable(),
});
export type DirectoryPerson = z.infer<typeof DirectoryPerson>;
