import { asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { homepageStats, socialLinks, staticPages } from '../../db/schema';

export type StaticPageRow = typeof staticPages.$inferSelect;

export const findPageBySlug = async (db: DbOrTx, slug: string): Promise<StaticPageRow | undefined> => {
  const [row] = await db.select().from(staticPages).where(eq(staticPages.slug, slug));
  return row;
};

/** Inserts pages whose slug is not taken; an admin's edits are never overwritten. */
export const insertMissingPages = (db: DbOrTx, pages: (typeof staticPages.$inferInsert)[]) =>
  db.insert(staticPages).values(pages).onConflictDoNothing({ target: staticPages.slug });

export const listSocialLinks = (db: DbOrTx) => db.select().from(socialLinks).orderBy(asc(socialLinks.order));

export const countSocialLinks = async (db: DbOrTx) =>
  (await db.select({ n: count() }).from(socialLinks))[0]?.n ?? 0;

export const insertSocialLinks = (db: DbOrTx, links: (typeof socialLinks.$inferInsert)[]) =>
  db.insert(socialLinks).values(links);

export const listHomeStats = (db: DbOrTx) => db.select().from(homepageStats).orderBy(asc(homepageStats.id));

export const countHomeStats = async (db: DbOrTx) =>
  (await db.select({ n: count() }).from(homepageStats))[0]?.n ?? 0;

export const insertHomeStats = (db: DbOrTx, stats: (typeof homepageStats.$inferInsert)[]) =>
  db.insert(homepageStats).values(stats);
