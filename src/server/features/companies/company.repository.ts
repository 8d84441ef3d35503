import {
  and,
  asc,
  eq,
  getTableColumns,
  gt,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyProfessionalCategories, professionalCategories } from '../../db/schema';
import { likeLiteral, rowsOf, words } from '../../lib/db';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;

export interface CompanyFilter {
  /** Only active companies (everyone but the directory's managers). */
  activeOnly: boolean;
  /** Admin list: only active or only inactive ones. */
  status?: 'active' | 'inactive';
  q?: string;
  country?: string;
  categoryId?: string;
  taille?: string;
}

const fold = (value: string) => sql`sankofa_fold(${value})`;
// The folded name and acronym (hand-written in the area's migration, not in the drizzle schema).
const searchText = sql`${companies}.search_text`;

const conditionsOf = (filter: CompanyFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.activeOnly || filter.status === 'active') conditions.push(eq(companies.active, true));
  if (filter.status === 'inactive') conditions.push(eq(companies.active, false));
  for (const word of words(filter.q ?? '')) {
    conditions.push(sql`${searchText} like '%' || ${fold(likeLiteral(word))} || '%'`);
  }
  if (filter.country) conditions.push(eq(companies.countryCode, filter.country));
  if (filter.taille) conditions.push(eq(companies.taille, filter.taille));
  if (filter.categoryId) {
    // A sector matches its specialities too: the companies of the sector and its children, read through
    // the category index once rather than probed for each company walked.
    conditions.push(
      sql`${companies.id} in (select c.company_id from ${companyProfessionalCategories} c
        where c.professional_category_id in (select p.id from ${professionalCategories} p
          where p.id = ${filter.categoryId} or p.parent_id = ${filter.categoryId}))`,
    );
  }
  return and(...conditions);
};

/** Matching companies, counted up to `cap + 1`. */
export const count = async (db: DbOrTx, filter: CompanyFilter, cap: number): Promise<number> => {
  const [counted] = rowsOf(
    await db.execute(
      sql`select count(*)::int as n from (select 1 from ${companies} where ${conditionsOf(filter) ?? sql`true`} limit ${cap + 1}) m`,
    ),
  );
  return Number(counted?.n ?? 0);
};

/**
 * The ids of one page by name: the active directory's name index carries what its filters test (the
 * folded text, the country, the size; migration 0037), so the walk reads no row of the table.
 */
const pageIds = (db: DbOrTx, filter: CompanyFilter, page: { limit: number; offset: number }) =>
  db
    .select({ pageId: companies.id, pageNom: companies.nom })
    .from(companies)
    .where(conditionsOf(filter))
    .orderBy(asc(companies.nom), asc(companies.id))
    .offset(page.offset)
    .limit(page.limit)
    .as('page');

/** One page, by name: its ids from the index, then only those rows. */
export const list = (
  db: DbOrTx,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
): Promise<CompanyRow[]> => {
  const ids = pageIds(db, filter, page);
  return db
    .select(getTableColumns(companies))
    .from(ids)
    .innerJoin(companies, eq(companies.id, ids.pageId))
    .orderBy(asc(ids.pageNom), asc(ids.pageId));
};

/** The categories of some companies, in one query. */
export const categoriesOf = async (
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { id: string; name: string }[]>> => {
  const byCompany = new Map<string, { id: string; name: string }[]>();
  if (ids.length === 0) return byCompany;
  const rows = await db
    .select({
      companyId: companyProfessionalCategories.companyId,
      id: professionalCategories.id,
      name: professionalCategories.name,
    })
    .from(companyProfessionalCategories)
    .innerJoin(
      professionalCategories,
      eq(professionalCategories.id, companyProfessionalCategories.professionalCategoryId),
    )
    .where(inArray(companyProfessionalCategories.companyId, ids))
    .orderBy(asc(professionalCategories.name));
  for (const row of rows) {
    const list = byCompany.get(row.companyId) ?? [];
    list.push({ id: row.id, name: row.name });
    byCompany.set(row.companyId, list);
  }
  return byCompany;
};

/** Active companies whose name or acronym holds the words, by name (the job form's picker). */
export const pick = (db: DbOrTx, q: string, limit: number) => {
  const ids = pageIds(db, { activeOnly: true, q }, { limit, offset: 0 });
  return db
    .select({ id: companies.id, nom: companies.nom, logoUrl: companies.logoUrl })
    .from(ids)
    .innerJoin(companies, eq(companies.id, ids.pageId))
    .orderBy(asc(ids.pageNom), asc(ids.pageId));
};

export const findById = async (db: DbOrTx, id: string): Promise<CompanyRow | undefined> => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
};

