import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blogCategories } from '../../db/schema';

export type BlogCategoryRow = typeof blogCategories.$inferSelect;

/** By name in French order (accents sort with their letter). */
export const listCategories = (db: DbOrTx) =>
  db
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .orderBy(asc(blogCategories.name));

export const findExistingIds = async (db: DbOrTx, ids: string[]): Promise<string[]> =>
  ids.length === 0
    ? []
    : (
        await db.select({ id: blogCategories.id }).from(blogCategories).where(inArray(blogCategories.id, ids))
      ).map((row) => row.id);

export const insertCategories = (db: DbOrTx, values: { name: string; slug: string }[]) =>
  db.insert(blogCategories).values(values).onConflictDoNothing();
