import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type {
  NewsletterCounters,
  NewsletterFilter,
  NewsletterSource,
} from '../../../common/contracts/newsletter';
import type { DbOrTx } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { inBatches, likeLiteral } from '../../lib/db';
import { countCapped, type PageWindow } from '../../lib/numbered-page';

export type SubscriberRecord = typeof newsletterSubscribers.$inferSelect;

/** Part of the address (stored lower-cased), through `newsletter_subscribers_email_trgm_idx`. */
const whereOf = (filter: NewsletterFilter): SQL | undefined => {
  const q = filter.q?.toLowerCase();
  return q ? sql`${newsletterSubscribers.email} like ${`%${likeLiteral(q)}%`}` : undefined;
};

const newestFirst = [desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id)];

export const listSubscribers = (db: DbOrTx, filter: NewsletterFilter, window: PageWindow) =>
  db
    .select()
    .from(newsletterSubscribers)
    .where(whereOf(filter))
    .orderBy(...newestFirst)
    .limit(window.limit)
    .offset(window.offset);

/** How many match, counted up to `cap + 1`. */
export const countSubscribers = (db: DbOrTx, filter: NewsletterFilter, cap: number): Promise<number> =>
  countCapped(db, newsletterSubscribers, newsletterSubscribers.id, whereOf(filter), cap);

/** Every match in the list's order, `size` at a time (the CSV export). */
/** The confirmed subscribers the search matches, newest first (the export: whom the newsletter may reach). */
export const allConfirmedSubscribers = (
  db: DbOrTx,
  filter: NewsletterFilter,
  size = 1000,
): AsyncGenerator<SubscriberRecord[]> =>
  inBatches(
    db
      .select()
      .from(newsletterSubscribers)
      .where(and(eq(newsletterSubscribers.confirmed, true), whereOf(filter)))
      .orderBy(...newestFirst)
      .$dynamic(),
    size,
  );

export const counters = async (db: DbOrTx, since: Date): Promise<NewsletterCounters> => {
  const [row] = await db
    .select({
      total: count(),
      confirmed: sql<number>`count(*) filter (where ${newsletterSubscribers.confirmed})`.mapWith(Number),
      recent: sql<number>`count(*) filter (where ${newsletterSubscribers.createdAt} >= ${since})`.mapWith(
        Number,
      ),
    })
    .from(newsletterSubscribers);
  const total = row?.total ?? 0;
  const confirmed = row?.confirmed ?? 0;
  return { total, confirmed, unconfirmed: total - confirmed, recent: row?.recent ?? 0 };
};

export const findByEmail = async (db: DbOrTx, email: string): Promise<SubscriberRecord | undefined> =>
  (await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0];

/** Inserts the address unless it is there; answers the new row, or undefined when it existed. */
export const insertSubscriber = async (
  db: DbOrTx,
  email: string,
  source: NewsletterSource,
): Promise<SubscriberRecord | undefined> =>
  (
    await db
      .insert(newsletterSubscribers)
      .values({ email, source })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning()
  )[0];

export const setConfirmed = async (
  db: DbOrTx,
  id: string,
  confirmed: boolean,
): Promise<SubscriberRecord | undefined> =>
  (
    await db
      .update(newsletterSubscribers)
      .set({ confirmed })
      .where(eq(newsletterSubscribers.id, id))
      .returning()
  )[0];

export const deleteSubscriber = async (db: DbOrTx, id: string): Promise<SubscriberRecord | undefined> =>
  (await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning())[0];
