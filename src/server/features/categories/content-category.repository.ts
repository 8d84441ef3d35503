import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contentCategories } from '../../db/schema';

export type ContentCategoryRow = typeof contentCategories.$inferSelect;

/** By name (001 §7.1); a few dozen rows. */
export const list = (db: DbOrTx) =>
  db
    .select({ id: contentCategories.id, name: contentCategories.name })
    .from(contentCategories)
    .orderBy(asc(contentCategories.name));

/** Inserts; undefined when the name is taken, whatever its case (`content_categories_name_key`). */
export const insert = async (db: DbOrTx, name: string) =>
  (await db.insert(contentCategories).values({ name }).onConflictDoNothing().returning())[0];

/** Inserts the names not taken yet (the reference list). */
export const insertMissing = (db: DbOrTx, names: string[]) =>
  db
    .insert(contentCategories)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();

/** Renames; throws the unique violation when another category has the name. */
export const rename = async (db: DbOrTx, id: string, name: string) =>
  (await db.update(contentCategories).set({ name }).where(eq(contentCategories.id, id)).returning())[0];

export const remove = async (db: DbOrTx, id: string): Promise<boolean> =>
  (
    await db
      .delete(contentCategories)
      .where(eq(contentCategories.id, id))
      .returning({ id: contentCategories.id })
  ).length > 0;
