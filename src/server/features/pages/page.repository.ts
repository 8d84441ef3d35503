import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { socialLinks, staticPages } from '../../db/schema';
import { rowsById } from '../../platform/rows';

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

/** Every page, newest first (the back office's list). */
export const listPages = (db: DbOrTx) =>
  db.select().from(staticPages).orderBy(desc(staticPages.createdAt), desc(staticPages.id));

export type PageValues = Pick<
  typeof staticPages.$inferInsert,
  'slug' | 'titre' | 'contenuHtml' | 'metaTitle' | 'metaDescription' | 'published'
>;

export const insertPage = async (db: DbOrTx, values: PageValues): Promise<StaticPageRow | undefined> =>
  (
    await db.insert(staticPages).values(values).onConflictDoNothing({ target: staticPages.slug }).returning()
  )[0];

export const updatePage = async (
  db: DbOrTx,
  slug: string,
  values: PageValues,
): Promise<StaticPageRow | undefined> =>
  (
    await db
      .update(staticPages)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(staticPages.slug, slug))
      .returning()
  )[0];

export const deletePage = async (db: DbOrTx, slug: string): Promise<boolean> =>
  (await db.delete(staticPages).where(eq(staticPages.slug, slug)).returning({ id: staticPages.id })).length >
  0;

export type SocialLinkValues = Pick<typeof socialLinks.$inferInsert, 'name' | 'url' | 'icon' | 'order'>;

export const { insert: insertSocialLink } = rowsById(socialLinks, 'social link');

export const updateSocialLink = async (db: DbOrTx, id: string, values: SocialLinkValues) =>
  (await db.update(socialLinks).set(values).where(eq(socialLinks.id, id)).returning())[0];

export const deleteSocialLink = async (db: DbOrTx, id: string): Promise<boolean> =>
  (await db.delete(socialLinks).where(eq(socialLinks.id, id)).returning({ id: socialLinks.id })).length > 0;
