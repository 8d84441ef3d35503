import { and, asc, desc, eq, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appelsOffres, appelsOffresFichiers } from '../../db/schema';
import { likeLiteral, words } from '../../lib/db';
import { preparedById, preparedQuery } from '../../lib/prepared';
import { countUpTo } from '../../platform/directory';
import { rowsById } from '../../platform/rows';

export type TenderRow = typeof appelsOffres.$inferSelect;
export type TenderInsert = typeof appelsOffres.$inferInsert;
export type TenderFileRow = typeof appelsOffresFichiers.$inferSelect;

export interface TenderFilter {
  /** Signed-in readers also see the `prive` level (plan C2 FLAW 5). */
  isMember: boolean;
  /** One listed status, or every listed one (`undefined`). */
  statut?: 'publie' | 'archive' | 'termine';
  q?: string;
  secteur?: string;
  typeEntite?: string;
  location?: string;
}

const fold = (value: string) => sql`sankofa_fold(${value})`;
// Folded texts stored with the row (the area's migration), not declared in the drizzle schema.
const searchText = sql`${appelsOffres}.search_text`;
const searchPlace = sql`${appelsOffres}.search_place`;

/**
 * What the public list may show (plan C2 FLAW 4, 5): public, in a listed status, never confidential,
 * `prive` only to members; then the filters. The predicates repeat the partial indexes' own.
 */
const listedConditions = (filter: TenderFilter): SQL | undefined => {
  const conditions: (SQL | undefined)[] = [
    eq(appelsOffres.estPublic, true),
    ne(appelsOffres.niveauConfidentialite, 'confidentiel'),
    filter.statut
      ? eq(appelsOffres.statut, filter.statut)
      : inArray(appelsOffres.statut, ['publie', 'archive', 'termine']),
  ];
  if (!filter.isMember) conditions.push(eq(appelsOffres.niveauConfidentialite, 'public'));
  for (const word of words(filter.q ?? '')) {
    conditions.push(sql`${searchText} like '%' || ${fold(likeLiteral(word))} || '%'`);
  }
  if (filter.secteur) conditions.push(eq(appelsOffres.secteur, filter.secteur));
  if (filter.typeEntite) conditions.push(eq(appelsOffres.typeEntite, filter.typeEntite));
  if (filter.location) {
    const place = sql`${searchPlace} like '%' || ${fold(likeLiteral(filter.location))} || '%'`;
    conditions.push(
      /^[A-Za-z]{2}$/.test(filter.location)
        ? sql`(${appelsOffres.countryCode} = ${filter.location.toUpperCase()} or ${place})`
        : place,
    );
  }
  return and(...conditions);
};

/** The number of listed tenders matching the filters, counted up to `cap + 1`. */
export const countListed = (db: DbOrTx, filter: TenderFilter, cap: number): Promise<number> =>
  countUpTo(db, appelsOffres, listedConditions(filter), cap);

/** One page of listed tenders, newest first. */
export const listListed = (
  db: DbOrTx,
  filter: TenderFilter,
  page: { limit: number; offset: number },
): Promise<TenderRow[]> =>
  db
    .select()
    .from(appelsOffres)
    .where(listedConditions(filter))
    .orderBy(desc(appelsOffres.createdAt), desc(appelsOffres.id))
    .offset(page.offset)
    .limit(page.limit);

/** The member's own tenders (drafts included), optionally of one status, newest first. */
const ownConditions = (userId: string, statut?: string) =>
  and(eq(appelsOffres.userId, userId), statut ? eq(appelsOffres.statut, statut) : undefined);

export const countOfUser = async (db: DbOrTx, userId: string, statut?: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appelsOffres)
    .where(ownConditions(userId, statut));
  return Number(row?.n ?? 0);
};

export const listOfUser = (
  db: DbOrTx,
  userId: string,
  statut: string | undefined,
  page: { limit: number; offset: number },
): Promise<TenderRow[]> =>
  db
    .select()
    .from(appelsOffres)
    .where(ownConditions(userId, statut))
    .orderBy(desc(appelsOffres.createdAt), desc(appelsOffres.id))
    .offset(page.offset)
    .limit(page.limit);

/** The feed sidebar (002 §7): published, public to visitors, newest first. */
export const listLatest = (db: DbOrTx, limit: number): Promise<TenderRow[]> =>
  db
    .select()
    .from(appelsOffres)
    .where(
      and(
        eq(appelsOffres.estPublic, true),
        eq(appelsOffres.statut, 'publie'),
        eq(appelsOffres.niveauConfidentialite, 'public'),
      ),
    )
    .orderBy(desc(appelsOffres.createdAt), desc(appelsOffres.id))
    .limit(limit);

export const findById = preparedById('tender_by_id', appelsOffres.id, (db) =>
  db.select().from(appelsOffres).$dynamic(),
);

export const { lockById, insert, update, remove } = rowsById(appelsOffres, 'tender');

/**
 * Published tenders whose deadline falls before `until` and after `now`, not yet reminded: each is
 * marked in the same statement, so two runs never take the same tender.
 */
export const claimReminders = async (
  db: DbOrTx,
  now: Date,
  until: Date,
): Promise<Pick<TenderRow, 'id' | 'userId' | 'titre' | 'dateLimiteCandidature'>[]> =>
  db
    .update(appelsOffres)
    .set({ rappelEnvoyeAt: now })
    .where(
      and(
        eq(appelsOffres.statut, 'publie'),
        isNull(appelsOffres.rappelEnvoyeAt),
        lte(appelsOffres.dateLimiteCandidature, until),
        sql`${appelsOffres.dateLimiteCandidature} > ${now}`,
      ),
    )
    .returning({
      id: appelsOffres.id,
      userId: appelsOffres.userId,
      titre: appelsOffres.titre,
      dateLimiteCandidature: appelsOffres.dateLimiteCandidature,
    });

// ---------------------------------------------------------------------------------------------
// Annexes

const filesOf = preparedQuery('tender_files', (db, _shape: 'one', statement) =>
  db
    .select()
    .from(appelsOffresFichiers)
    .where(eq(appelsOffresFichiers.appelOffreId, sql.placeholder('tenderId')))
    .orderBy(desc(appelsOffresFichiers.createdAt), asc(appelsOffresFichiers.id))
    .prepare(statement),
);

export const listFiles = (db: DbOrTx, tenderId: string): Promise<TenderFileRow[]> =>
  filesOf(db, 'one').execute({ tenderId });

export const countFiles = async (db: DbOrTx, tenderId: string): Promise<number> => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(appelsOffresFichiers)
    .where(eq(appelsOffresFichiers.appelOffreId, tenderId));
  return Number(row?.n ?? 0);
};

export const findFile = async (db: DbOrTx, id: string): Promise<TenderFileRow | undefined> => {
  const [row] = await db.select().from(appelsOffresFichiers).where(eq(appelsOffresFichiers.id, id)).limit(1);
  return row;
};

export const { insert: insertFile } = rowsById(appelsOffresFichiers, 'tender file');

export const removeFile = async (db: DbOrTx, id: string): Promise<TenderFileRow | undefined> => {
  const [row] = await db.delete(appelsOffresFichiers).where(eq(appelsOffresFichiers.id, id)).returning();
  return row;
};

/** The storage keys of the annexes a member uploaded. */
export const annexKeysOf = async (db: DbOrTx, userId: string) =>
  (
    await db
      .select({ key: appelsOffresFichiers.cheminStorage })
      .from(appelsOffresFichiers)
      .where(eq(appelsOffresFichiers.uploadedBy, userId))
  ).map((row) => row.key);