export const lockById = async (db: DbOrTx, id: string): Promise<CompanyRow | undefined> => {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).for('update').limit(1);
  return row;
};

/** How many of these ids are professional categories. */
export const countCategories = async (db: DbOrTx, ids: string[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(professionalCategories)
    .where(inArray(professionalCategories.id, ids));
  return Number(row?.n ?? 0);
};

export const insert = async (db: DbOrTx, values: CompanyInsert): Promise<CompanyRow> => {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
};

export const update = async (db: DbOrTx, id: string, values: Partial<CompanyInsert>): Promise<void> => {
  await db.update(companies).set(values).where(eq(companies.id, id));
};

/** Replaces a company's categories. */
export const setCategories = async (db: DbOrTx, id: string, categoryIds: string[]): Promise<void> => {
  await db.delete(companyProfessionalCategories).where(eq(companyProfessionalCategories.companyId, id));
  if (categoryIds.length > 0) {
    await db
      .insert(companyProfessionalCategories)
      .values(categoryIds.map((professionalCategoryId) => ({ companyId: id, professionalCategoryId })));
  }
};

export const remove = async (db: DbOrTx, id: string): Promise<void> => {
  await db.delete(companies).where(eq(companies.id, id));
};

/** The map's points: companies with coordinates matching the filter, by name (001 §7.4). */
export const mapPoints = (db: DbOrTx, filter: CompanyFilter) =>
  db
    .select({
      id: companies.id,
      nom: companies.nom,
      lat: companies.latitude,
      lng: companies.longitude,
      ville: companies.ville,
      pays: companies.pays,
      active: companies.active,
    })
    .from(companies)
    .where(and(conditionsOf(filter), isNotNull(companies.latitude), isNotNull(companies.longitude)))
    .orderBy(asc(companies.nom), asc(companies.id));

/** Matching companies the map cannot place (no coordinates). */
export const countUnplaced = async (db: DbOrTx, filter: CompanyFilter): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(companies)
    .where(and(conditionsOf(filter), or(isNull(companies.latitude), isNull(companies.longitude))));
  return Number(row?.n ?? 0);
};

/** The professional categories some company uses, with the sectors above them (the map's filter options). */
export const usedCategories = async (db: DbOrTx) =>
  rowsOf(
    await db.execute(sql`
      with used as (
        select distinct p.id, p.parent_id from ${companyProfessionalCategories} c
        join ${professionalCategories} p on p.id = c.professional_category_id)
      select p.id, p.name, p.parent_id from ${professionalCategories} p
      where p.id in (select id from used) or p.id in (select parent_id from used)
      order by p.name, p.id`),
  ).map((row) => ({
    id: String(row.id),
    name: String(row.name),
    parentId: row.parent_id ? String(row.parent_id) : null,
  }));

/** The countries some company is in (code and the name the companies carry). */
export const usedCountries = async (db: DbOrTx) =>
  rowsOf(
    await db.execute(sql`
      select country_code as code, min(pays) as name from ${companies}
      where country_code is not null group by country_code order by min(pays)`),
  ).map((row) => ({ code: String(row.code), name: String(row.name ?? row.code) }));

/** How many companies were created in (after, until], and the first `first` of them (oldest first). */
export const createdBetween = async (db: DbOrTx, after: Date, until: Date, first: number) => {
  const window = and(gt(companies.createdAt, after), lte(companies.createdAt, until));
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(companies).where(window);
  const rows = await db
    .select({ id: companies.id, nom: companies.nom })
    .from(companies)
    .where(window)
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(first);
  return { count: Number(counted?.n ?? 0), rows };
};
