import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { blogCategories } from '../../db/schema';

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

/** One category from the back office; undefined when its name or slug is taken. */
export const insertCategory = async (db: DbOrTx, values: { name: string; slug: string }) =>
  (await db.insert(blogCategories).values(values).onConflictDoNothing().returning())[0];

/** Renames one (its slug follows); throws the unique violation when the name or slug is taken. */
export const updateCategory = async (db: DbOrTx, id: string, values: { name: string; slug: string }) =>
  (await db.update(blogCategories).set(values).where(eq(blogCategories.id, id)).returning())[0];

/** Deletes one; the articles' and events' links to it go with it (their foreign keys cascade). */
export const deleteCategory = async (db: DbOrTx, id: string): Promise<boolean> =>
  (await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ id: blogCategories.id }))
    .length > 0;
