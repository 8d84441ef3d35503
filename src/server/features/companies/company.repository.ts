import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyProfessionalCategories, professionalCategories } from '../../db/schema';
import { likeLiteral, rowsOf, words } from '../../lib/db';
import { preparedQuery } from '../../lib/prepared';
import { countUpTo } from '../../platform/directory';
import { rowsById } from '../../platform/rows';

export type CompanyRow = typeof companies.$inferSelect;

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

const fold = (value: unknown) => sql`sankofa_fold(${value})`;
// The folded name and acronym (hand-written in the area's migration, not in the drizzle schema).
const searchText = sql`${companies}.search_text`;

/**
 * A company of the sector or of one of its specialities: the sector's companies are read from the
 * category index once, rather than probed for each company walked.
 */
const inSector = (categoryId: unknown) =>
  sql`${companies.id} in (select c.company_id from ${companyProfessionalCategories} c
    where c.professional_category_id in (select p.id from ${professionalCategories} p
      where p.id = ${categoryId} or p.parent_id = ${categoryId}))`;

const conditionsOf = (filter: CompanyFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [];
  if (filter.activeOnly || filter.status === 'active') conditions.push(eq(companies.active, true));
  if (filter.status === 'inactive') conditions.push(eq(companies.active, false));
  for (const word of words(filter.q ?? '')) {
    conditions.push(sql`${searchText} like '%' || ${fold(likeLiteral(word))} || '%'`);
  }
  if (filter.country) conditions.push(eq(companies.countryCode, filter.country));
  if (filter.taille) conditions.push(eq(companies.taille, filter.taille));
  if (filter.categoryId) conditions.push(inSector(filter.categoryId));
  return and(...conditions);
};

/** Matching companies, counted up to `cap + 1`. */
export const count = (db: DbOrTx, filter: CompanyFilter, cap: number): Promise<number> =>
  countUpTo(db, companies, conditionsOf(filter) ?? sql`true`, cap);

/** What a directory card shows of a company, its categories included. */
export interface CompanyCardRow {
  id: string;
  nom: string;
  sigle: string | null;
  taille: string | null;
  ville: string | null;
  pays: string | null;
  countryCode: string | null;
  logoUrl: string | null;
  active: boolean;
  createdAt: Date;
  categories: { id: string; name: string }[];
}

/**
 * What varies in a page query's text: the status kept (`a` active, `i` inactive, `x` both), the number
 * of words, then `c` (country), `t` (size), `k` (category) for the filters present; `a2ck` is the active
 * directory searched with two words in one country and category.
 */
const pageShapeOf = (filter: CompanyFilter) =>
  `${filter.activeOnly || filter.status === 'active' ? 'a' : filter.status === 'inactive' ? 'i' : 'x'}${
    words(filter.q ?? '').length
  }${filter.country ? 'c' : ''}${filter.taille ? 't' : ''}${filter.categoryId ? 'k' : ''}`;

/**
 * One page of cards by name, built once per shape. The page's ids come from walking a name index alone:
 * the active directory's carries what the filters test (the folded text, the country, the size; INCLUDE
 * columns of migration 0037), so the walk reads no row of the table; then only the page's rows are read,
 * each with its categories. The status is written in the text (not a value) so a partial index applies.
 */
