import { and, count, countDistinct, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  companyProfessionalCategories,
  professionalCategories,
  profileProfessionalCategories,
} from '../../db/schema';
import { countRows } from '../../lib/db';

export type CategoryRow = typeof professionalCategories.$inferSelect;
export type CategoryValues = Pick<
  typeof professionalCategories.$inferInsert,
  'name' | 'description' | 'parentId'
>;

/** Every category with its sector's name (001 §7.1); a reference list of a few hundred rows. */
export const listWithParents = (db: DbOrTx) => {
  const parent = alias(professionalCategories, 'parent');
  return db
    .select({
      id: professionalCategories.id,
      name: professionalCategories.name,
      description: professionalCategories.description,
      parentId: professionalCategories.parentId,
      parentName: parent.name,
    })
    .from(professionalCategories)
    .leftJoin(parent, eq(parent.id, professionalCategories.parentId));
};

/** Members per category (the link table's category index). */
export const memberCounts = (db: DbOrTx) =>
  db
    .select({ id: profileProfessionalCategories.categoryId, n: count() })
    .from(profileProfessionalCategories)
    .groupBy(profileProfessionalCategories.categoryId);

/** Members per sector: those who chose the sector or one of its specialities, each once. */
export const memberCountsBySector = (db: DbOrTx) => {
  const sectorId = sql<string>`coalesce(${professionalCategories.parentId}, ${professionalCategories.id})`;
  return db
    .select({ id: sectorId, n: countDistinct(profileProfessionalCategories.profileId) })
    .from(profileProfessionalCategories)
    .innerJoin(
      professionalCategories,
      eq(professionalCategories.id, profileProfessionalCategories.categoryId),
    )
    .groupBy(sectorId);
};

/** Companies per category, and per sector (itself or a speciality). */
export const companyCounts = (db: DbOrTx) =>
  db
    .select({ id: companyProfessionalCategories.professionalCategoryId, n: count() })
    .from(companyProfessionalCategories)
    .groupBy(companyProfessionalCategories.professionalCategoryId);

export const companyCountsBySector = (db: DbOrTx) => {
  const sectorId = sql<string>`coalesce(${professionalCategories.parentId}, ${professionalCategories.id})`;
  return db
    .select({ id: sectorId, n: countDistinct(companyProfessionalCategories.companyId) })
    .from(companyProfessionalCategories)
    .innerJoin(
      professionalCategories,
      eq(professionalCategories.id, companyProfessionalCategories.professionalCategoryId),
    )
    .groupBy(sectorId);
};

export const findById = async (db: DbOrTx, id: string): Promise<CategoryRow | undefined> =>
  (await db.select().from(professionalCategories).where(eq(professionalCategories.id, id)))[0];

/** Locks the row for the change (two admins moving a sector and its parent at once). */
export const lockById = async (db: DbOrTx, id: string): Promise<CategoryRow | undefined> =>
  (await db.select().from(professionalCategories).where(eq(professionalCategories.id, id)).for('update'))[0];

export const countChildren = (db: DbOrTx, id: string): Promise<number> =>
  countRows(db, professionalCategories, eq(professionalCategories.parentId, id));

/** Inserts; undefined when the name is taken under that parent (`professional_categories_parent_name_key`). */
export const insert = async (db: DbOrTx, values: CategoryValues): Promise<CategoryRow | undefined> =>
  (await db.insert(professionalCategories).values(values).onConflictDoNothing().returning())[0];

export const update = async (
  db: DbOrTx,
  id: string,
  values: CategoryValues,
): Promise<CategoryRow | undefined> =>
  (
    await db.update(professionalCategories).set(values).where(eq(professionalCategories.id, id)).returning()
  )[0];

/** Another category of that name under that parent (names compared as written, as the unique key). */
export const findSibling = async (db: DbOrTx, name: string, parentId: string | null, exceptId?: string) =>
  (
    await db
      .select({ id: professionalCategories.id })
      .from(professionalCategories)
      .where(
        and(
          eq(professionalCategories.name, name),
          parentId ? eq(professionalCategories.parentId, parentId) : isNull(professionalCategories.parentId),
          exceptId ? sql`${professionalCategories.id} <> ${exceptId}` : undefined,
        ),
      )
  )[0];

/** The category and its specialities' ids. */
export const idsWithChildren = async (db: DbOrTx, id: string): Promise<string[]> =>
  (
    await db
      .select({ id: professionalCategories.id })
      .from(professionalCategories)
      .where(or(eq(professionalCategories.id, id), eq(professionalCategories.parentId, id)))
  ).map((row) => row.id);

export const profilesUsing = async (db: DbOrTx, ids: string[]): Promise<string[]> =>
  (
    await db
      .selectDistinct({ id: profileProfessionalCategories.profileId })
      .from(profileProfessionalCategories)
      .where(inArray(profileProfessionalCategories.categoryId, ids))
  ).map((row) => row.id);

export const companiesUsing = async (db: DbOrTx, ids: string[]): Promise<string[]> =>
  (
    await db
      .selectDistinct({ id: companyProfessionalCategories.companyId })
      .from(companyProfessionalCategories)
      .where(inArray(companyProfessionalCategories.professionalCategoryId, ids))
  ).map((row) => row.id);

/** Deletes the category; its specialities and every member's and company's link go with it (cascade). */
export const remove = async (db: DbOrTx, id: string): Promise<boolean> =>
  (
    await db
      .delete(professionalCategories)
      .where(eq(professionalCategories.id, id))
      .returning({ id: professionalCategories.id })
  ).length > 0;
