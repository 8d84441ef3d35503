import { and, asc, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { articleIdeas } from '../../db/schema';
import { likeLiteral, words } from '../../lib/db';
import { rowsById } from '../../platform/rows';

export type ArticleIdeaRow = typeof articleIdeas.$inferSelect;
export type ArticleIdeaValues = Pick<
  typeof articleIdeas.$inferInsert,
  'title' | 'draft' | 'idealDate' | 'occasion'
>;

/** Newest first; the words of `q` in the title or the draft (accents and case aside), one occasion. */
export const listIdeas = (db: DbOrTx, filter: { q?: string; occasion?: string }) => {
  const conditions: (SQL | undefined)[] = [];
  for (const word of words(filter.q ?? '')) {
    conditions.push(
      sql`sankofa_fold(${articleIdeas.title} || ' ' || ${articleIdeas.draft}) like '%' || sankofa_fold(${likeLiteral(word)}) || '%'`,
    );
  }
  if (filter.occasion) conditions.push(eq(articleIdeas.occasion, filter.occasion));
  return db
    .select()
    .from(articleIdeas)
    .where(and(...conditions))
    .orderBy(desc(articleIdeas.createdAt), desc(articleIdeas.id));
};

/** The occasions some idea has, by name. */
export const listOccasions = async (db: DbOrTx): Promise<string[]> =>
  (
    await db
      .selectDistinct({ occasion: articleIdeas.occasion })
      .from(articleIdeas)
      .where(isNotNull(articleIdeas.occasion))
      .orderBy(asc(articleIdeas.occasion))
  ).flatMap((row) => (row.occasion ? [row.occasion] : []));

export const { insert: insertIdea } = rowsById(articleIdeas, 'article idea');

export const updateIdea = async (
  db: DbOrTx,
  id: string,
  values: ArticleIdeaValues,
): Promise<ArticleIdeaRow | undefined> =>
  (
    await db
      .update(articleIdeas)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(articleIdeas.id, id))
      .returning()
  )[0];

export const deleteIdea = async (db: DbOrTx, id: string): Promise<boolean> =>
  (await db.delete(articleIdeas).where(eq(articleIdeas.id, id)).returning({ id: articleIdeas.id })).length >
  0;