const cardsPage = preparedQuery('companies_cards', (db, shape: string) => {
  const status = shape[0];
  const wordCount = Number.parseInt(shape.slice(1), 10);
  const conditions: SQL[] = [];
  if (status === 'a') conditions.push(sql`${companies.active}`);
  if (status === 'i') conditions.push(sql`not ${companies.active}`);
  for (let i = 0; i < wordCount; i++) {
    conditions.push(sql`${searchText} like '%' || ${fold(sql.placeholder(`w${i}`))} || '%'`);
  }
  if (shape.includes('c')) conditions.push(sql`${companies.countryCode} = ${sql.placeholder('country')}`);
  if (shape.includes('t')) conditions.push(sql`${companies.taille} = ${sql.placeholder('taille')}`);
  if (shape.includes('k')) conditions.push(inSector(sql.placeholder('categoryId')));
  const ids = db
    .select({ pageId: companies.id, pageNom: companies.nom })
    .from(companies)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(companies.nom), asc(companies.id))
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .as('page');
  return (
    db
      .select({
        id: companies.id,
        nom: companies.nom,
        sigle: companies.sigle,
        taille: companies.taille,
        ville: companies.ville,
        pays: companies.pays,
        countryCode: companies.countryCode,
        logoUrl: companies.logoUrl,
        active: companies.active,
        createdAt: companies.createdAt,
        // One join for the page's rows (a subquery per row scanned the category table each time).
        categories: sql<
          { id: string; name: string }[]
        >`coalesce(json_agg(json_build_object('id', ${professionalCategories.id}, 'name', ${professionalCategories.name}) order by ${professionalCategories.name}) filter (where ${professionalCategories.id} is not null), '[]'::json)`,
      })
      .from(ids)
      .innerJoin(companies, eq(companies.id, ids.pageId))
      .leftJoin(companyProfessionalCategories, eq(companyProfessionalCategories.companyId, companies.id))
      .leftJoin(
        professionalCategories,
        eq(professionalCategories.id, companyProfessionalCategories.professionalCategoryId),
      )
      .groupBy(companies.id, ids.pageNom, ids.pageId)
      .orderBy(asc(ids.pageNom), asc(ids.pageId))
      // Unnamed: planned with each call's values. A named statement turns generic after five runs, and a
      // generic plan knows neither the words nor the page's limit: it read the whole table (48 ms).
      .prepare('')
  );
});

/** One page of cards, by name. */
export const listCards = (
  db: DbOrTx,
  filter: CompanyFilter,
  page: { limit: number; offset: number },
): Promise<CompanyCardRow[]> => {
  const values: Record<string, unknown> = { ...page };
  words(filter.q ?? '').forEach((word, i) => {
    values[`w${i}`] = likeLiteral(word);
  });
  if (filter.country) values.country = filter.country;
  if (filter.taille) values.taille = filter.taille;
  if (filter.categoryId) values.categoryId = filter.categoryId;
  return cardsPage(db, pageShapeOf(filter)).execute(values);
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

export interface CompanyPickRow {
  id: string;
  nom: string;
  logoUrl: string | null;
}

/**
 * Active companies whose folded name (or name and acronym) starts with the typed text, in folded order:
 * a range of `african_companies_active_prefix_idx` (migration 0039), read no further than the limit.
 */
const prefixPicks = preparedQuery('companies_prefix_picks', (db, _shape: 'one', statement) =>
  db
    .select({ id: companies.id, nom: companies.nom, logoUrl: companies.logoUrl })
    .from(companies)
    // A range rather than `like 'x%'`: a named statement's generic plan cannot turn a pattern into index
    // bounds. In byte order every text that starts with the prefix lies below it followed by U+10FFFF.
    .where(
      sql`${companies.active} and ${searchText} collate "C" >= ${fold(sql.placeholder('prefix'))}
        and ${searchText} collate "C" < ${fold(sql.placeholder('prefix'))} || chr(1114111)`,
    )
    .orderBy(sql`${searchText} collate "C"`, asc(companies.id))
    .limit(sql.placeholder('limit'))
    .prepare(statement),
);

/**
 * The job form's picker: active companies whose name starts with what was typed come first (a range of
 * one index, however many there are); only when they are fewer than `limit` do the companies whose name
 * or acronym holds the words elsewhere follow, by name. Walking the names for the words alone read most
 * of the directory when the matches sit late in the alphabet ('teranga', 'ubuntu').
 */
export const pick = async (db: DbOrTx, q: string, limit: number): Promise<CompanyPickRow[]> => {
  const typed = q.trim().replace(/\s+/g, ' ');
  const first: CompanyPickRow[] = await prefixPicks(db, 'one').execute({ prefix: typed, limit });
  if (first.length >= limit) return first;
  const seen = new Set(first.map((row) => row.id));
  const rest = await listCards(db, { activeOnly: true, q }, { limit: limit + first.length, offset: 0 });
  return [
    ...first,
    ...rest.filter((row) => !seen.has(row.id)).map(({ id, nom, logoUrl }) => ({ id, nom, logoUrl })),
  ].slice(0, limit);
};

export const { findById, lockById, insert, update, remove } = rowsById(companies, 'company');

/** How many of these ids are professional categories. */
export const countCategories = async (db: DbOrTx, ids: string[]): Promise<number> => {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(professionalCategories)
    .where(inArray(professionalCategories.id, ids));
  return Number(row?.n ?? 0);
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
