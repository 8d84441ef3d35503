import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { jobOffers, profiles } from '../../db/schema';
import { likeLiteral, words } from '../../lib/db';
import { preparedById } from '../../lib/prepared';
import { notBlockedBy } from '../../platform/blocks';
import { bylineJoin, countUpTo } from '../../platform/directory';
import { rowsById } from '../../platform/rows';

export type JobOfferRow = typeof jobOffers.$inferSelect;

/** An offer with its author's name and avatar (the author may have left: null). */
export interface JobOfferWithOwner {
  offer: JobOfferRow;
  owner: { id: string; fullName: string | null; username: string; avatarUrl: string | null } | null;
}

export interface JobOfferFilter {
  /** Today (`YYYY-MM-DD`, UTC): offers whose last day is before it are no longer listed. */
  today: string;
  q?: string;
  type?: string;
  /** An ISO country code (two letters) or part of the place ("Dakar", "Sénégal"). */
  location?: string;
  company?: string;
  /** Published in this interval (a saved search's new matches). */
  createdAfter?: Date;
  createdBefore?: Date;
  /** For this member: offers of a member a block keeps apart from them are left out (the alert's mail). */
  keptApartFrom?: string;
}

const fold = (value: string) => sql`sankofa_fold(${value})`;
// Folded texts stored with the row (the area's migration), not declared in the drizzle schema.
const searchText = sql`${jobOffers}.search_text`;
const searchCompany = sql`${jobOffers}.search_company`;
const searchPlace = sql`${jobOffers}.search_place`;

/** What the list shows (002 §4): active, and no expiry or not past its last day; then the filters. */
const listedConditions = (filter: JobOfferFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [
    eq(jobOffers.isActive, true),
    sql`(${jobOffers.expiresAt} is null or ${jobOffers.expiresAt} >= ${filter.today}::date)`,
  ];
  for (const word of words(filter.q ?? '')) {
    conditions.push(sql`${searchText} like '%' || ${fold(likeLiteral(word))} || '%'`);
  }
  if (filter.type) conditions.push(eq(jobOffers.type, filter.type));
  if (filter.location) {
    const place = sql`${searchPlace} like '%' || ${fold(likeLiteral(filter.location))} || '%'`;
    conditions.push(
      /^[A-Za-z]{2}$/.test(filter.location)
        ? sql`(${jobOffers.countryCode} = ${filter.location.toUpperCase()} or ${place})`
        : place,
    );
  }
  if (filter.company) {
    conditions.push(sql`${searchCompany} like '%' || ${fold(likeLiteral(filter.company))} || '%'`);
  }
  if (filter.createdAfter) conditions.push(sql`${jobOffers.createdAt} > ${filter.createdAfter}`);
  if (filter.createdBefore) conditions.push(sql`${jobOffers.createdAt} <= ${filter.createdBefore}`);
  if (filter.keptApartFrom) conditions.push(notBlockedBy(filter.keptApartFrom, jobOffers.userId));
  return and(...conditions);
};

/** The number of listed offers matching the filters, counted up to `cap + 1`. */
export const countListed = (db: DbOrTx, filter: JobOfferFilter, cap: number): Promise<number> =>
  countUpTo(db, jobOffers, listedConditions(filter), cap);

/** One page of listed offers, newest first. */
export const listListed = (
  db: DbOrTx,
  filter: JobOfferFilter,
  page: { limit: number; offset: number },
): Promise<JobOfferRow[]> =>
  db
    .select()
    .from(jobOffers)
    .where(listedConditions(filter))
    .orderBy(desc(jobOffers.createdAt), desc(jobOffers.id))
    .offset(page.offset)
    .limit(page.limit);

/** The member's own offers, every state, newest first. */
export const listOfUser = (
  db: DbOrTx,
  userId: string,
  page: { limit: number; offset: number },
): Promise<JobOfferRow[]> =>
  db
    .select()
    .from(jobOffers)
    .where(eq(jobOffers.userId, userId))
    .orderBy(desc(jobOffers.createdAt), desc(jobOffers.id))
    .offset(page.offset)
    .limit(page.limit);

export const countOfUser = async (db: DbOrTx, userId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobOffers)
    .where(eq(jobOffers.userId, userId));
  return Number(row?.n ?? 0);
};

/** The offer and its owner; the owner is null for a viewer kept apart from them by a block. */
export const findWithOwner = preparedById('job_offer_with_owner', jobOffers.id, (db) =>
  db
    .select({
      offer: jobOffers,
      owner: {
        id: profiles.id,
        fullName: profiles.fullName,
        username: profiles.username,
        avatarUrl: profiles.avatarUrl,
      },
    })
    .from(jobOffers)
    .leftJoin(profiles, bylineJoin(jobOffers.userId))
    .$dynamic(),
);

export const { lockById, insert, update, remove } = rowsById(jobOffers, 'job offer');

/** The logos of the offers a member published (those rows go with the member); null without one. */
export const logoUrlsOf = async (db: DbOrTx, userId: string) =>
  (await db.select({ url: jobOffers.logoUrl }).from(jobOffers).where(eq(jobOffers.userId, userId))).map(
    (row) => row.url,
  );
